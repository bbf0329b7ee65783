package org.accord.agreement;

import java.time.Instant;
import java.util.Objects;

/**
 * An agreement created Pending (createPendingAgreement) and waiting for the provider operator's decision,
 * as the provider lists it and the client reads it.
 *
 * @param agreementId the agreement
 * @param initiator who created it
 * @param templateId the template its offer was based on
 * @param created when the provider stored it (wall clock)
 */
public record PendingAgreement(String agreementId, String initiator, String templateId, Instant created) {

    public PendingAgreement {
        Objects.requireNonNull(agreementId, "agreementId");
        Objects.requireNonNull(initiator, "initiator");
        Objects.requireNonNull(templateId, "templateId");
        Objects.requireNonNull(created, "created");
    }
}
