package org.accord.provider.agreement;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

import org.accord.agreement.AgreementStatus;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTermState;
import org.accord.provider.admission.Allocation;

/**
 * What the provider shows of one stored agreement besides its document: who made it from which template,
 * its state with every service term and guarantee outcome, what admission gave it, and when.
 *
 * @param status the state, service-term states and guarantee outcomes (utility and penalty among them)
 * @param initiator who created it
 * @param templateId its template
 * @param allocation the admission decision (nodes, CPUs, planned start and finish); empty while Pending
 * @param created when it was stored
 * @param updated when it last changed
 */
public record AgreementView(AgreementStatus status, String initiator, String templateId,
        Optional<Allocation> allocation, Instant created, Instant updated) {

    public AgreementView {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(initiator, "initiator");
        Objects.requireNonNull(templateId, "templateId");
        Objects.requireNonNull(allocation, "allocation");
        Objects.requireNonNull(created, "created");
        Objects.requireNonNull(updated, "updated");
    }

    public String agreementId() {
        return status.agreementId();
    }

    /** Whether any guarantee was violated. */
    public boolean violated() {
        return status.guarantees().stream().map(GuaranteeOutcome::state).anyMatch(GuaranteeTermState.VIOLATED::equals);
    }
}
