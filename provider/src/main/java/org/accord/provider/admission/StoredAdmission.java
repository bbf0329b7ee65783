package org.accord.provider.admission;

import java.util.Objects;

/**
 * An agreement admitted before a restart, as the scheduler needs it back.
 *
 * @param agreementId the agreement (the scheduler's job or request id)
 * @param initiator who made it (fair share counts what it holds against its initiator)
 * @param terms its compiled terms
 * @param allocation what admission gave it
 * @param live whether it still holds capacity (not yet complete, not terminated); a deadline job is
 *     replayed either way (see {@link DeadlinePath}), a reservation only when live
 */
public record StoredAdmission(String agreementId, String initiator, OfferTerms terms, Allocation allocation, boolean live) {

    public StoredAdmission {
        Objects.requireNonNull(agreementId, "agreementId");
        Objects.requireNonNull(initiator, "initiator");
        Objects.requireNonNull(terms, "terms");
        Objects.requireNonNull(allocation, "allocation");
    }
}
