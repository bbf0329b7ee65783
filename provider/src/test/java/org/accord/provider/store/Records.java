package org.accord.provider.store;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.ServiceTermState;
import org.accord.provider.admission.Allocation;
import org.accord.provider.admission.DeadlineAllocation;

/** Tiny fixture factories for stored records. */
public final class Records {

    public static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    private Records() {}

    public static AgreementRecord agreement(String id, String initiator, String offerId) {
        return new AgreementRecord(id, initiator, offerId, "librasla", AgreementState.PENDING,
                Map.of("job", ServiceTermState.NOT_READY), List.of(GuaranteeOutcome.undetermined("deadline")),
                "<wsag:Agreement id='" + id + "'/>", Optional.empty(), T0, T0);
    }

    /** A deadline allocation on two nodes. */
    public static Allocation placement() {
        return new DeadlineAllocation(10.5, List.of("node-3", "node-4"), 2, 99.0);
    }

    public static NegotiationRecord negotiation(String id, String initiator) {
        return new NegotiationRecord(id, initiator, NegotiationState.NEGOTIATING, "<offers/>", T0, T0);
    }
}
