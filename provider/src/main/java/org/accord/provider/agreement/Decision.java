package org.accord.provider.agreement;

import java.util.Locale;
import java.util.Objects;

/**
 * What the provider decided about one offer: a create (admitted or refused), a Pending agreement stored,
 * accepted or rejected. Reported to the service's {@link DecisionListener} once per decision, after the
 * store holds it (or, refused, after nothing was stored).
 *
 * @param operation the service operation that decided: {@code create}, {@code createPending}, {@code accept},
 *     {@code reject}, or {@code negotiate} (one offer of a negotiation answered)
 * @param agreementId the agreement's id (a refused create's id was drawn and is never stored; for
 *     {@code negotiate}, the counter-offer's id)
 * @param initiator who offered it
 * @param templateId the template the offer names
 * @param outcome what was decided
 * @param reason a stable code saying why: {@code ADMITTED}, {@code RETRY} (a resent offer answered with the
 *     agreement it made before), {@code STORED} (Pending), {@code OPERATOR} (an operator's reject), or the
 *     {@link org.accord.agreement.FaultReason} code of a refusal ({@code REJECTED}: no schedule fits); for
 *     {@code negotiate}: {@code AS_OFFERED}, {@code ALTERNATIVE} (countered), {@code EXPIRED}, {@code SOLICITED}
 *     (a solicited offer that only other terms would fit) or {@code REJECTED}
 * @param nanos how long the decision took in the service, waiting for the admission lock included
 */
public record Decision(String operation, String agreementId, String initiator, String templateId, Outcome outcome,
        String reason, long nanos) {

    /** The decision, as metrics and logs name it (lower case). */
    public enum Outcome {
        ACCEPTED, REJECTED, PENDING,
        /** A negotiation offer answered with other terms than it offered (a counter-offer the initiator may create from). */
        COUNTERED;

        /** {@code accepted}, {@code rejected}, {@code pending} or {@code countered}. */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public Decision {
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(agreementId, "agreementId");
        Objects.requireNonNull(initiator, "initiator");
        Objects.requireNonNull(templateId, "templateId");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(reason, "reason");
    }

    /** The time it took in milliseconds. */
    public double millis() {
        return nanos / 1e6;
    }
}
