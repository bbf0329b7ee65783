package org.accord.provider.agreement;

import java.lang.System.Logger.Level;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.UnaryOperator;

import org.accord.agreement.AgreementState;
import org.accord.provider.admission.OfferTerms;
import org.accord.provider.clock.ExecutionClock;
import org.accord.provider.execution.ExecutionEvent;
import org.accord.provider.store.AgreementRecord;
import org.accord.provider.store.AgreementStore;

/**
 * Applies an execution backend's events to the stored agreements, idempotently: only an Observed agreement
 * changes, so an event for an unknown, Pending, terminating or final agreement (a duplicate, a late one, one
 * replayed after a restart) changes nothing; a Started for work already Processing writes nothing. Called
 * under the service's admission lock.
 */
final class ExecutionEvents {

    private static final System.Logger LOG = System.getLogger(AgreementService.class.getName());

    private final AgreementStore store;
    private final Lifecycle lifecycle;
    private final Function<AgreementRecord, OfferTerms> terms;
    private final Consumer<AgreementRecord> released;

    /**
     * @param terms the compiled terms of a stored agreement
     * @param released frees what an agreement that ended holds in the plan
     */
    ExecutionEvents(AgreementStore store, Lifecycle lifecycle, Function<AgreementRecord, OfferTerms> terms,
            Consumer<AgreementRecord> released) {
        this.store = store;
        this.lifecycle = lifecycle;
        this.terms = terms;
        this.released = released;
    }

    /** Applies {@code event}; returns whether it changed the agreement. */
    boolean apply(ExecutionEvent event) {
        Optional<AgreementRecord> observed = store.find(event.agreementId())
                .filter(r -> r.state() == AgreementState.OBSERVED);
        if (observed.isEmpty()) {
            LOG.log(Level.DEBUG, "ignored {0}: the agreement is unknown or not Observed", event);
            return false;
        }
        AgreementRecord record = observed.get();
        double at = ExecutionClock.secondsOf(event.at());
        if (event instanceof ExecutionEvent.Started) {
            if (lifecycle.started(record).isEmpty()) {
                return false;
            }
            store.update(record.agreementId(), current -> lifecycle.started(current).orElse(current));
            return true;
        }
        OfferTerms agreed = terms.apply(record);
        if (event instanceof ExecutionEvent.Failed failed) {
            LOG.log(Level.WARNING, "the work of agreement {0} failed: {1}", record.agreementId(), failed.reason());
            return end(record, current -> lifecycle.failed(current, agreed, at));
        }
        return end(record, current -> lifecycle.complete(current, agreed, at));
    }

    private boolean end(AgreementRecord record, UnaryOperator<AgreementRecord> ending) {
        store.update(record.agreementId(), ending);
        released.accept(record);
        return true;
    }
}
