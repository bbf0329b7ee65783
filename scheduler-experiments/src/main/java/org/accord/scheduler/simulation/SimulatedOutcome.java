package org.accord.scheduler.simulation;

import java.util.List;
import java.util.Objects;
import org.accord.scheduler.sla.SlaJob;

/** What happened to one job of a simulated stream. */
public sealed interface SimulatedOutcome {

    /** The job. */
    SlaJob job();

    /**
     * Accepted and run to completion.
     *
     * @param job           the job
     * @param nodeIds       the nodes it ran on
     * @param dueTime       the due time the policy assigned (infinite for best effort)
     * @param start         when it first received processor time
     * @param finish        when its last process finished
     * @param delay         {@code finish - dueTime}: Eq. 2 of the LibraSLA paper for SLA policies; 0 for best effort
     * @param utility       Eq. 1 from the job's own SLA (0 without an SLA)
     * @param waitingTime   {@code finish - submit - processing time on its slowest node}: time not spent running at full speed
     * @param interruptions times a process of it was stopped before finishing (the maximum over its processes)
     * @param slaFulfilled  completed within what its SLA allows (see {@link org.accord.scheduler.sla.Sla#fulfilledBy})
     */
    record Completed(SlaJob job, List<String> nodeIds, double dueTime, double start, double finish, double delay,
                     double utility, double waitingTime, int interruptions, boolean slaFulfilled) implements SimulatedOutcome {
        public Completed {
            Objects.requireNonNull(job, "job must not be null");
            nodeIds = List.copyOf(nodeIds);
        }
    }

    /**
     * Rejected by admission control (or its bid expired).
     *
     * @param job    the job
     * @param reason the policy's reason
     */
    record Refused(SlaJob job, String reason) implements SimulatedOutcome {
        public Refused {
            Objects.requireNonNull(job, "job must not be null");
            Objects.requireNonNull(reason, "reason must not be null");
        }
    }
}
