package org.accord.provider.negotiation;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.accord.agreement.AgreementRole;
import org.accord.agreement.FaultReason;
import org.accord.document.Documents;
import org.accord.document.DomainToWsag;
import org.accord.negotiation.NegotiationOffer;
import org.accord.negotiation.OfferState;
import org.accord.provider.admission.Assessment;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.agreement.Decision;
import org.accord.provider.fault.FaultException;
import org.accord.provider.agreement.RequestArrival;
import org.accord.provider.config.RequestLimits;
import org.accord.provider.intake.OfferIntake;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.NegotiationRecord;
import org.accord.provider.store.NegotiationState;

/**
 * Negotiations as the agreement responder conducts them. How each received offer is answered, by its
 * state (choices where GFD.193 leaves room):
 * <ul>
 *   <li>ADVISORY or ACCEPTABLE: ACCEPTABLE with the same terms if the provider would admit the offer now;
 *       else ACCEPTABLE with the scheduler's alternative (fewer CPUs, a later T_F, a later deadline or a
 *       higher budget; see {@link org.accord.provider.admission.Alternatives}); else REJECTED.</li>
 *   <li>SOLICITED (the initiator asks for a decision on exactly these terms): ACCEPTABLE or REJECTED, never
 *       an alternative.</li>
 *   <li>REJECTED (the initiator drops an earlier counter-offer): no answer.</li>
 * </ul>
 * An offer whose {@code wsag-neg:ExpirationTime} (wall-clock time) has passed when it arrives is answered
 * REJECTED whatever its state: it is no longer valid, so there is nothing to decide. A counter-offer
 * carries the expiration time of the offer it answers.
 * An offer that fails the checks of createAgreement (unknown template, constraint, function terms) is a
 * fault with that reason: the intake checks it as the JAXB object its domain values map to, as it checks a
 * createAgreement offer received over SOAP, without writing it out as text and reading it back. ACCEPTABLE is not a reservation: capacity is taken only by createAgreement, so a
 * counter-offer may no longer fit when the agreement is created. Counter-offer ids are the negotiation id,
 * {@code -}, and eight random hex digits. Every counter-offer carries a one-sentence explanation with the
 * numbers (the scheduler's, see {@link org.accord.provider.admission.Alternatives}, or
 * {@link CounterExplanations}). The negotiation record keeps every offer received and sent, as
 * XML documents one after the other.
 */
public final class NegotiationService {

    private final AgreementService agreements;
    private final OfferIntake intake;
    private final AgreementStore store;
    private final Documents documents;
    private final RequestLimits limits;
    private final NegotiationQuota quota;

    /**
     * A service over {@code store}, held to {@code agreements}' request limits: open negotiations per initiator
     * ({@code limits.initiator.negotiations}, counted from the store once, here) and request time
     * ({@code limits.request.millis}).
     */
    public NegotiationService(AgreementService agreements, OfferIntake intake, AgreementStore store, Documents documents) {
        this.agreements = agreements;
        this.intake = intake;
        this.store = store;
        this.documents = documents;
        this.limits = agreements.requestLimits();
        this.quota = new NegotiationQuota(limits.openNegotiationsPerInitiator(), store);
    }

    /** Starts a negotiation for {@code caller} whose context names no template; see the three-argument form. */
    public String initiate(String caller, boolean renegotiation) {
        return initiate(caller, renegotiation, Optional.empty());
    }

    /**
     * Starts a negotiation for {@code caller} and returns its id. Renegotiation of an existing agreement is
     * not offered: {@code renegotiation} true is refused with INVALID_STATE. A context naming a template the
     * provider does not publish is refused with UNKNOWN_TEMPLATE, and nothing is stored. An initiator holding
     * {@code limits.initiator.negotiations} open negotiations, or a request older than
     * {@code limits.request.millis}, is refused with LIMIT_EXCEEDED, and nothing is stored.
     */
    public String initiate(String caller, boolean renegotiation, Optional<String> templateId) {
        return initiate(caller, renegotiation, templateId, Optional.empty());
    }

    /**
     * As {@link #initiate(String, boolean, Optional)}, refusing with INVALID_OFFER a context whose
     * {@code wsag-neg:ExpirationTime} names a year outside {@code limits.dates.*}.
     */
    public String initiate(String caller, boolean renegotiation, Optional<String> templateId,
            Optional<Instant> expirationTime) {
        if (renegotiation) {
            throw new FaultException(FaultReason.INVALID_STATE,
                    "this provider negotiates new agreements only; renegotiation is not offered");
        }
        intake.requireDateInRange("wsag-neg:NegotiationContext/wsag-neg:ExpirationTime", expirationTime);
        templateId.ifPresent(intake::template);
        requireInTime();
        quota.take(caller);
        String id = UUID.randomUUID().toString();
        Instant now = Instant.now();
        boolean stored = false;
        try {
            store.createNegotiation(new NegotiationRecord(id, caller, NegotiationState.NEGOTIATING, "", now, now));
            stored = true;
        } finally {
            if (!stored) {
                quota.release(caller);
            }
        }
        return id;
    }

    /**
     * Answers each offer (see the type's Javadoc) and records the exchange. A request older than
     * {@code limits.request.millis} when it arrives here, or once its offers are assessed, is refused with
     * LIMIT_EXCEEDED and records nothing.
     */
    public List<NegotiationOffer> negotiate(String caller, String negotiationId, List<NegotiationOffer> offers) {
        NegotiationRecord negotiation = owned(caller, negotiationId);
        if (negotiation.state() != NegotiationState.NEGOTIATING) {
            throw new FaultException(FaultReason.INVALID_STATE,
                    "negotiation '" + negotiationId + "' is " + negotiation.state().storedName() + " and takes no more offers");
        }
        requireInTime();
        for (NegotiationOffer offer : offers) {
            intake.requireDateInRange("wsag-neg:NegotiationOfferContext/wsag-neg:ExpirationTime of offer '"
                    + offer.offerId() + "'", offer.expirationTime());
            intake.requireDateInRange("wsag:Context/wsag:ExpirationTime of offer '" + offer.offerId() + "'",
                    offer.context().expirationTime());
        }
        List<NegotiationOffer> counters = new ArrayList<>();
        List<Decision> decided = new ArrayList<>();
        for (NegotiationOffer offer : offers) {
            if (offer.state() != OfferState.REJECTED) {
                long start = System.nanoTime();
                Answer answer = answer(caller, offer, negotiationId + "-" + UUID.randomUUID().toString().substring(0, 8));
                counters.add(answer.counter());
                decided.add(new Decision("negotiate", answer.counter().offerId(), caller,
                        offer.context().templateId().orElse(""), answer.outcome(), answer.reason(),
                        System.nanoTime() - start));
            }
        }
        StringBuilder exchanged = new StringBuilder(negotiation.offers());
        offers.forEach(o -> exchanged.append(documents.toXml(o)).append('\n'));
        counters.forEach(o -> exchanged.append(documents.toXml(o)).append('\n'));
        requireInTime();
        store.updateNegotiation(negotiationId, r -> r.withOffers(exchanged.toString(), Instant.now()));
        decided.forEach(agreements::negotiated);
        return counters;
    }

    /** Ends the negotiation, freeing its place under {@code limits.initiator.negotiations}; terminating it again changes nothing. */
    public void terminate(String caller, String negotiationId) {
        owned(caller, negotiationId);
        boolean[] ended = new boolean[1];
        store.updateNegotiation(negotiationId, r -> {
            ended[0] = r.state() == NegotiationState.NEGOTIATING;
            return r.withState(NegotiationState.TERMINATED, Instant.now());
        });
        if (ended[0]) {
            quota.release(caller);
        }
    }

    private void requireInTime() {
        RequestArrival.requireWithin(limits.requestTime(), "stored");
    }

    /** A counter-offer and how it answered the offer, for the decision listeners. */
    private record Answer(NegotiationOffer counter, Decision.Outcome outcome, String reason) {}

    private Answer answer(String caller, NegotiationOffer offer, String counterId) {
        AgreementRole us = AgreementRole.AGREEMENT_RESPONDER;
        Optional<Instant> expired = offer.expirationTime().filter(expiry -> expiry.isBefore(Instant.now()));
        if (expired.isPresent()) {
            return new Answer(offer.counter(counterId, us, OfferState.REJECTED, offer.terms(),
                    CounterExplanations.expired(expired.get())), Decision.Outcome.REJECTED, "EXPIRED");
        }
        Assessment assessment = agreements.assess(caller, intake.receive(DomainToWsag.offer(offer.toAgreementOffer())));
        if (assessment instanceof Assessment.Admissible) {
            return new Answer(offer.counter(counterId, us, OfferState.ACCEPTABLE, offer.terms(),
                    CounterExplanations.asOffered(offer.terms())), Decision.Outcome.ACCEPTED, "AS_OFFERED");
        }
        if (assessment instanceof Assessment.Alternative alternative) {
            return offer.state() == OfferState.SOLICITED
                    ? new Answer(offer.counter(counterId, us, OfferState.REJECTED, offer.terms(),
                            CounterExplanations.solicitedRefused(alternative.explanation())),
                            Decision.Outcome.REJECTED, "SOLICITED")
                    : new Answer(offer.counter(counterId, us, OfferState.ACCEPTABLE, alternative.terms(),
                            alternative.explanation()), Decision.Outcome.COUNTERED, "ALTERNATIVE");
        }
        return new Answer(offer.counter(counterId, us, OfferState.REJECTED, offer.terms(),
                ((Assessment.Impossible) assessment).reason()), Decision.Outcome.REJECTED, "REJECTED");
    }

    private NegotiationRecord owned(String caller, String negotiationId) {
        NegotiationRecord record = store.findNegotiation(negotiationId).orElseThrow(() -> new FaultException(
                FaultReason.UNKNOWN_NEGOTIATION, "no negotiation has the id '" + negotiationId + "'"));
        if (!record.initiator().equals(caller)) {
            throw new FaultException(FaultReason.ACCESS_DENIED,
                    "negotiation '" + negotiationId + "' belongs to another initiator than '" + caller + "'");
        }
        return record;
    }
}
