package org.accord.provider.agreement;

import java.time.Instant;
import java.util.Objects;

import org.accord.provider.store.AgreementRecord;

/**
 * An agreement waiting for the provider's decision, as its operator sees it.
 *
 * @param agreementId the agreement
 * @param initiator who created it with createPendingAgreement
 * @param templateId the template its offer was based on
 * @param created when it was stored (wall clock)
 */
public record PendingAgreement(String agreementId, String initiator, String templateId, Instant created) {

    public PendingAgreement {
        Objects.requireNonNull(agreementId, "agreementId");
        Objects.requireNonNull(initiator, "initiator");
        Objects.requireNonNull(templateId, "templateId");
        Objects.requireNonNull(created, "created");
    }

    static PendingAgreement of(AgreementRecord record) {
        return new PendingAgreement(record.agreementId(), record.initiator(), record.templateId(), record.created());
    }
}
