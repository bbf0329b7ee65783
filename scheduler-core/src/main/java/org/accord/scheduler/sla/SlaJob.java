package org.accord.scheduler.sla;

import java.util.Objects;
import java.util.Optional;

/**
 * A job offered to the cluster: what the LibraSLA paper calls job details (run time, number of processors)
 * plus its SLA, or no SLA for a best-effort job.
 *
 * @param id         stable identifier, unique within a job stream or a provider
 * @param submitTime seconds on the scheduler's clock, not negative
 * @param runtime    seconds on one processor of reference speed (converted for faster or slower nodes), positive
 * @param processors processors requested ({@code numproc}); one process runs on each chosen node
 * @param sla        the SLA, empty for best effort
 */
public record SlaJob(String id, double submitTime, double runtime, int processors, Optional<Sla> sla) {

    public SlaJob {
        Objects.requireNonNull(id, "job id must not be null");
        Objects.requireNonNull(sla, "sla must not be null (use Optional.empty() for best effort)");
        if (!(submitTime >= 0) || Double.isInfinite(submitTime)) {
            throw new IllegalArgumentException("submit time must not be negative: " + submitTime);
        }
        if (!(runtime > 0) || Double.isInfinite(runtime)) {
            throw new IllegalArgumentException("runtime must be positive: " + runtime);
        }
        if (processors < 1) {
            throw new IllegalArgumentException("processors must be at least 1: " + processors);
        }
    }

    /** A job with an SLA. */
    public static SlaJob withSla(String id, double submitTime, double runtime, int processors, Sla sla) {
        return new SlaJob(id, submitTime, runtime, processors, Optional.of(sla));
    }

    /** A best-effort job (no SLA). */
    public static SlaJob bestEffort(String id, double submitTime, double runtime, int processors) {
        return new SlaJob(id, submitTime, runtime, processors, Optional.empty());
    }

    /** Absolute time by which the SLA wants the job finished; positive infinity for best effort. */
    public double dueTime() {
        return sla.isPresent() ? submitTime + sla.get().deadline() : Double.POSITIVE_INFINITY;
    }

    /** Budget of the SLA, zero for best effort; the incentive of a bid in the contract-net model. */
    public double budget() {
        return sla.map(Sla::budget).orElse(0.0);
    }

    /** True when the job has a hard deadline. */
    public boolean hard() {
        return sla.isPresent() && sla.get().hard();
    }

    /** The same job submitted at another time (used to rescale arrivals). */
    public SlaJob submittedAt(double time) {
        return new SlaJob(id, time, runtime, processors, sla);
    }

    /** The same job with the given SLA. */
    public SlaJob withSla(Sla newSla) {
        return new SlaJob(id, submitTime, runtime, processors, Optional.of(newSla));
    }
}
