package org.accord.consumer.client;

import java.time.Instant;
import java.util.Objects;

/**
 * An agreement waiting at the provider for its operator's decision, as listed by
 * {@link AgreementClient#pendingAgreements()}.
 *
 * @param agreementId the agreement
 * @param initiator who created it with {@link AgreementClient#createPending}
 * @param templateId the template its offer was based on
 * @param created when the provider stored it
 */
public record PendingAgreement(String agreementId, String initiator, String templateId, Instant created) {

    public PendingAgreement {
        Objects.requireNonNull(agreementId, "agreementId");
        Objects.requireNonNull(initiator, "initiator");
        Objects.requireNonNull(templateId, "templateId");
        Objects.requireNonNull(created, "created");
    }
}
