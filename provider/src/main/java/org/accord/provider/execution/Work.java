package org.accord.provider.execution;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

import org.accord.sla.JobDescription;

/**
 * Admitted work as an execution backend receives it: what to run, where, and when the provider planned it.
 * Instants are on the execution clock's timeline ({@link org.accord.provider.clock.ExecutionClock#instantOf}).
 *
 * @param agreementId the agreement; a backend tags what it submits with it so that a restarted provider
 *     can reconcile
 * @param kind the SLA kind: DEADLINE work runs from admission on shared processors and must finish by
 *     {@code deadline}; RESERVATION work holds {@code cpus} processors from {@code plannedStart} to
 *     {@code plannedFinish} inside the window {@code earliestStart .. deadline}
 * @param earliestStart when the work may start at the earliest (deadline kind: the admission)
 * @param plannedStart when the provider planned it to start
 * @param plannedFinish when the provider planned it to end (deadline kind: the due time the admission
 *     policy assigned)
 * @param deadline the latest finish the agreement guarantees (deadline kind: creation + the SLA deadline;
 *     reservation: the window's latest finish T_F)
 * @param cpus how many CPUs it runs on
 * @param nodes the nodes the plan put it on (names from the backend's {@link Capacity})
 * @param runTime the agreed run time on {@code cpus} CPUs (a reservation's t_D(cpus); a deadline job's run time)
 * @param job the job description of the agreement
 */
public record Work(String agreementId, SlaKind kind, Instant earliestStart, Instant plannedStart,
        Instant plannedFinish, Instant deadline, int cpus, List<String> nodes, Duration runTime, JobDescription job) {

    public Work {
        Objects.requireNonNull(agreementId, "agreementId");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(earliestStart, "earliestStart");
        Objects.requireNonNull(plannedStart, "plannedStart");
        Objects.requireNonNull(plannedFinish, "plannedFinish");
        Objects.requireNonNull(deadline, "deadline");
        nodes = List.copyOf(nodes);
        Objects.requireNonNull(runTime, "runTime");
        Objects.requireNonNull(job, "job");
        if (cpus < 1) {
            throw new IllegalArgumentException("work needs at least one CPU: " + cpus);
        }
    }
}
