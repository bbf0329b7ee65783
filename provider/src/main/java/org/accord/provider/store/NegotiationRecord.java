package org.accord.provider.store;

import static org.accord.provider.store.RecordChecks.MAX_ID;
import static org.accord.provider.store.RecordChecks.MAX_NAME;
import static org.accord.provider.store.RecordChecks.requireId;
import static org.accord.provider.store.RecordChecks.requireTimes;

import java.time.Instant;
import java.util.Objects;

/**
 * One stored negotiation (GFD.193): who started it, its state and the offers exchanged so far.
 *
 * @param negotiationId the negotiation's id, unique in the store
 * @param initiator the user who initiated it
 * @param state where the negotiation stands
 * @param offers the offers and counter-offers exchanged (XML text)
 * @param created when it was stored
 * @param updated when it last changed
 */
public record NegotiationRecord(
        String negotiationId, String initiator, NegotiationState state, String offers, Instant created, Instant updated) {

    public NegotiationRecord {
        requireId("negotiationId", negotiationId, MAX_ID);
        requireId("initiator", initiator, MAX_NAME);
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(offers, "offers");
        requireTimes(created, updated);
    }

    /** This negotiation in another state, changed at {@code when}. */
    public NegotiationRecord withState(NegotiationState newState, Instant when) {
        return new NegotiationRecord(negotiationId, initiator, newState, offers, created, when);
    }

    /** This negotiation with new offers, changed at {@code when}. */
    public NegotiationRecord withOffers(String newOffers, Instant when) {
        return new NegotiationRecord(negotiationId, initiator, state, newOffers, created, when);
    }

    /** Whether {@code other} is the same negotiation: same id, initiator and creation time. */
    public boolean sameIdentity(NegotiationRecord other) {
        return negotiationId.equals(other.negotiationId) && initiator.equals(other.initiator)
                && created.equals(other.created);
    }
}
