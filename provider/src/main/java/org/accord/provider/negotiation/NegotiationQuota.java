package org.accord.provider.negotiation;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.accord.agreement.FaultReason;
import org.accord.provider.fault.FaultException;
import org.accord.provider.config.RequestLimits;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.NegotiationState;

/**
 * How many open (not terminated) negotiations each initiator holds, and the refusal of an initiateNegotiation
 * that would take one over {@link RequestLimits#openNegotiationsPerInitiator()}. The counts start from one
 * grouped count of the store's open negotiations when the service opens, then follow every initiation and
 * termination the service makes: an initiation costs one map update, never a scan.
 */
final class NegotiationQuota {

    private final int limit;
    private final Map<String, Integer> open = new ConcurrentHashMap<>();

    NegotiationQuota(int limit, AgreementStore store) {
        this.limit = limit;
        open.putAll(store.countNegotiations(NegotiationState.NEGOTIATING));
    }

    /**
     * Takes one place for a new negotiation of {@code initiator}, or refuses (LIMIT_EXCEEDED, naming the limit
     * and its value) when it already holds the limit. The check and the count are one atomic step, so
     * concurrent initiations cannot pass the limit together; {@link #release} gives the place back.
     */
    void take(String initiator) {
        open.compute(initiator, (name, held) -> {
            int now = held == null ? 0 : held;
            if (now >= limit) {
                throw new FaultException(FaultReason.LIMIT_EXCEEDED, "initiator '" + name + "' holds " + now
                        + " open negotiations; the limit " + RequestLimits.OPEN_NEGOTIATIONS + " is " + limit
                        + " (terminate some to open more)");
            }
            return now + 1;
        });
    }

    /** Gives back one place of {@code initiator}: its negotiation was terminated, or never stored. */
    void release(String initiator) {
        open.computeIfPresent(initiator, (name, held) -> held <= 1 ? null : held - 1);
    }

    /** The open negotiations {@code initiator} holds. */
    int held(String initiator) {
        return open.getOrDefault(initiator, 0);
    }
}
