package org.accord.provider.metrics;

import java.util.Arrays;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.function.UnaryOperator;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTermState;
import org.accord.provider.store.AgreementRecord;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.CreateOutcome;
import org.accord.provider.store.NegotiationRecord;
import org.accord.provider.store.NegotiationState;

/**
 * A store that watches the agreements go by: every create and every update passes through it, so it knows
 * how many agreements are in each state without asking the database, and sees each agreement become
 * Complete with its guarantees' outcomes. The counts start from what the store holds when it is opened (one
 * listing), so they survive a restart.
 *
 * <p>Meters: {@code accord_agreements{state}} (a gauge per WS-Agreement state, e.g. {@code Observed});
 * {@code accord_guarantees_evaluated_total{state}} (Fulfilled or Violated, counted when the agreement becomes
 * Complete); {@code accord_rewards_total} and {@code accord_penalties_total} (the sum of the guarantees'
 * realised values: a reward's value, a penalty's magnitude); {@code accord_utility} (rewards minus penalties,
 * since this provider started). Rewards and penalties count only agreements completed while it runs.
 */
final class MeteredStore implements AgreementStore {

    private final AgreementStore store;
    private final Map<AgreementState, AtomicLong> byState = new EnumMap<>(AgreementState.class);
    private final Map<GuaranteeTermState, Counter> guarantees = new EnumMap<>(GuaranteeTermState.class);
    private final DoubleAdder rewards = new DoubleAdder();
    private final DoubleAdder penalties = new DoubleAdder();

    private MeteredStore(AgreementStore store, MeterRegistry registry) {
        this.store = store;
        for (AgreementState state : AgreementState.values()) {
            AtomicLong count = new AtomicLong();
            byState.put(state, count);
            Gauge.builder("accord.agreements", count, AtomicLong::get).description("Agreements in each state")
                    .tag("state", state.wsagName()).register(registry);
        }
        for (GuaranteeTermState state : GuaranteeTermState.values()) {
            guarantees.put(state, Counter.builder("accord.guarantees.evaluated")
                    .description("Guarantee terms evaluated when their agreement completed, by outcome")
                    .tag("state", state.wsagName()).register(registry));
        }
        FunctionCounter.builder("accord.rewards", rewards, DoubleAdder::sum)
                .description("Sum of the rewards of guarantees evaluated since start").register(registry);
        FunctionCounter.builder("accord.penalties", penalties, DoubleAdder::sum)
                .description("Sum of the penalties of guarantees evaluated since start").register(registry);
        Gauge.builder("accord.utility", this, s -> s.rewards.sum() - s.penalties.sum())
                .description("Rewards minus penalties of guarantees evaluated since start").register(registry);
    }

    /** {@code store}, metered, its counts read from what it holds now. */
    static MeteredStore over(AgreementStore store, MeterRegistry registry) {
        MeteredStore metered = new MeteredStore(store, registry);
        store.listByState(Arrays.asList(AgreementState.values()))
                .forEach(record -> metered.byState.get(record.state()).incrementAndGet());
        return metered;
    }

    @Override
    public CreateOutcome create(AgreementRecord agreement) {
        CreateOutcome outcome = store.create(agreement);
        if (outcome instanceof CreateOutcome.Created created) {
            byState.get(created.agreement().state()).incrementAndGet();
        }
        return outcome;
    }

    @Override
    public AgreementRecord update(String agreementId, UnaryOperator<AgreementRecord> change) {
        AtomicReference<AgreementRecord> before = new AtomicReference<>();
        AgreementRecord after = store.update(agreementId, record -> {
            before.set(record);
            return change.apply(record);
        });
        moved(before.get(), after);
        return after;
    }

    private void moved(AgreementRecord before, AgreementRecord after) {
        if (before == null || before.state() == after.state()) {
            return;
        }
        byState.get(before.state()).decrementAndGet();
        byState.get(after.state()).incrementAndGet();
        if (after.state() == AgreementState.COMPLETE) {
            after.guarantees().forEach(this::evaluated);
        }
    }

    private void evaluated(GuaranteeOutcome outcome) {
        guarantees.get(outcome.state()).increment();
        outcome.value().ifPresent(value -> {
            if (value >= 0) {
                rewards.add(value);
            } else {
                penalties.add(-value);
            }
        });
    }

    @Override
    public Optional<AgreementRecord> find(String agreementId) {
        return store.find(agreementId);
    }

    @Override
    public Optional<AgreementRecord> findByOffer(String initiator, String offerId) {
        return store.findByOffer(initiator, offerId);
    }

    @Override
    public List<AgreementRecord> list() {
        return store.list();
    }

    @Override
    public List<AgreementRecord> listByInitiator(String initiator) {
        return store.listByInitiator(initiator);
    }

    @Override
    public List<AgreementRecord> listByState(Collection<AgreementState> states) {
        return store.listByState(states);
    }

    @Override
    public void createNegotiation(NegotiationRecord negotiation) {
        store.createNegotiation(negotiation);
    }

    @Override
    public Optional<NegotiationRecord> findNegotiation(String negotiationId) {
        return store.findNegotiation(negotiationId);
    }

    @Override
    public Map<String, Integer> countNegotiations(NegotiationState state) {
        return store.countNegotiations(state);
    }

    @Override
    public NegotiationRecord updateNegotiation(String negotiationId, UnaryOperator<NegotiationRecord> change) {
        return store.updateNegotiation(negotiationId, change);
    }

    @Override
    public void requireWritable() {
        store.requireWritable();
    }

    @Override
    public void close() {
        store.close();
    }
}
