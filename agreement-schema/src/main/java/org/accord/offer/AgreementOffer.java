package org.accord.offer;

import java.util.Objects;
import java.util.Optional;

import org.accord.agreement.Agreement;
import org.accord.agreement.Context;
import org.accord.agreement.Terms;

/** An offer to create an agreement; it has no id until the responder accepts it. */
public record AgreementOffer(Optional<String> name, Context context, Terms terms) {

    public AgreementOffer {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(context, "context");
        Objects.requireNonNull(terms, "terms");
    }

    /** The template this offer was made from, if its context names one. */
    public Optional<String> templateId() {
        return context.templateId();
    }

    /** The agreement this offer becomes once accepted under the given id. */
    public Agreement accept(String agreementId) {
        return new Agreement(agreementId, name, context, terms);
    }

    public AgreementOffer withTerms(Terms newTerms) {
        return new AgreementOffer(name, context, newTerms);
    }
}
