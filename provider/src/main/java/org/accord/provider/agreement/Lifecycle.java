package org.accord.provider.agreement;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeTerm;
import org.accord.agreement.ServiceTermState;
import org.accord.agreement.Terms;
import org.accord.provider.admission.Allocation;
import org.accord.provider.admission.OfferTerms;
import org.accord.provider.admission.ReservationAllocation;
import org.accord.provider.clock.ExecutionClock;
import org.accord.provider.intake.CheckedOffer;
import org.accord.provider.store.AgreementRecord;

/**
 * The stored form of each lifecycle step. Service terms: NotReady while Pending (and after a rejection or
 * termination), Ready while a reservation waits for its start, Processing while the work runs (a deadline
 * job runs from admission), Completed once it finished. Guarantees: NotDetermined until completion.
 */
final class Lifecycle {

    private final ExecutionClock clock;

    Lifecycle(ExecutionClock clock) {
        this.clock = clock;
    }

    AgreementRecord pending(String id, String initiator, CheckedOffer offer, String document) {
        Terms terms = offer.offer().terms();
        Instant now = Instant.now();
        return new AgreementRecord(id, initiator, offer.offerId(), offer.templateId(), AgreementState.PENDING,
                all(terms.serviceTermNames(), ServiceTermState.NOT_READY),
                undetermined(terms), document, Optional.empty(), now, now);
    }

    /** The record of an offer admitted at once: what {@link #observed} makes of its {@link #pending} record. */
    AgreementRecord admitted(String id, String initiator, CheckedOffer offer, String document, Allocation allocation) {
        Terms terms = offer.offer().terms();
        Instant now = Instant.now();
        ServiceTermState running = running(allocation, clock.now());
        return new AgreementRecord(id, initiator, offer.offerId(), offer.templateId(), AgreementState.OBSERVED,
                all(offer.terms().terms().serviceTermNames(), running),
                undetermined(terms), document, Optional.of(allocation),
                now, now);
    }

    AgreementRecord observed(AgreementRecord record, Allocation allocation, OfferTerms terms) {
        Instant now = Instant.now();
        ServiceTermState running = running(allocation, clock.now());
        return record.withState(AgreementState.OBSERVED, now)
                .withPlacement(allocation, now)
                .withTermStates(all(terms.terms().serviceTermNames(), running),
                        record.guarantees(), now);
    }

    /** Service terms Processing, if they are not already (empty: nothing to change). */
    Optional<AgreementRecord> started(AgreementRecord record) {
        Map<String, ServiceTermState> stored = record.serviceTerms();
        if (allProcessing(stored)) {
            return Optional.empty();
        }
        return Optional.of(record.withTermStates(all(List.copyOf(stored.keySet()),
                ServiceTermState.PROCESSING), record.guarantees(), Instant.now()));
    }

    /** A loop, not a stream: every admitted deadline job's Started event asks, and finds it Processing already. */
    private static boolean allProcessing(Map<String, ServiceTermState> states) {
        for (ServiceTermState state : states.values()) {
            if (state != ServiceTermState.PROCESSING) {
                return false;
            }
        }
        return true;
    }

    AgreementRecord complete(AgreementRecord record, OfferTerms terms, double finish) {
        Allocation allocation = record.placement().orElseThrow();
        return completed(record, terms, GuaranteeEvaluation.atFinish(terms, allocation, finish));
    }

    /** Failed work: Complete, every guarantee Violated, valued as if the work had finished at {@code failure}. */
    AgreementRecord failed(AgreementRecord record, OfferTerms terms, double failure) {
        Allocation allocation = record.placement().orElseThrow();
        return completed(record, terms, GuaranteeEvaluation.atFailure(terms, allocation, failure));
    }

    /** Work whose outcome cannot be known: Complete, every guarantee NotDetermined (neither kept nor broken). */
    AgreementRecord lost(AgreementRecord record, OfferTerms terms) {
        return completed(record, terms, undetermined(terms.terms()));
    }

    private AgreementRecord completed(AgreementRecord record, OfferTerms terms, List<GuaranteeOutcome> outcomes) {
        Instant now = Instant.now();
        return record.withState(AgreementState.COMPLETE, now).withTermStates(
                all(terms.terms().serviceTermNames(), ServiceTermState.COMPLETED),
                outcomes, now);
    }

    AgreementRecord ended(AgreementRecord record, AgreementState state) {
        Instant now = Instant.now();
        Map<String, ServiceTermState> stopped = all(record.serviceTerms().keySet()
                .stream().toList(), ServiceTermState.NOT_READY);
        return record.withState(state, now)
                .withTermStates(stopped, record.guarantees(), now);
    }

    AgreementRecord moved(AgreementRecord record, AgreementState state) {
        return record.withState(state, Instant.now());
    }

    /** The service-term states, as stored: the execution backend's Started event turns Ready into Processing. */
    Map<String, ServiceTermState> serviceTerms(AgreementRecord record) {
        return record.serviceTerms();
    }

    private static ServiceTermState running(Allocation allocation, double now) {
        return allocation instanceof ReservationAllocation && now < allocation.plannedStart()
                ? ServiceTermState.READY : ServiceTermState.PROCESSING;
    }

    private static Map<String, ServiceTermState> all(List<String> names, ServiceTermState state) {
        Map<String, ServiceTermState> states = new LinkedHashMap<>();
        names.forEach(name -> states.put(name, state));
        return states;
    }

    private static List<GuaranteeOutcome> undetermined(Terms terms) {
        return terms.guarantees().stream().map(GuaranteeTerm::name).map(GuaranteeOutcome::undetermined).toList();
    }
}
