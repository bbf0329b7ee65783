package org.accord.provider.admission;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.accord.provider.config.ProviderSettings;
import org.accord.provider.execution.Capacity;
import org.accord.scheduler.admission.AdmissionPolicy;
import org.accord.scheduler.admission.PolicyRegistry;
import org.accord.scheduler.heuristic.Priority;
import org.accord.scheduler.plan.Hours;
import org.accord.scheduler.plan.OnlinePlanner;
import org.accord.scheduler.sla.SlaJob;

/**
 * The provider's scheduler: both admission paths over one {@link NodePartition}. Not thread-safe on its
 * own: the agreement service calls it only under its admission lock, so a decision and its commit (and
 * the store write that follows) are one step.
 */
public final class ProviderScheduler {

    private final DeadlinePath deadline;
    private final ReservationPath reservations;
    private final FairShare fairShare;
    private final Map<SlaKind, AdmissionPath> paths = new EnumMap<>(SlaKind.class);

    private ProviderScheduler(DeadlinePath deadline, ReservationPath reservations, FairShare fairShare) {
        this.deadline = deadline;
        this.fairShare = fairShare;
        this.reservations = reservations;
        paths.put(SlaKind.DEADLINE, deadline);
        paths.put(SlaKind.RESERVATION, reservations);
    }

    /** An empty scheduler for the settings, its record's clock at {@code now}. */
    public static ProviderScheduler create(ProviderSettings settings, double now) {
        return restore(settings, NodePartition.of(settings).capacity(), List.of(), now);
    }

    /**
     * A scheduler rebuilt from stored admissions: deadline jobs are re-placed on their nodes at their
     * admission instants, in that order, so the record replays the same execution; reservations still live
     * are put back at their stored placements, on the execution backend's {@code capacity}. Finishes the replay reaches by {@code now} are reported by
     * the first {@link #advanceTo}.
     *
     * @throws org.accord.scheduler.admission.UnknownPolicyException for an unknown policy name
     */
    public static ProviderScheduler restore(ProviderSettings settings, Capacity capacity, List<StoredAdmission> admitted,
            double now) {
        NodePartition partition = NodePartition.of(settings, capacity);
        AdmissionPolicy policy = PolicyRegistry.create(settings.admissionPolicy());
        List<StoredAdmission> ordered = new ArrayList<>(admitted);
        ordered.sort(Comparator.comparingDouble(a -> a.allocation().created()));
        double start = ordered.stream().filter(a -> a.allocation() instanceof DeadlineAllocation)
                .mapToDouble(a -> a.allocation().created()).min().orElse(now);
        double origin = ordered.stream().filter(a -> a.live() && a.allocation() instanceof ReservationAllocation)
                .mapToDouble(a -> a.allocation().plannedStart()).min().orElse(now);
        FairShare fairShare = new FairShare(settings.fairShare());
        ProviderScheduler scheduler = new ProviderScheduler(new DeadlinePath(partition, policy, Math.min(start, now),
                fairShare), new ReservationPath(partition, new OnlinePlanner(
                        Priority.parse(settings.plannerHeuristic(), settings.plannerWeight())), Math.min(origin, now),
                        slotSeconds(settings), fairShare), fairShare);
        ordered.forEach(scheduler::replay);
        return scheduler;
    }

    /** Decides on an offer of {@code kind} created at {@code now} by {@link FairShare#ANONYMOUS}. */
    public Admission admit(String agreementId, SlaKind kind, OfferTerms terms, double now) {
        return admit(agreementId, FairShare.ANONYMOUS, kind, terms, now);
    }

    /**
     * Decides on an offer of {@code kind} that {@code initiator} made at {@code now}, fair share included
     * ({@link FairShare}); an admitted one is committed.
     */
    public Admission admit(String agreementId, String initiator, SlaKind kind, OfferTerms terms, double now) {
        fairShare.own(agreementId, initiator);
        Admission admission = paths.get(kind).admit(agreementId, terms, now);
        if (admission instanceof Admission.Refused) {
            fairShare.forget(agreementId);
        }
        return admission;
    }

    /**
     * Puts work admitted elsewhere (another instance over the same database) into the plan where it was admitted:
     * as a restart replays it. A deadline job admitted at an instant the record has passed is placed at the
     * record's time (see {@code AgreementService#follow} for why that errs on the safe side).
     */
    public void follow(StoredAdmission admitted) {
        replay(admitted);
    }

    /** {@link #assess(String, String, SlaKind, OfferTerms, double)} for {@link FairShare#ANONYMOUS}. */
    public Assessment assess(String id, SlaKind kind, OfferTerms terms, double now) {
        return assess(id, FairShare.ANONYMOUS, kind, terms, now);
    }

    /**
     * What the provider would do with an offer of {@code kind} from {@code initiator} now, changing nothing:
     * admissible, or the alternative its path can honour, or impossible ({@link Alternatives}); fair share
     * included.
     */
    public Assessment assess(String id, String initiator, SlaKind kind, OfferTerms terms, double now) {
        AdmissionPath path = paths.get(kind);
        fairShare.own(id, initiator);
        try {
            Optional<String> refusal = path.refusal(id, terms, now);
            return refusal.isEmpty() ? new Assessment.Admissible() : path.alternative(id, terms, now, refusal.get());
        } finally {
            fairShare.forget(id);
        }
    }

    /**
     * Frees what a terminated agreement holds (a reservation's processors; a deadline job keeps its share, in
     * the record and in fair share, until its simulated finish: see {@link DeadlinePath}).
     */
    public void withdraw(String agreementId, Allocation allocation) {
        paths.get(allocation.kind()).withdraw(agreementId);
        if (allocation.kind() == SlaKind.RESERVATION) {
            fairShare.forget(agreementId);
        }
    }

    /** Runs both paths up to {@code now} and returns what finished, in time order. */
    public List<Finish> advanceTo(double now) {
        List<Finish> done = new ArrayList<>();
        for (AdmissionPath path : paths.values()) {
            done.addAll(path.advanceTo(now));
        }
        done.forEach(finish -> fairShare.forget(finish.agreementId()));
        if (done.size() > 1) {
            done.sort(Comparator.comparingDouble(Finish::time));
        }
        return done;
    }

    /**
     * The next simulated instant at which something may finish; infinity when nothing runs. A loop, not a
     * stream: the backend asks after every admission and every end.
     */
    public double nextEventTime() {
        double next = Double.POSITIVE_INFINITY;
        for (AdmissionPath path : paths.values()) {
            next = Math.min(next, path.nextEventTime());
        }
        return next;
    }

    /** The current allocation of a reservation (its placement may have moved since admission). */
    public Optional<ReservationAllocation> reservation(String agreementId, double created) {
        return reservations.allocationOf(agreementId, created);
    }

    /** The deadline path's policy name. */
    public String policyName() {
        return deadline.policyName();
    }

    /**
     * The reservation planner's slot: Slurm's minute (its time-limit granularity) when the provider runs on
     * a real Slurm cluster's wall clock, where agreements last minutes to hours; an hour on the simulated
     * backend, as in the heuristics paper's frame.
     */
    static double slotSeconds(ProviderSettings settings) {
        return settings.backend().equals("slurm") ? 60 : Hours.SECONDS;
    }

    private void replay(StoredAdmission stored) {
        if (stored.allocation() instanceof DeadlineAllocation allocation) {
            fairShare.own(stored.agreementId(), stored.initiator());
            SlaJob job = stored.terms().deadlineJob(stored.agreementId(), allocation.created());
            deadline.replay(job, allocation);
        } else if (stored.live() && stored.allocation() instanceof ReservationAllocation allocation) {
            fairShare.own(stored.agreementId(), stored.initiator());
            reservations.restore(stored.terms().reservation(stored.agreementId(), allocation.created()), allocation);
        }
    }
}
