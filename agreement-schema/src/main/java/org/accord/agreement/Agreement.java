package org.accord.agreement;

import java.util.Objects;
import java.util.Optional;

/** An agreement both parties are bound by, identified by the id its responder gave it. */
public record Agreement(String agreementId, Optional<String> name, Context context, Terms terms) {

    public Agreement {
        Objects.requireNonNull(agreementId, "agreementId");
        if (agreementId.isBlank()) {
            throw new IllegalArgumentException("agreement id must not be blank");
        }
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(context, "context");
        Objects.requireNonNull(terms, "terms");
    }
}
