package org.accord.provider.store;

import java.time.Instant;
import java.util.Optional;

/** Tiny fixture factories for stored records. */
final class Records {

    static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    private Records() {}

    static AgreementRecord agreement(String id, String initiator, String offerId) {
        return new AgreementRecord(id, initiator, offerId, "librasla", "Pending", "job=NotReady",
                "deadline=NotDetermined", "<wsag:Agreement id='" + id + "'/>", Optional.empty(), T0, T0);
    }

    static NegotiationRecord negotiation(String id, String initiator) {
        return new NegotiationRecord(id, initiator, "Negotiating", "<offers/>", T0, T0);
    }
}
