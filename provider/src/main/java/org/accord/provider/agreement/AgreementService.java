package org.accord.provider.agreement;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.accord.agreement.Agreement;
import org.accord.agreement.AgreementState;
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.FaultReason;
import org.accord.agreement.PendingAgreement;
import org.accord.agreement.PendingDecision;
import org.accord.document.DocumentKind;
import org.accord.document.Documents;
import org.accord.document.LoadedDocument;
import org.accord.provider.admission.Admission;
import org.accord.provider.admission.Allocation;
import org.accord.provider.admission.Alternatives;
import org.accord.provider.admission.Assessment;
import org.accord.provider.admission.Finish;
import org.accord.provider.admission.OfferTerms;
import org.accord.provider.admission.ProviderScheduler;
import org.accord.provider.admission.SlaKind;
import org.accord.provider.admission.UnsupportedOfferException;
import org.accord.provider.clock.ExecutionClock;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.RequestLimits;
import org.accord.provider.execution.Capacity;
import org.accord.provider.execution.ExecutionBackend;
import org.accord.provider.execution.ExecutionEvent;
import org.accord.provider.execution.ExecutionForecast;
import org.accord.provider.execution.ExecutionListener;
import org.accord.provider.execution.Work;
import org.accord.provider.intake.CheckedOffer;
import org.accord.provider.store.AgreementRecord;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.template.TemplateRegistry;
import org.accord.template.Template;

/**
 * The provider's WS-Agreement operations. Every operation on an existing agreement takes the caller's
 * name and refuses (ACCESS_DENIED) an agreement another initiator created.
 *
 * <p>Consistency: one admission lock covers the retry lookup, the scheduler's decision and commit, and
 * the store write, so concurrent creates never over-commit and an acknowledged agreement is in the store
 * before the answer leaves. Execution events take the same lock. What needs no lock
 * stays out of it: checking the offer, and drawing the new agreement's id and writing its document (both
 * thrown away when the offer turns out to be a retry or is refused).
 *
 * <p>Execution: admitted work goes to the {@link ExecutionBackend} the service is opened with (admitted,
 * re-planned, withdrawn), whose events drive the rest of the lifecycle ({@link ExecutionEvents}).
 *
 * <p>Lifecycle (GFD.107): create gives Observed (service terms Processing, or Ready until a reservation
 * starts) or a REJECTED fault; createPending gives Pending until {@link #accept} (admission: Observed, or
 * Rejected) or {@link #reject}; terminate passes through PendingAndTerminating / ObservedAndTerminating to
 * Terminated (guarantees NotDetermined); the backend's Finished makes Observed agreements Complete, their
 * guarantees evaluated ({@link GuaranteeEvaluation}), Failed makes them Complete with every guarantee
 * Violated. Terminating an agreement in a final state returns that state.
 */
public final class AgreementService implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(AgreementService.class);
    /**
     * One line per execution event the backend reports ({@code agreementId}, {@code event}, {@code at},
     * {@code applied}: whether it changed the agreement, {@code reason} of a failure), at INFO.
     */
    private static final Logger EVENTS = LoggerFactory.getLogger("org.accord.provider.execution.events");

    private final TemplateRegistry templates;
    private final AgreementStore store;
    private final ExecutionClock clock;
    private final ProviderSettings settings;
    private final Documents documents;
    private final ReentrantLock lock = new ReentrantLock();
    private final Map<String, OfferTerms> termsCache = new ConcurrentHashMap<>();
    private final ExecutionBackend backend;
    private final Lifecycle lifecycle;
    private final ExecutionEvents events;
    private final InitiatorQuota quota;
    private final DecisionListener decisions;
    private final AgreementFeed feed = new AgreementFeed(AgreementFeed.DEFAULT_CAPACITY);
    private ProviderScheduler scheduler;
    private long planRevision;

    private AgreementService(ProviderSettings settings, TemplateRegistry templates, AgreementStore store,
            ExecutionBackend backend, ExecutionClock clock, ProviderScheduler scheduler, Documents documents,
            DecisionListener decisions) {
        this.settings = settings;
        this.decisions = decisions;
        this.templates = templates;
        this.quota = new InitiatorQuota(settings.requestLimits(), store, feed);
        this.store = quota.store();
        this.backend = backend;
        this.clock = clock;
        this.scheduler = scheduler;
        this.documents = documents;
        this.lifecycle = new Lifecycle(clock);
        this.events = new ExecutionEvents(this.store, lifecycle, this::terms, this::released);
    }

    /**
     * A service over {@code store}, rebuilt from what it holds ({@link Restoration}) on the backend's
     * capacity and clock (made from the latest instant the store knows, so simulated time resumes where it
     * stopped). The backend is started with the work of every live agreement, to reconcile; the service
     * closes it on {@link #close()}.
     */
    public static AgreementService open(ProviderSettings settings, TemplateRegistry templates, AgreementStore store,
            ExecutionBackend backend) {
        return open(settings, templates, store, backend, DecisionListener.NONE);
    }

    /** {@link #open(ProviderSettings, TemplateRegistry, AgreementStore, ExecutionBackend)}, telling {@code decisions} of each decision. */
    public static AgreementService open(ProviderSettings settings, TemplateRegistry templates, AgreementStore store,
            ExecutionBackend backend, DecisionListener decisions) {
        Documents documents = Documents.standard();
        Restoration restoration = Restoration.read(store, documents);
        ExecutionClock clock = backend.clock(restoration.resumeAt());
        ProviderScheduler scheduler = ProviderScheduler.restore(settings, backend.capacity(), restoration.admissions(),
                clock.now());
        AgreementService service = new AgreementService(settings, templates, store, backend, clock, scheduler, documents,
                decisions);
        service.termsCache.putAll(restoration.liveTerms());
        List<Work> live = restoration.admissions().stream().filter(a -> a.live())
                .map(a -> WorkOrders.of(a.agreementId(), a.terms(), a.allocation())).toList();
        backend.start(live, service.new Forecast(), service.new Listener());
        service.finishTerminations(restoration.terminating());
        return service;
    }

    /** The published templates. */
    public List<Template> templates() {
        return templates.templates();
    }

    /** Every template as loaded, its JAXB object included: templates are published as written. */
    public List<LoadedDocument<Template>> templateDocuments() {
        return templates.documents();
    }

    /** The execution clock's time now, in seconds. */
    public double now() {
        return clock.now();
    }

    /** Admits and stores a checked offer; a retried offer returns the agreement the first one made. */
    public AgreementReceipt create(String initiator, CheckedOffer received) {
        return create(initiator, received, Optional.empty());
    }

    /**
     * {@link #create(String, CheckedOffer)}, the new agreement taking {@code agreementId} when one is given.
     * The requested id is then the offer's identity for its initiator: a create repeating it returns the
     * agreement the first one made, whatever its offer says; one naming an id another initiator's agreement
     * has is refused (AGREEMENT_ID_TAKEN) before admission.
     */
    public AgreementReceipt create(String initiator, CheckedOffer received, Optional<String> agreementId) {
        return made("create", initiator, received, agreementId, (id, document, offer) -> {
            quota.requireRoomForLive(initiator);
            return admitNew(id, document, initiator, offer);
        });
    }

    /** What a new agreement's making does once the retry lookup, the id and expiry and time checks passed. */
    private interface Making {
        AgreementReceipt make(String id, String document, CheckedOffer offer);
    }

    /**
     * The steps {@link #create} and {@link #createPending} share: the offer as the caller initiates it, keyed
     * by a requested id; under the lock, the agreement already made from it, or (the requested id being free,
     * the offer unexpired and the request in time) a new one.
     */
    private AgreementReceipt made(String operation, String initiator, CheckedOffer received,
            Optional<String> agreementId, Making making) {
        long start = System.nanoTime();
        CheckedOffer offer = asInitiatedBy(initiator,
                agreementId.map(id -> received.identifiedBy("agreement-id:" + id)).orElse(received));
        String id = agreementId.orElseGet(AgreementService::newId);
        return decided(operation, id, initiator, offer, start, () -> {
            String document = documentOf(offer, id);
            return withLock(() -> existing(initiator, offer).orElseGet(() -> {
                if (agreementId.isPresent() && store.find(id).isPresent()) {
                    throw new FaultException(FaultReason.AGREEMENT_ID_TAKEN, "the agreement id '" + id
                            + "' is taken by another initiator's agreement; choose another or let the provider choose");
                }
                requireUnexpired(offer);
                requireInTime();
                return making.make(id, document, offer);
            }));
        });
    }

    /**
     * Runs a create and tells the listener what it decided: the receipt's state (a retry names the agreement it
     * returns), or the refusal's reason code. Faults other than a {@link FaultException} decide nothing.
     */
    private AgreementReceipt decided(String operation, String id, String initiator, CheckedOffer offer, long start,
            Supplier<AgreementReceipt> create) {
        try {
            AgreementReceipt receipt = create.get();
            Decision.Outcome outcome = receipt.state() == AgreementState.PENDING
                    ? Decision.Outcome.PENDING : Decision.Outcome.ACCEPTED;
            String reason = receipt.retried() ? "RETRY" : outcome == Decision.Outcome.PENDING ? "STORED" : "ADMITTED";
            decisions.decided(new Decision(operation, receipt.agreementId(), initiator, offer.templateId(), outcome,
                    reason, System.nanoTime() - start));
            return receipt;
        } catch (FaultException e) {
            decisions.decided(new Decision(operation, id, initiator, offer.templateId(), Decision.Outcome.REJECTED,
                    e.reason().code(), System.nanoTime() - start));
            throw e;
        }
    }

    /**
     * With security on, the authenticated caller is the agreement's initiator: an offer naming someone else
     * (or nobody) as {@code wsag:AgreementInitiator} is stored and served naming the caller. With security
     * off every caller is {@code anonymous}, and the offer's own statement is kept.
     */
    private CheckedOffer asInitiatedBy(String caller, CheckedOffer offer) {
        return settings.securityEnabled() ? offer.initiatedBy(caller, documents) : offer;
    }

    /**
     * Refuses a new offer whose {@code wsag:ExpirationTime} (wall-clock time, as negotiation reads it) has
     * passed. A retry of an offer that made an agreement before it expired still returns that agreement.
     */
    private static void requireUnexpired(CheckedOffer offer) {
        Instant now = Instant.now();
        offer.offer().context().expirationTime().filter(expiry -> expiry.isBefore(now)).ifPresent(expiry -> {
            throw new FaultException(FaultReason.EXPIRED, "the offer expired at " + expiry
                    + " (wsag:Context/wsag:ExpirationTime), before it arrived at " + now + "; it cannot be agreed");
        });
    }

    /**
     * Refuses (LIMIT_EXCEEDED) a create whose request has already taken longer than {@code limits.request.millis}
     * ({@link RequestArrival}), waiting for the admission lock included. Checked before admission, so a refused
     * create has reserved and stored nothing.
     */
    private void requireInTime() {
        RequestArrival.requireWithin(settings.requestLimits().requestTime(), "admitted");
    }

    /** The per-initiator and request-time limits this service holds requests to. */
    public RequestLimits requestLimits() {
        return settings.requestLimits();
    }

    /** Stores a checked offer as a Pending agreement; capacity is taken only by {@link #accept}. */
    public AgreementReceipt createPending(String initiator, CheckedOffer received) {
        return createPending(initiator, received, Optional.empty());
    }

    /** {@link #createPending(String, CheckedOffer)} with a requested agreement id, as {@link #create(String, CheckedOffer, Optional)} takes it. */
    public AgreementReceipt createPending(String initiator, CheckedOffer received, Optional<String> agreementId) {
        return made("createPending", initiator, received, agreementId, (id, document, offer) -> {
            quota.requireRoomForPending(initiator);
            store.create(lifecycle.pending(id, initiator, offer, document));
            termsCache.put(id, offer.terms());
            return new AgreementReceipt(id, AgreementState.PENDING, false);
        });
    }

    /**
     * What the provider would do with this offer now, checked as {@link #create} checks it, changing
     * nothing: admissible, admissible with changed terms, or impossible (see {@link Alternatives}).
     */
    public Assessment assess(CheckedOffer offer) {
        return withLock(() -> Alternatives.assess(scheduler, "assessment-" + newId(), offer.kind(), offer.terms(),
                clock.now()));
    }

    /** The agreements waiting for the provider's decision ({@link #accept} or {@link #reject}), oldest first. */
    public List<PendingAgreement> pending() {
        return store.listByState(List.of(AgreementState.PENDING)).stream().map(AgreementService::pendingOf).toList();
    }

    /** The provider accepts a Pending agreement: admits it now (Observed) or, if it cannot, Rejected. */
    public AgreementState accept(String agreementId) {
        return acceptPending(agreementId).state();
    }

    /** {@link #accept}, with the scheduler's reason (and counter-proposal, if any) when it cannot admit the agreement. */
    public PendingDecision acceptPending(String agreementId) {
        long start = System.nanoTime();
        return withLock(() -> {
            AgreementRecord pending = pendingRecord(agreementId);
            OfferTerms terms = terms(pending);
            Admission admission = admit(agreementId, kind(pending), terms, clock.now());
            if (admission instanceof Admission.Refused refused) {
                store.update(agreementId, r -> lifecycle.ended(r, AgreementState.REJECTED));
                termsCache.remove(agreementId);
                decisions.decided(new Decision("accept", agreementId, pending.initiator(), pending.templateId(),
                        Decision.Outcome.REJECTED, FaultReason.REJECTED.code(), System.nanoTime() - start));
                return new PendingDecision(agreementId, AgreementState.REJECTED,
                        Optional.of(CounterProposals.describe(refused)));
            }
            Admission.Admitted admitted = (Admission.Admitted) admission;
            store.update(agreementId, r -> lifecycle.observed(r, admitted.allocation(), terms));
            storeMoved(admitted.moved());
            backend.admitted(WorkOrders.of(agreementId, terms, admitted.allocation()));
            decisions.decided(new Decision("accept", agreementId, pending.initiator(), pending.templateId(),
                    Decision.Outcome.ACCEPTED, "ADMITTED", System.nanoTime() - start));
            return new PendingDecision(agreementId, AgreementState.OBSERVED, Optional.empty());
        });
    }

    /** The provider rejects a Pending agreement. */
    public AgreementState reject(String agreementId) {
        return rejectPending(agreementId, Optional.empty()).state();
    }

    /**
     * {@link #reject}, with the operator's reason. The stored agreement has no place for the reason, so it
     * is logged (INFO, logger {@code org.accord.provider.agreement.AgreementService}) and returned, not stored.
     */
    public PendingDecision rejectPending(String agreementId, Optional<String> reason) {
        long start = System.nanoTime();
        PendingDecision decision = withLock(() -> {
            AgreementRecord pending = pendingRecord(agreementId);
            store.update(agreementId, r -> lifecycle.ended(r, AgreementState.REJECTED));
            termsCache.remove(agreementId);
            decisions.decided(new Decision("reject", agreementId, pending.initiator(), pending.templateId(),
                    Decision.Outcome.REJECTED, "OPERATOR", System.nanoTime() - start));
            return new PendingDecision(agreementId, AgreementState.REJECTED, reason);
        });
        LOG.info("pending agreement {} rejected: {}", agreementId, reason.orElse("no reason given"));
        return decision;
    }

    /** The agreement. */
    public Agreement agreement(String caller, String agreementId) {
        return agreementDocument(caller, agreementId).model();
    }

    /** The agreement document as stored: its model and its JAXB object, foreign content included. */
    public LoadedDocument<Agreement> agreementDocument(String caller, String agreementId) {
        AgreementRecord record = owned(caller, agreementId);
        return documents.readAgreement(new ByteArrayInputStream(record.document().getBytes(StandardCharsets.UTF_8)),
                agreementId);
    }

    /** The agreement's state, service-term states and guarantee outcomes. */
    public AgreementStatus status(String caller, String agreementId) {
        return status(owned(caller, agreementId));
    }

    /** The caller's agreements, oldest first. */
    public List<AgreementStatus> list(String caller) {
        return store.listByInitiator(caller).stream().map(this::status).toList();
    }

    /** The agreements {@code query} selects, oldest first: the caller's own, or everyone's when {@code everyone}. */
    public List<AgreementView> agreements(String caller, boolean everyone, AgreementQuery query) {
        List<AgreementRecord> records = everyone ? store.list() : store.listByInitiator(caller);
        return records.stream().map(this::view).filter(query::matches).toList();
    }

    /** One agreement as {@link AgreementView}: the caller's own, or anyone's when {@code everyone}. */
    public AgreementView view(String caller, boolean everyone, String agreementId) {
        return view(everyone ? known(agreementId) : owned(caller, agreementId));
    }

    /**
     * The agreement document as stored (see {@link #agreementDocument}), readable by its initiator or,
     * when {@code everyone}, by anyone.
     */
    public String documentText(String caller, boolean everyone, String agreementId) {
        return (everyone ? known(agreementId) : owned(caller, agreementId)).document();
    }

    /** The recent agreement changes, for readers that wait for them. */
    public AgreementFeed feed() {
        return feed;
    }

    /** Terminates the agreement (its capacity is released) and returns its final state. */
    public AgreementState terminate(String caller, String agreementId, String reason) {
        owned(caller, agreementId);
        return withLock(() -> {
            AgreementRecord record = store.find(agreementId).orElseThrow();
            AgreementState state = record.state();
            if (state.isFinal()) {
                return state;
            }
            AgreementState terminating = state == AgreementState.PENDING
                    ? AgreementState.PENDING_AND_TERMINATING : AgreementState.OBSERVED_AND_TERMINATING;
            store.update(agreementId, r -> lifecycle.moved(r, terminating));
            finishTermination(store.find(agreementId).orElseThrow());
            return AgreementState.TERMINATED;
        });
    }

    /** Closes the execution backend (and with it its clock); the store is the caller's to close. */
    @Override
    public void close() {
        feed.close();
        backend.close();
    }

    private Optional<AgreementReceipt> existing(String initiator, CheckedOffer offer) {
        return store.findByOffer(initiator, offer.offerId())
                .map(r -> new AgreementReceipt(r.agreementId(), r.state(), true));
    }

    private AgreementReceipt admitNew(String id, String document, String initiator, CheckedOffer offer) {
        double now = clock.now();
        Admission admission = admit(id, offer.kind(), offer.terms(), now);
        if (admission instanceof Admission.Refused refused) {
            throw new FaultException(FaultReason.REJECTED, CounterProposals.describe(refused));
        }
        Admission.Admitted admitted = (Admission.Admitted) admission;
        store.create(lifecycle.admitted(id, initiator, offer, document, admitted.allocation()));
        termsCache.put(id, offer.terms());
        storeMoved(admitted.moved());
        backend.admitted(WorkOrders.of(id, offer.terms(), admitted.allocation()));
        return new AgreementReceipt(id, AgreementState.OBSERVED, false);
    }

    /** The admission path of the agreement's template, resolved when the template was loaded, as intake used it. */
    private SlaKind kind(AgreementRecord record) {
        try {
            return templates.kind(record.templateId());
        } catch (UnsupportedOfferException e) {
            throw new FaultException(FaultReason.INVALID_OFFER, e.getMessage());
        }
    }

    private Admission admit(String id, SlaKind kind, OfferTerms terms, double now) {
        try {
            planRevision++;
            long start = System.nanoTime();
            Admission admission = scheduler.admit(id, kind, terms, now);
            decisions.admissionTimed(System.nanoTime() - start);
            return admission;
        } catch (UnsupportedOfferException | IllegalArgumentException e) {
            throw new FaultException(FaultReason.INVALID_OFFER, e.getMessage());
        }
    }

    private void storeMoved(Map<String, Allocation> moved) {
        moved.forEach((id, allocation) -> {
            AgreementRecord stored = store.update(id, r -> r.withPlacement(
                    allocation.withCreated(r.placement().orElseThrow().created()), Instant.now()));
            backend.replanned(WorkOrders.of(id, terms(stored), stored.placement().orElseThrow()));
        });
    }

    /** Frees what a finished, failed or terminated agreement holds in the plan. */
    private void released(AgreementRecord record) {
        record.placement().ifPresent(allocation -> {
            planRevision++;
            scheduler.withdraw(record.agreementId(), allocation);
        });
        termsCache.remove(record.agreementId());
    }

    private void finishTerminations(List<AgreementRecord> terminating) {
        withLock(() -> {
            terminating.forEach(this::finishTermination);
            return null;
        });
    }

    private void finishTermination(AgreementRecord record) {
        released(record);
        store.update(record.agreementId(), r -> lifecycle.ended(r, AgreementState.TERMINATED));
        if (record.placement().isPresent()) {
            backend.withdrawn(record.agreementId());
        }
    }

    private AgreementStatus status(AgreementRecord record) {
        AgreementState state = record.state();
        return new AgreementStatus(record.agreementId(), state, lifecycle.serviceTerms(record),
                record.guarantees());
    }

    private AgreementView view(AgreementRecord record) {
        return new AgreementView(status(record), record.initiator(), record.templateId(), record.placement(),
                record.created(), record.updated());
    }

    private AgreementRecord known(String agreementId) {
        return store.find(agreementId).orElseThrow(() -> new FaultException(
                FaultReason.UNKNOWN_AGREEMENT, "no agreement has the id '" + agreementId + "'"));
    }

    private AgreementRecord owned(String caller, String agreementId) {
        AgreementRecord record = known(agreementId);
        if (!record.initiator().equals(caller)) {
            throw new FaultException(FaultReason.ACCESS_DENIED,
                    "agreement '" + agreementId + "' belongs to another initiator than '" + caller + "'");
        }
        return record;
    }

    private AgreementRecord pendingRecord(String agreementId) {
        AgreementRecord record = store.find(agreementId).orElseThrow(() -> new FaultException(
                FaultReason.UNKNOWN_AGREEMENT, "no agreement has the id '" + agreementId + "'"));
        if (record.state() != AgreementState.PENDING) {
            throw new FaultException(FaultReason.INVALID_STATE,
                    "agreement '" + agreementId + "' is " + record.state().wsagName() + ", not Pending");
        }
        return record;
    }

    private OfferTerms terms(AgreementRecord record) {
        return termsCache.computeIfAbsent(record.agreementId(), id -> Restoration.terms(record, documents));
    }

    /**
     * The agreement document: the offer as received (so content of other vocabularies, e.g. a JSDL job
     * description, is kept), its compact text under a {@code wsag:Agreement} root with the agreement's id.
     */
    private static String documentOf(CheckedOffer offer, String agreementId) {
        return offer.text().underRoot(DocumentKind.AGREEMENT.root().getLocalPart(), "AgreementId", agreementId);
    }

    private <T> T withLock(Supplier<T> action) {
        lock.lock();
        try {
            return action.get();
        } finally {
            lock.unlock();
        }
    }

    /** Rebuilds the scheduler on a changed capacity, as a restart would; keeps the old one if live work no longer fits. */
    private void rebuild(Capacity capacity) {
        withLock(() -> {
            try {
                scheduler = ProviderScheduler.restore(settings, capacity, Restoration.read(store, documents).admissions(),
                        clock.now());
                planRevision++;
                LOG.info("execution capacity changed to {} nodes, {} CPUs; the plan was rebuilt",
                        capacity.nodes().size(), capacity.totalCpus());
            } catch (RuntimeException e) {
                LOG.warn("execution capacity changed to " + capacity + " but the admitted work does "
                        + "not fit it; admission keeps planning on the previous capacity", e);
            }
            return null;
        });
    }

    /** The scheduler's prediction, for the backend; every call takes the admission lock. */
    private final class Forecast implements ExecutionForecast {

        /**
         * Advances to {@code now}, and to the next predicted end when its instant is not after {@code now}
         * (instants carry nanoseconds, so an end and the instant that reports it may differ in the last digit).
         */
        @Override
        public Outlook advanceTo(Instant now) {
            return withLock(() -> {
                List<PredictedEnd> ended = new ArrayList<>();
                double target = ExecutionClock.secondsOf(now);
                while (true) {
                    double next = scheduler.nextEventTime();
                    if (Double.isFinite(next) && !ExecutionClock.instantOf(next).isAfter(now)) {
                        target = Math.max(target, next);
                    }
                    List<Finish> finished = scheduler.advanceTo(target);
                    planRevision++;
                    if (finished.isEmpty()) {
                        return new Outlook(planRevision, ended, nextEnd());
                    }
                    finished.forEach(f -> ended.add(new PredictedEnd(f.agreementId(), ExecutionClock.instantOf(f.time()))));
                }
            });
        }

        @Override
        public Outlook outlook() {
            return withLock(() -> new Outlook(planRevision, List.of(), nextEnd()));
        }

        private Optional<Instant> nextEnd() {
            double next = scheduler.nextEventTime();
            return Double.isFinite(next) ? Optional.of(ExecutionClock.instantOf(next)) : Optional.empty();
        }
    }

    /** Applies the backend's events under the admission lock. */
    private final class Listener implements ExecutionListener {

        @Override
        public void on(ExecutionEvent event) {
            boolean applied = withLock(() -> events.apply(event));
            if (EVENTS.isInfoEnabled()) {
                var line = EVENTS.atInfo().addKeyValue("agreementId", event.agreementId())
                        .addKeyValue("event", event.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT))
                        .addKeyValue("at", event.at()).addKeyValue("applied", applied);
                if (event instanceof ExecutionEvent.Failed failed) {
                    line = line.addKeyValue("reason", failed.reason());
                }
                line.log("execution event");
            }
        }

        @Override
        public void capacityChanged(Capacity capacity) {
            rebuild(capacity);
        }
    }

    private static String newId() {
        return AgreementIds.next();
    }

    private static PendingAgreement pendingOf(AgreementRecord record) {
        return new PendingAgreement(record.agreementId(), record.initiator(), record.templateId(), record.created());
    }
}
