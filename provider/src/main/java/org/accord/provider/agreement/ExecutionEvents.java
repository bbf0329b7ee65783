package org.accord.provider.agreement;

import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.UnaryOperator;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.accord.agreement.AgreementState;
import org.accord.provider.admission.OfferTerms;
import org.accord.provider.clock.ExecutionClock;
import org.accord.provider.execution.ExecutionEvent;
import org.accord.provider.store.AgreementRecord;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.RecordNotFoundException;

/**
 * Applies an execution backend's events to the stored agreements, idempotently: only an Observed agreement
 * changes, so an event for an unknown, Pending, terminating or final agreement (a duplicate, a late one, one
 * replayed after a restart) changes nothing; a Started for work already Processing writes nothing. Called
 * under the service's admission lock.
 */
final class ExecutionEvents {

    private static final Logger LOG = LoggerFactory.getLogger(AgreementService.class);

    private final AgreementStore store;
    private final Outcomes outcomes;
    private final Lifecycle lifecycle;
    private final Function<AgreementRecord, OfferTerms> terms;
    private final Consumer<AgreementRecord> released;

    /** How an outcome is written: {@link AgreementStore#update}, or fenced by the leader's epoch in a group of instances. */
    @FunctionalInterface
    interface Outcomes {
        AgreementRecord update(String agreementId, UnaryOperator<AgreementRecord> change);
    }

    /**
     * @param outcomes writes an outcome (Started, Finished, Failed)
     * @param terms the compiled terms of a stored agreement
     * @param released frees what an agreement that ended holds in the plan
     */
    ExecutionEvents(AgreementStore store, Outcomes outcomes, Lifecycle lifecycle,
            Function<AgreementRecord, OfferTerms> terms, Consumer<AgreementRecord> released) {
        this.store = store;
        this.outcomes = outcomes;
        this.lifecycle = lifecycle;
        this.terms = terms;
        this.released = released;
    }

    /** Applies {@code event}; returns whether it changed the agreement. */
    boolean apply(ExecutionEvent event) {
        if (event instanceof ExecutionEvent.Started) {
            return start(event);
        }
        double at = ExecutionClock.secondsOf(event.at());
        if (event instanceof ExecutionEvent.Failed failed) {
            return end(event, (current, agreed) -> {
                LOG.warn("the work of agreement {} failed: {}", current.agreementId(), failed.reason());
                return lifecycle.failed(current, agreed, at);
            });
        }
        if (event instanceof ExecutionEvent.Lost lost) {
            return end(event, (current, agreed) -> {
                LOG.warn("the outcome of agreement {} is unknown: {}", current.agreementId(), lost.reason());
                return lifecycle.lost(current, agreed);
            });
        }
        return end(event, (current, agreed) -> lifecycle.complete(current, agreed, at));
    }

    private boolean start(ExecutionEvent event) {
        Optional<AgreementRecord> observed = store.find(event.agreementId())
                .filter(r -> r.state() == AgreementState.OBSERVED);
        if (observed.isEmpty()) {
            return ignored(event);
        }
        if (lifecycle.started(observed.get()).isEmpty()) {
            return false;
        }
        outcomes.update(event.agreementId(), current -> lifecycle.started(current).orElse(current));
        return true;
    }

    /**
     * Ends an Observed agreement in one store update: the update reads the agreement, and refuses (writing
     * nothing) when it is unknown or not Observed. Why not find first, then update: the update reads it
     * again, and an agreement the journaled store has already flushed is read from the database twice, on
     * the clock thread, under the admission lock.
     */
    private boolean end(ExecutionEvent event, BiFunction<AgreementRecord, OfferTerms, AgreementRecord> ending) {
        AgreementRecord ended;
        try {
            ended = outcomes.update(event.agreementId(), current -> {
                if (current.state() != AgreementState.OBSERVED) {
                    throw NotObserved.INSTANCE;
                }
                return ending.apply(current, terms.apply(current));
            });
        } catch (NotObserved | RecordNotFoundException e) {
            return ignored(event);
        }
        released.accept(ended);
        return true;
    }

    private static boolean ignored(ExecutionEvent event) {
        LOG.debug("ignored {}: the agreement is unknown or not Observed", event);
        return false;
    }

    /** Refuses an end inside the store's update, so nothing is written; thrown without a stack trace. */
    private static final class NotObserved extends RuntimeException {

        private static final long serialVersionUID = 1L;

        static final NotObserved INSTANCE = new NotObserved();

        private NotObserved() {
            super("the agreement is not Observed", null, false, false);
        }
    }
}
