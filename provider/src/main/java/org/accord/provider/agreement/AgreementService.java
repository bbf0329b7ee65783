package org.accord.provider.agreement;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.OptionalLong;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.Queue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

import org.slf4j.Logger;
import org.slf4j.MDC;
import org.slf4j.LoggerFactory;
import org.accord.agreement.Agreement;
import org.accord.agreement.AgreementState;
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.FaultReason;
import org.accord.agreement.PendingAgreement;
import org.accord.agreement.PendingDecision;
import org.accord.document.DocumentKind;
import org.accord.document.Documents;
import org.accord.provider.admission.Admission;
import org.accord.provider.admission.Allocation;
import org.accord.provider.admission.Alternatives;
import org.accord.provider.admission.Assessment;
import org.accord.provider.admission.Finish;
import org.accord.provider.admission.OfferTerms;
import org.accord.provider.admission.ProviderScheduler;
import org.accord.provider.admission.StoredAdmission;
import org.accord.provider.admission.UnsupportedOfferException;
import org.accord.provider.clock.ExecutionClock;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.RequestLimits;
import org.accord.provider.execution.BackendJob;
import org.accord.provider.execution.Capacity;
import org.accord.provider.execution.ExecutionBackend;
import org.accord.provider.execution.ExecutionEvent;
import org.accord.provider.execution.SlaKind;
import org.accord.provider.execution.ExecutionForecast;
import org.accord.provider.execution.ExecutionListener;
import org.accord.provider.execution.Work;
import org.accord.provider.intake.CheckedOffer;
import org.accord.provider.store.AgreementRecord;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.FencedException;
import org.accord.provider.store.JdbcAgreementStore;
import org.accord.provider.store.SharedDatabase;
import org.accord.provider.store.StoreException;
import org.accord.provider.store.StoreUnavailableException;
import org.accord.provider.template.TemplateRegistry;
import org.accord.template.Template;
import org.accord.provider.fault.FaultException;

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
    private volatile ExecutionClock clock;
    private final ProviderSettings settings;
    private final Documents documents;
    private final ReentrantLock lock = new ReentrantLock();
    private final Map<String, OfferTerms> termsCache = new ConcurrentHashMap<>();
    /** The backend that runs admitted work; in a group of instances only the leader's is set. */
    private volatile ExecutionBackend backend;
    private final Lifecycle lifecycle;
    private final ExecutionEvents events;
    private final InitiatorQuota quota;
    private final DecisionListener decisions;
    private final AgreementFeed feed = AgreementFeed.forRunStartingNow(AgreementFeed.DEFAULT_CAPACITY);
    private final DecisionHistory history = DecisionHistory.forRunStartingNow(DecisionHistory.DEFAULT_CAPACITY);
    private ProviderScheduler scheduler;
    private Capacity capacity;
    /**
     * A capacity the backend reported that the admitted work did not fit (a node drained under running work),
     * retried whenever an agreement ends; while it waits, no new work is admitted, so nothing is promised on
     * processors the backend no longer offers. Guarded by the admission lock.
     */
    private Capacity pendingCapacity;
    private long planRevision;
    /** The allocation of every live agreement in the plan, by id (what the plan holds, to compare with the store). */
    private final Map<String, Allocation> planned = new HashMap<>();
    /** This instance's part in a group over one PostgreSQL database; null when it runs alone. */
    private final SharedInstance shared;
    private final ScheduledExecutorService leaseKeeper;
    /** Tells the backend what committed sections admitted, re-planned or withdrew (a group of instances only). */
    private final java.util.concurrent.ExecutorService teller;
    /** Most actions one pool section runs before it commits (a group of instances only). */
    private static final int MOST_PER_SECTION = 64;
    /** Actions waiting for a pool section (a group of instances only); see {@link #withLock}. */
    private final Queue<Queued<?>> queued = new ConcurrentLinkedQueue<>();
    /** Detached actions ({@link #inNextSection}) queued and not yet run (a group of instances only). */
    private final AtomicInteger detachedWaiting = new AtomicInteger();
    /** The pool section the admission lock's holder is in (a group of instances only); guarded by the lock. */
    private SharedDatabase.PoolSection section;
    /** What the section's action told the backend, passed on once the section has committed; guarded by the lock. */
    private final List<Consumer<ExecutionBackend>> afterCommit = new ArrayList<>();

    private AgreementService(ProviderSettings settings, TemplateRegistry templates, AgreementStore store,
            ExecutionBackend backend, ExecutionClock clock, ProviderScheduler scheduler, Capacity capacity,
            Documents documents, DecisionListener decisions, SharedInstance shared) {
        this.shared = shared;
        this.teller = shared == null ? null : Executors.newSingleThreadExecutor(r -> {
            Thread thread = new Thread(r, "accord-instance-teller");
            thread.setDaemon(true);
            return thread;
        });
        this.leaseKeeper = shared == null ? null : Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "accord-instance-lease");
            thread.setDaemon(true);
            return thread;
        });
        this.settings = settings;
        this.capacity = capacity;
        this.decisions = decisions.andThen(history);
        this.templates = templates;
        this.quota = new InitiatorQuota(settings.requestLimits(), store, feed);
        this.store = quota.store();
        this.backend = backend;
        this.clock = clock;
        this.scheduler = scheduler;
        this.documents = documents;
        this.lifecycle = new Lifecycle(clock);
        this.events = new ExecutionEvents(this.store, this::recordOutcome, lifecycle, this::terms, this::released);
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
        Capacity capacity = backend.capacity();
        ProviderScheduler scheduler = ProviderScheduler.restore(settings, capacity, restoration.admissions(),
                clock.now());
        AgreementService service = new AgreementService(settings, templates, store, backend, clock, scheduler, capacity,
                documents, decisions, null);
        service.termsCache.putAll(restoration.liveTerms());
        service.plan(restoration);
        backend.start(service.liveWork(restoration), service.new Forecast(0), service.new Listener(0));
        service.finishTerminations(restoration.terminating());
        return service;
    }

    /**
     * A service that is one of several instances over one PostgreSQL database ({@code docs/instances.md}). It
     * serves every agreement of the database and admits under the capacity pool's lock; it runs the execution
     * backend only while it holds the leader's lease, which it tries to take or renews every third of
     * {@code lease}. Each term led gets a new backend from {@code backends}.
     */
    public static AgreementService openShared(ProviderSettings settings, TemplateRegistry templates,
            JdbcAgreementStore store, Supplier<ExecutionBackend> backends, Duration lease) {
        SharedInstance shared = new SharedInstance(store.shared(), lease, backends);
        Documents documents = Documents.standard();
        shared.lastSeen = shared.database.lastChange();
        Restoration restoration = Restoration.read(store, documents);
        ExecutionBackend idle = backends.get();
        ExecutionClock clock = idle.clock(restoration.resumeAt());
        Capacity capacity = idle.capacity();
        ProviderScheduler scheduler = ProviderScheduler.restore(settings, capacity, restoration.admissions(),
                clock.now());
        AgreementService service = new AgreementService(settings, templates, store, null, clock, scheduler, capacity,
                documents, DecisionListener.NONE, shared);
        shared.idle = idle;
        service.termsCache.putAll(restoration.liveTerms());
        service.plan(restoration);
        service.leaseKeeper.scheduleWithFixedDelay(service::keepLease, 0, shared.tick().toMillis(),
                TimeUnit.MILLISECONDS);
        return service;
    }

    /** Whether this instance runs the execution backend now (always, when it runs alone). */
    public boolean leading() {
        return shared == null || shared.leading;
    }

    private void plan(Restoration restoration) {
        planned.clear();
        restoration.admissions().stream().filter(StoredAdmission::live)
                .forEach(a -> planned.put(a.agreementId(), a.allocation()));
    }

    private List<Work> liveWork(Restoration restoration) {
        return restoration.admissions().stream().filter(StoredAdmission::live)
                .map(a -> WorkOrders.of(a.agreementId(), a.terms(), a.allocation())).toList();
    }

    /** The published templates. */
    public List<Template> templates() {
        return templates.templates();
    }

    /** The execution clock's time now, in seconds. */
    public double now() {
        double own = clock.now();
        return shared == null ? own : Math.max(own, shared.floor);
    }

    /** The nodes admission plans on now (the execution backend's, as last reported), with their CPUs. */
    public Capacity capacity() {
        return withLock(() -> capacity);
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
     * The steps {@link #create} and {@link #createPending} share: the offer (as its initiator makes it, which
     * {@link org.accord.provider.intake.OfferIntake} settled) keyed by a requested id; under the lock, the
     * agreement already made from it, or (the requested id being free, the offer unexpired and the request in
     * time) a new one.
     */
    private AgreementReceipt made(String operation, String initiator, CheckedOffer received,
            Optional<String> agreementId, Making making) {
        long start = System.nanoTime();
        CheckedOffer offer = agreementId.map(id -> received.identifiedBy("agreement-id:" + id)).orElse(received);
        String id = agreementId.orElseGet(AgreementService::newId);
        return decided(operation, id, initiator, offer, start, () -> {
            String document = documentOf(offer, id);
            try {
            return withLock(() -> existing(initiator, offer).orElseGet(() -> {
                if (agreementId.isPresent() && store.find(id).isPresent()) {
                    throw new FaultException(FaultReason.AGREEMENT_ID_TAKEN, "the agreement id '" + id
                            + "' is taken by another initiator's agreement; choose another or let the provider choose");
                }
                requireUnexpired(offer);
                requireInTime();
                return making.make(id, document, offer);
            }));
            } catch (StoreUnavailableException e) {
                throw new FaultException(FaultReason.STORE_UNAVAILABLE, "the provider's database cannot be reached, so "
                        + "the offer was not admitted; retry later (the same offer id never makes two agreements): "
                        + e.getMessage());
            }
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

    /** {@link #assess(String, CheckedOffer)} for the initiator of every caller with security off. */
    public Assessment assess(CheckedOffer offer) {
        return assess("anonymous", offer);
    }

    /**
     * What the provider would do with this offer from {@code caller} now, checked as {@link #create} checks it
     * (fair share between initiators included), changing nothing: admissible, admissible with changed terms, or
     * impossible (see {@link Alternatives}).
     */
    public Assessment assess(String caller, CheckedOffer offer) {
        return withLock(() -> pendingCapacity != null ? new Assessment.Impossible(shrinking())
                : Alternatives.assess(scheduler, "assessment-" + newId(), caller, offer.kind(), offer.terms(), now()));
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
            Admission admission = admit(agreementId, pending.initiator(), kind(pending), terms, now());
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
            planned.put(agreementId, admitted.allocation());
            storeMoved(admitted.moved());
            execution(b -> b.admitted(WorkOrders.of(agreementId, terms, admitted.allocation())));
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

    /** The agreement, as its stored document says. */
    public Agreement agreement(String caller, String agreementId) {
        AgreementRecord record = owned(caller, agreementId);
        return documents.readAgreement(new ByteArrayInputStream(record.document().getBytes(StandardCharsets.UTF_8)),
                agreementId).model();
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
     * The agreement document's text as stored (foreign content included), readable by its initiator or,
     * when {@code everyone}, by anyone.
     */
    public String documentText(String caller, boolean everyone, String agreementId) {
        return (everyone ? known(agreementId) : owned(caller, agreementId)).document();
    }

    /**
     * What runs the agreement's work, as the execution backend knows it ({@link ExecutionBackend#job}); on an
     * instance of a group that does not lead, the backend's name alone (the leader's backend holds the job).
     * The caller checks access first ({@link #view}).
     */
    public BackendJob backendJob(String agreementId) {
        ExecutionBackend running = backend;
        return running != null && leading() ? running.job(agreementId) : BackendJob.none(settings.backend());
    }

    /** The latest offer decisions, of every binding, for the operators' view of offers over time. */
    public DecisionHistory decisionHistory() {
        return history;
    }

    /**
     * Tells the decision listeners (metrics, the decision log, {@link #decisionHistory}) of an offer a
     * negotiation answered: {@code operation} {@code negotiate}, the counter-offer's id in place of an agreement's.
     */
    public void negotiated(Decision decision) {
        decisions.decided(decision);
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
        if (shared == null) {
            backend.close();
            return;
        }
        leaseKeeper.shutdownNow();
        teller.shutdown();
        try {
            leaseKeeper.awaitTermination(10, TimeUnit.SECONDS);
            teller.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        boolean wasLeading = shared.leading;
        stepDown();
        closeIdle();
        if (wasLeading) {
            try {
                shared.database.releaseLease(shared.holder);
            } catch (StoreException e) {
                LOG.warn("could not hand the leader's lease over; it expires by itself", e);
            }
        }
    }

    private Optional<AgreementReceipt> existing(String initiator, CheckedOffer offer) {
        return store.findByOffer(initiator, offer.offerId())
                .map(r -> new AgreementReceipt(r.agreementId(), r.state(), true));
    }

    private AgreementReceipt admitNew(String id, String document, String initiator, CheckedOffer offer) {
        double now = now();
        Admission admission = admit(id, initiator, offer.kind(), offer.terms(), now);
        if (admission instanceof Admission.Refused refused) {
            throw new FaultException(FaultReason.REJECTED, CounterProposals.describe(refused));
        }
        Admission.Admitted admitted = (Admission.Admitted) admission;
        store.create(lifecycle.admitted(id, initiator, offer, document, admitted.allocation()));
        termsCache.put(id, offer.terms());
        planned.put(id, admitted.allocation());
        storeMoved(admitted.moved());
        execution(b -> b.admitted(WorkOrders.of(id, offer.terms(), admitted.allocation())));
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

    private Admission admit(String id, String initiator, SlaKind kind, OfferTerms terms, double now) {
        if (pendingCapacity != null) {
            throw new FaultException(FaultReason.REJECTED, shrinking());
        }
        try {
            planRevision++;
            long start = System.nanoTime();
            Admission admission = scheduler.admit(id, initiator, kind, terms, now);
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
            planned.put(id, stored.placement().orElseThrow());
            execution(b -> b.replanned(WorkOrders.of(id, terms(stored), stored.placement().orElseThrow())));
        });
    }

    /** Frees what a finished, failed or terminated agreement holds in the plan. */
    private void released(AgreementRecord record) {
        Allocation held = planned.remove(record.agreementId());
        Optional.ofNullable(held).or(record::placement).ifPresent(allocation -> {
            planRevision++;
            scheduler.withdraw(record.agreementId(), allocation);
        });
        termsCache.remove(record.agreementId());
    }

    private void finishTerminations(List<AgreementRecord> terminating) {
        withLock(() -> {
            terminating.forEach(this::finishTermination);
            retryPendingCapacity();
            return null;
        });
    }

    private void finishTermination(AgreementRecord record) {
        released(record);
        store.update(record.agreementId(), r -> lifecycle.ended(r, AgreementState.TERMINATED));
        if (record.placement().isPresent()) {
            execution(b -> b.withdrawn(record.agreementId()));
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

    /**
     * Runs {@code action} under the admission lock. In a group of instances the lock also holds the capacity
     * pool's lock in the database (see {@link SharedDatabase}), in a <em>section</em>: first the changes other
     * instances committed since this one last looked are applied to the plan ({@link #follow}), then the action
     * runs, its reads and writes in the section's one transaction, then the section commits (recording the pool's
     * latest instant when it wrote) and releases the lock.
     *
     * <p>Group commit: actions that arrive while a section is running wait in {@link #queued}; the next thread to
     * take the lock runs every waiting action in one section, one after the other (each sees what the previous
     * ones decided), and one commit, one wait for the WAL's fsync, covers them all. Each caller gets its
     * action's result or fault only after that commit; when the commit fails, every action of the section gets
     * the failure (nothing of it was stored). What an action tells the execution backend ({@link #execution}) is
     * told only once the section has committed, so the backend never runs work the database does not hold, and
     * on a thread of its own ({@link #tell}), so nobody's answer waits for it. A nested call runs inside the section
     * already held.
     */
    private <T> T withLock(Supplier<T> action) {
        if (shared == null) {
            lock.lock();
            try {
                return action.get();
            } finally {
                lock.unlock();
            }
        }
        if (lock.isHeldByCurrentThread() && section != null) {
            return action.get();
        }
        Queued<T> mine = new Queued<>(action, false);
        queued.add(mine);
        lock.lock();
        try {
            while (!mine.done) {
                runSection();
            }
            return mine.outcome();
        } finally {
            lock.unlock();
            runDetached();
        }
    }

    /**
     * Runs {@code action} under the admission lock alone, without a pool section even in a group of instances: for
     * the backend's forecast, which reads and advances the plan in memory and writes nothing. The plan it reads has
     * caught up at the last section, which every change the backend is told of comes from; a section per forecast
     * cost a transaction, two round trips, and the pool lock for the group, for nothing to catch up with.
     */
    private <T> T withPlanLock(Supplier<T> action) {
        lock.lock();
        try {
            return action.get();
        } finally {
            lock.unlock();
            if (shared != null) {
                runDetached();
            }
        }
    }

    /**
     * Runs {@code action} in a pool section without waiting for its commit (a group of instances only): how the
     * execution backend's events are recorded, which nobody waits for. They then share sections, and their commits,
     * with each other and with the creates waiting at the same time, instead of each taking a section of its own one
     * after the other on the backend's thread. An event is recorded once its section commits; one the leader had not
     * yet committed when it died is reported again by the backend of the next leader (the simulated backend follows
     * the stored plan, the Slurm backend reads the jobs' states), as an event a crash lost always was. Inside a
     * section (a backend started by {@link #lead} reporting at once) the action runs there and then.
     */
    private void inNextSection(Runnable action) {
        if (lock.isHeldByCurrentThread() && section != null) {
            action.run();
            return;
        }
        queued.add(new Queued<Void>(() -> {
            action.run();
            return null;
        }, true));
        detachedWaiting.incrementAndGet();
        runDetached();
    }

    /**
     * Runs sections while detached actions wait and the lock is free: the thread that queued one, or the holder that
     * has just released the lock (a detached action queued while it held the lock after its last look at the queue
     * would otherwise wait for the next section).
     */
    private void runDetached() {
        while (detachedWaiting.get() > 0 && lock.tryLock()) {
            try {
                runSection();
            } finally {
                lock.unlock();
            }
        }
    }

    /** An action waiting for a pool section, with the request context of the thread that asked for it. */
    private static final class Queued<T> {

        private final Supplier<T> action;
        /** Whether nobody waits for the outcome ({@link #inNextSection}): a failure is logged instead. */
        private final boolean detached;
        private final Long arrived = RequestArrival.arrivedAt();
        private final Map<String, String> logContext = MDC.getCopyOfContextMap();
        private T result;
        private RuntimeException failure;
        /** Set, with the result or failure, by the thread that ran the section; read under the lock. */
        private boolean done;

        Queued(Supplier<T> action, boolean detached) {
            this.action = action;
            this.detached = detached;
        }

        /** Runs the action on the section's thread, as if on the caller's (its request's arrival and log context). */
        void run() {
            Long ownArrival = RequestArrival.arrivedAt();
            Map<String, String> ownContext = MDC.getCopyOfContextMap();
            RequestArrival.restore(arrived);
            setContext(logContext);
            try {
                result = action.get();
            } catch (RuntimeException e) {
                failure = e;
                if (detached) {
                    LOG.warn("an execution event could not be recorded", e);
                }
            } finally {
                RequestArrival.restore(ownArrival);
                setContext(ownContext);
            }
        }

        void fail(RuntimeException e) {
            if (failure == null) {
                failure = e;
                if (detached) {
                    LOG.warn("an execution event could not be recorded: its pool section did not commit", e);
                }
            }
            result = null;
        }

        T outcome() {
            if (failure != null) {
                throw failure;
            }
            return result;
        }

        private static void setContext(Map<String, String> context) {
            if (context == null) {
                MDC.clear();
            } else {
                MDC.setContextMap(context);
            }
        }
    }

    /**
     * Runs the waiting actions in one pool section (under the admission lock): those waiting when it starts, and
     * those that arrive while it runs, up to {@value #MOST_PER_SECTION}; then commits, and then tells the backend.
     */
    private void runSection() {
        List<Queued<?>> batch = new ArrayList<>();
        List<Consumer<ExecutionBackend>> told;
        try {
            SharedDatabase.PoolSection held = shared.database.enterPool(shared.lastSeen);
            section = held;
            boolean recorded = false;
            try {
                catchUp(held);
                for (Queued<?> next = queued.poll(); next != null;
                        next = batch.size() < MOST_PER_SECTION ? queued.poll() : null) {
                    batch.add(next);
                    next.run();
                }
                recorded = true;
                held.close(now());
                shared.lastSeen = Math.max(shared.lastSeen, held.seenThrough());
            } finally {
                section = null;
                told = new ArrayList<>(afterCommit);
                afterCommit.clear();
                if (!recorded) {
                    held.close();
                }
            }
        } catch (RuntimeException e) {
            // nothing of the section was stored: every action of it fails (and those not yet run, with them)
            for (Queued<?> next; batch.size() < MOST_PER_SECTION && (next = queued.poll()) != null; ) {
                batch.add(next);
            }
            batch.forEach(q -> q.fail(e));
            return;
        } finally {
            batch.forEach(q -> {
                q.done = true;
                if (q.detached) {
                    detachedWaiting.decrementAndGet();
                }
            });
        }
        tell(told);
    }

    /**
     * Passes what a committed section told the backend on, in commit order, on the thread {@link #teller}: the
     * section's callers are answered without waiting for the backend, whose calls back (a forecast, a start reported
     * at once) take sections of their own, shared with whatever is queued then. Only the backend of the term the
     * section committed in is told, and only while that term lasts: a newer term's backend starts with every
     * committed agreement instead. Called under the lock.
     */
    private void tell(List<Consumer<ExecutionBackend>> told) {
        ExecutionBackend target = backend;
        if (told.isEmpty() || target == null || !leading()) {
            return;
        }
        long generation = shared.generation;
        try {
            teller.execute(() -> {
                for (Consumer<ExecutionBackend> change : told) {
                    if (backend != target || shared.generation != generation) {
                        return;
                    }
                    try {
                        change.accept(target);
                    } catch (RuntimeException e) {
                        LOG.warn("the execution backend failed to take a change of the admitted work (it is stored)", e);
                    }
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // the service is closing: the backend is being stopped too
        }
    }

    private String shrinking() {
        return "the execution capacity shrank to " + pendingCapacity.totalCpus() + " CPUs under admitted work that "
                + "does not fit it (a node left service while work ran on it); new work is admitted again once that "
                + "work has ended";
    }

    /**
     * Applies what other instances changed since this one last looked (the section read it on entering); a follower
     * also lets its plan's time pass.
     */
    private void catchUp(SharedDatabase.PoolSection section) {
        shared.floor = Math.max(shared.floor, section.clockSeconds());
        for (SharedDatabase.Change change : section.changes()) {
            shared.lastSeen = Math.max(shared.lastSeen, change.sequence());
            follow(change.record());
        }
        if (!shared.leading) {
            scheduler.advanceTo(now());
        }
    }

    /**
     * Brings the plan in line with one stored agreement: live work it does not hold (admitted elsewhere) is
     * placed where it was admitted, work whose placement moved is moved, work that ended elsewhere is released;
     * the leader passes each to its backend. An agreement whose stored allocation the plan already holds (this
     * instance's own write, read back) changes nothing.
     *
     * <p>Work admitted elsewhere at an instant this plan has already passed is placed at the plan's time: it then
     * looks to this instance as if it started later, with all its work still to do, which can only make this
     * instance's view of the capacity fuller than it is, never emptier (see docs/instances.md).
     */
    private void follow(AgreementRecord record) {
        String id = record.agreementId();
        Allocation known = planned.get(id);
        AgreementState state = record.state();
        boolean live = record.placement().isPresent()
                && (state == AgreementState.OBSERVED || state == AgreementState.OBSERVED_AND_TERMINATING);
        if (live) {
            Allocation allocation = record.placement().get();
            if (allocation.equals(known)) {
                return;
            }
            OfferTerms terms = terms(record);
            if (known != null) {
                scheduler.withdraw(id, known);
            }
            scheduler.follow(new StoredAdmission(id, record.initiator(), terms, allocation, true));
            planned.put(id, allocation);
            planRevision++;
            Work work = WorkOrders.of(id, terms, allocation);
            execution(b -> {
                if (known == null) {
                    b.admitted(work);
                } else {
                    b.replanned(work);
                }
            });
        } else if (known != null) {
            released(record);
            if (state == AgreementState.TERMINATED) {
                execution(b -> b.withdrawn(id));
            }
        }
    }

    /** Passes a change of the admitted work to the backend, if this instance runs it. */
    private void execution(Consumer<ExecutionBackend> change) {
        if (section != null) {
            afterCommit.add(change);
            return;
        }
        ExecutionBackend running = backend;
        if (running != null && leading()) {
            change.accept(running);
        }
    }

    /**
     * Records an execution outcome: in a group of instances, only while this instance's lease epoch is current,
     * checked in the writing statement ({@link SharedDatabase#updateFenced}).
     */
    private AgreementRecord recordOutcome(String agreementId, UnaryOperator<AgreementRecord> change) {
        return shared == null ? store.update(agreementId, change)
                : shared.database.updateFenced(agreementId, change, shared.epoch);
    }

    /**
     * One tick of the lease keeper: take or renew the lease (every third of it); lead, or step down; a leader
     * also catches up on every tick, so that work admitted elsewhere reaches its backend promptly.
     */
    private void keepLease() {
        if (!shared.renewalDue()) {
            if (shared.leading) {
                catchUpQuietly();
            }
            return;
        }
        shared.triedNanos = System.nanoTime();
        OptionalLong epoch;
        try {
            epoch = shared.database.acquireLease(shared.holder, shared.lease);
        } catch (StoreException e) {
            if (shared.leading && shared.renewalOverdue()) {
                LOG.warn("the leader's lease could not be renewed: execution stops here until it is", e);
                stepDown();
            }
            return;
        }
        try {
            if (epoch.isEmpty()) {
                if (shared.leading) {
                    LOG.warn("another instance holds the leader's lease: execution stops here");
                    stepDown();
                }
                return;
            }
            shared.renewedNanos = System.nanoTime();
            if (!shared.leading || shared.epoch != epoch.getAsLong()) {
                lead(epoch.getAsLong());
            } else {
                withLock(() -> null);
            }
        } catch (RuntimeException e) {
            LOG.warn("the lease keeper's tick failed; it tries again", e);
        }
    }

    private void catchUpQuietly() {
        try {
            withLock(() -> null);
        } catch (RuntimeException e) {
            LOG.debug("catching up failed; the next tick tries again", e);
        }
    }

    /**
     * Starts a term as leader: rebuilds the plan from the store (inside the pool section, so nothing changes
     * meanwhile), makes a backend, and starts it with every live agreement, so that it adopts running work (the
     * Slurm backend finds jobs by their agreement ids; the simulated one follows the plan).
     */
    private void lead(long epoch) {
        if (shared.leading) {
            stepDown();
        }
        withLock(() -> {
            long seen = shared.database.lastChange();
            Restoration restoration = Restoration.read(store, documents);
            ExecutionBackend next = shared.backends.get();
            clock = next.clock(Math.max(restoration.resumeAt(), now()));
            closeIdle();
            capacity = next.capacity();
            scheduler = ProviderScheduler.restore(settings, capacity, restoration.admissions(), now());
            planRevision++;
            termsCache.putAll(restoration.liveTerms());
            plan(restoration);
            shared.lastSeen = seen;
            shared.epoch = epoch;
            long generation = ++shared.generation;
            backend = next;
            shared.leading = true;
            LOG.info("this instance leads execution (lease epoch {}, {} live agreements)", epoch,
                    planned.size());
            next.start(liveWork(restoration), new Forecast(generation), new Listener(generation));
            restoration.terminating().forEach(this::finishTermination);
            return null;
        });
    }

    /** Closes the backend made only for its clock while this instance follows (a leader's clock is its backend's). */
    private void closeIdle() {
        ExecutionBackend idle = shared.idle;
        shared.idle = null;
        if (idle != null) {
            idle.close();
        }
    }

    /** Ends this instance's term as leader: its backend stops (outside the lock: a callback may be waiting for it). */
    private void stepDown() {
        ExecutionBackend stopping;
        lock.lock();
        try {
            stopping = backend;
            backend = null;
            shared.leading = false;
            shared.generation++;
            if (stopping != null) {
                shared.idle = shared.backends.get();
                clock = shared.idle.clock(now());
            }
        } finally {
            lock.unlock();
        }
        if (stopping != null) {
            stopping.close();
        }
    }

    /**
     * Rebuilds the scheduler on a changed capacity, as a restart would. When the live work does not fit it, the
     * old plan stays for that work, the capacity waits ({@link #pendingCapacity}, retried as agreements end), and
     * admission refuses new work meanwhile.
     */
    private void rebuild(Capacity capacity) {
        withLock(() -> {
            try {
                scheduler = ProviderScheduler.restore(settings, capacity, Restoration.read(store, documents).admissions(),
                        now());
                this.capacity = capacity;
                planRevision++;
                pendingCapacity = null;
                LOG.info("execution capacity changed to {} nodes, {} CPUs; the plan was rebuilt",
                        capacity.nodes().size(), capacity.totalCpus());
            } catch (RuntimeException e) {
                if (pendingCapacity == null) {
                    LOG.warn("execution capacity changed to {} CPUs but the admitted work does not fit it; no new work "
                            + "is admitted until enough of it has ended: {}", capacity.totalCpus(), e.getMessage());
                }
                pendingCapacity = capacity;
            }
            return null;
        });
    }

    /** Tries a waiting capacity again, after an agreement ended. */
    private void retryPendingCapacity() {
        if (pendingCapacity != null) {
            rebuild(pendingCapacity);
        }
    }

    /** The scheduler's prediction, for the backend; every call takes the admission lock. */
    private final class Forecast implements ExecutionForecast {

        private final long generation;

        Forecast(long generation) {
            this.generation = generation;
        }

        private boolean current() {
            return shared == null || (shared.leading && shared.generation == generation);
        }

        /**
         * Advances to {@code now}, and to the next predicted end when its instant is not after {@code now}
         * (instants carry nanoseconds, so an end and the instant that reports it may differ in the last digit).
         */
        @Override
        public Outlook advanceTo(Instant now) {
            return withPlanLock(() -> {
                List<PredictedEnd> ended = new ArrayList<>();
                if (!current()) {
                    return new Outlook(planRevision, ended, Optional.empty());
                }
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
            return withPlanLock(() -> new Outlook(planRevision, List.of(), nextEnd()));
        }

        private Optional<Instant> nextEnd() {
            double next = scheduler.nextEventTime();
            return Double.isFinite(next) ? Optional.of(ExecutionClock.instantOf(next)) : Optional.empty();
        }
    }

    /** Applies the backend's events under the admission lock. */
    private final class Listener implements ExecutionListener {

        private final long generation;

        Listener(long generation) {
            this.generation = generation;
        }

        private boolean current() {
            return shared == null || (shared.leading && shared.generation == generation);
        }

        /**
         * Applies an event of the current term; a deposed leader's write is refused by the database and it steps down.
         * In a group of instances the event is recorded in the next pool section, without waiting for its commit
         * ({@link #inNextSection}).
         */
        @Override
        public void on(ExecutionEvent event) {
            if (shared == null) {
                apply(event);
            } else {
                inNextSection(() -> apply(event));
            }
        }

        private void apply(ExecutionEvent event) {
            boolean applied;
            try {
                applied = withLock(() -> {
                    boolean changed = current() && events.apply(event);
                    if (changed && !(event instanceof ExecutionEvent.Started)) {
                        retryPendingCapacity();
                    }
                    return changed;
                });
            } catch (FencedException e) {
                LOG.warn("a newer leader holds the lease; this instance stops executing", e);
                leaseKeeper.execute(AgreementService.this::stepDown);
                return;
            }
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
            if (current()) {
                rebuild(capacity);
            }
        }
    }

    private static String newId() {
        return AgreementIds.next();
    }

    private static PendingAgreement pendingOf(AgreementRecord record) {
        return new PendingAgreement(record.agreementId(), record.initiator(), record.templateId(), record.created());
    }
}
