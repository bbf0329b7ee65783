package org.accord.template;

import java.util.Objects;
import java.util.Optional;

import org.accord.agreement.Context;
import org.accord.agreement.Terms;
import org.accord.offer.AgreementOffer;

/** An agreement template a provider publishes: an offer's starting point and the rules it must follow. */
public record Template(String templateId, Optional<String> name, Context context, Terms terms,
        CreationConstraints creationConstraints) {

    public Template {
        Objects.requireNonNull(templateId, "templateId");
        if (templateId.isBlank()) {
            throw new IllegalArgumentException("template id must not be blank");
        }
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(context, "context");
        Objects.requireNonNull(terms, "terms");
        Objects.requireNonNull(creationConstraints, "creationConstraints");
    }

    /** An offer with this template's terms whose context names this template. */
    public AgreementOffer toOffer() {
        return new AgreementOffer(name, context.withTemplate(templateId, name.orElse(templateId)), terms);
    }
}
