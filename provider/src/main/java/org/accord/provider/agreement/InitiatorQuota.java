package org.accord.provider.agreement;

import java.util.Arrays;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

import org.accord.agreement.AgreementState;
import org.accord.agreement.FaultReason;
import org.accord.provider.config.RequestLimits;
import org.accord.provider.store.AgreementRecord;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.CreateOutcome;
import org.accord.provider.store.NegotiationRecord;
import org.accord.provider.store.NegotiationState;
import org.accord.provider.fault.FaultException;

/**
 * Fair share between initiators: how many live and Pending agreements each initiator holds, and the refusal
 * of a create that would take one over {@link RequestLimits#liveAgreementsPerInitiator()} or
 * {@link RequestLimits#pendingAgreementsPerInitiator()}.
 *
 * <p>The counts are kept exact by seeing every write: the service writes agreements through {@link #store()},
 * a decorator that counts each created record and each change of state (counted once the delegate's write
 * returned, so a failed write changes no count). They start from one read of the store's not-ended
 * agreements when the service opens; a create then costs two map look-ups, never a scan.
 */
final class InitiatorQuota {

    /** Counted as live: admitted and not ended. */
    private static final EnumSet<AgreementState> LIVE = EnumSet.of(AgreementState.OBSERVED,
            AgreementState.OBSERVED_AND_TERMINATING);
    /** Counted as pending: waiting for the provider's decision. */
    private static final EnumSet<AgreementState> PENDING = EnumSet.of(AgreementState.PENDING,
            AgreementState.PENDING_AND_TERMINATING);

    private final RequestLimits limits;
    private final Map<String, int[]> counts = new ConcurrentHashMap<>();
    private final AgreementStore store;

    private final AgreementFeed feed;

    /** Counts over {@code delegate}; every agreement write that completes is also told to {@code feed}. */
    InitiatorQuota(RequestLimits limits, AgreementStore delegate, AgreementFeed feed) {
        this.limits = limits;
        this.feed = feed;
        this.store = new CountingStore(delegate);
        List<AgreementState> open = Arrays.stream(AgreementState.values()).filter(s -> !s.isFinal()).toList();
        delegate.listByState(open).forEach(record -> count(record, 1));
    }

    /** The store to write agreements through, so that the counts follow every change. */
    AgreementStore store() {
        return store;
    }

    /** Refuses (LIMIT_EXCEEDED) a new agreement of {@code initiator} that would cross its live limit. */
    void requireRoomForLive(String initiator) {
        require(initiator, 0, limits.liveAgreementsPerInitiator(), RequestLimits.LIVE_AGREEMENTS, "live agreements");
    }

    /** Refuses (LIMIT_EXCEEDED) a new Pending agreement of {@code initiator} that would cross its pending limit. */
    void requireRoomForPending(String initiator) {
        require(initiator, 1, limits.pendingAgreementsPerInitiator(), RequestLimits.PENDING_AGREEMENTS,
                "Pending agreements");
    }

    /** The live (index 0) and Pending (index 1) agreements {@code initiator} holds. */
    int held(String initiator, int index) {
        int[] held = counts.get(initiator);
        return held == null ? 0 : held[index];
    }

    private void require(String initiator, int index, int limit, String key, String what) {
        int held = held(initiator, index);
        if (held >= limit) {
            throw new FaultException(FaultReason.LIMIT_EXCEEDED, "initiator '" + initiator + "' holds " + held + " "
                    + what + "; the limit " + key + " is " + limit + " (end or terminate some to make more)");
        }
    }

    private void count(AgreementRecord record, int sign) {
        int index = LIVE.contains(record.state()) ? 0 : PENDING.contains(record.state()) ? 1 : -1;
        if (index >= 0) {
            counts.compute(record.initiator(), (name, held) -> {
                int[] next = held == null ? new int[2] : held;
                next[index] += sign;
                return next[0] == 0 && next[1] == 0 ? null : next;
            });
        }
    }

    /** The service's store, counting what it writes. */
    private final class CountingStore implements AgreementStore {

        private final AgreementStore delegate;

        CountingStore(AgreementStore delegate) {
            this.delegate = delegate;
        }

        @Override
        public CreateOutcome create(AgreementRecord agreement) {
            CreateOutcome outcome = delegate.create(agreement);
            if (outcome instanceof CreateOutcome.Created created) {
                count(created.agreement(), 1);
                feed.written(Optional.empty(), created.agreement());
            }
            return outcome;
        }

        @Override
        public AgreementRecord update(String agreementId, UnaryOperator<AgreementRecord> change) {
            AgreementRecord[] before = new AgreementRecord[1];
            AgreementRecord after = delegate.update(agreementId, current -> {
                before[0] = current;
                return change.apply(current);
            });
            if (before[0] != null && before[0].state() != after.state()) {
                count(before[0], -1);
                count(after, 1);
            }
            if (before[0] != null) {
                feed.written(Optional.of(before[0]), after);
            }
            return after;
        }

        @Override
        public Optional<AgreementRecord> find(String agreementId) {
            return delegate.find(agreementId);
        }

        @Override
        public Optional<AgreementRecord> findByOffer(String initiator, String offerId) {
            return delegate.findByOffer(initiator, offerId);
        }

        @Override
        public List<AgreementRecord> list() {
            return delegate.list();
        }

        @Override
        public List<AgreementRecord> listByInitiator(String initiator) {
            return delegate.listByInitiator(initiator);
        }

        @Override
        public List<AgreementRecord> listByState(Collection<AgreementState> states) {
            return delegate.listByState(states);
        }

        @Override
        public void createNegotiation(NegotiationRecord negotiation) {
            delegate.createNegotiation(negotiation);
        }

        @Override
        public Optional<NegotiationRecord> findNegotiation(String negotiationId) {
            return delegate.findNegotiation(negotiationId);
        }

        @Override
        public Map<String, Integer> countNegotiations(NegotiationState state) {
            return delegate.countNegotiations(state);
        }

        @Override
        public NegotiationRecord updateNegotiation(String negotiationId, UnaryOperator<NegotiationRecord> change) {
            return delegate.updateNegotiation(negotiationId, change);
        }

        @Override
        public void close() {
            delegate.close();
        }
    }
}
