package org.accord.agreement;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * An agreement's context: the parties, which of them provides the service (WS-Agreement's default is
 * the responder), when the offer or agreement expires, and the template it was made from. Parties are
 * kept as text (a name or an address); richer party descriptions stay in the document.
 */
public record Context(Optional<String> initiator, Optional<String> responder, AgreementRole serviceProvider,
        Optional<Instant> expirationTime, Optional<String> templateId, Optional<String> templateName) {

    public Context {
        Objects.requireNonNull(initiator, "initiator");
        Objects.requireNonNull(responder, "responder");
        Objects.requireNonNull(serviceProvider, "serviceProvider");
        Objects.requireNonNull(expirationTime, "expirationTime");
        Objects.requireNonNull(templateId, "templateId");
        Objects.requireNonNull(templateName, "templateName");
    }

    /** A context with nothing but the default service provider (the responder). */
    public static Context empty() {
        return new Context(Optional.empty(), Optional.empty(), AgreementRole.AGREEMENT_RESPONDER, Optional.empty(),
                Optional.empty(), Optional.empty());
    }

    /** The context of an offer made from a template. */
    public static Context forTemplate(String templateId, String templateName) {
        return empty().withTemplate(templateId, templateName);
    }

    public Context withTemplate(String id, String name) {
        return new Context(initiator, responder, serviceProvider, expirationTime, Optional.of(id), Optional.of(name));
    }

    public Context withInitiator(String party) {
        return new Context(Optional.of(party), responder, serviceProvider, expirationTime, templateId, templateName);
    }

    public Context withResponder(String party) {
        return new Context(initiator, Optional.of(party), serviceProvider, expirationTime, templateId, templateName);
    }

    public Context withExpirationTime(Instant time) {
        return new Context(initiator, responder, serviceProvider, Optional.of(time), templateId, templateName);
    }
}
