package org.accord.scheduler.resource;

import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;
import org.accord.scheduler.sla.SlaJob;

/**
 * Everything needed to rebuild an admitted job in a record: what a provider stores and restores on restart
 * (see {@link ResourceRecord#restore}).
 *
 * @param job           the job and its SLA
 * @param dueTime       absolute due time the policy assigned
 * @param admittedAt    when it was admitted
 * @param startTime     when it first ran, empty if it has not run yet
 * @param interruptions times it was stopped before finishing
 * @param processes     unfinished processes with their remaining work, one per node
 */
public record AdmittedJob(SlaJob job, double dueTime, double admittedAt, OptionalDouble startTime,
                          int interruptions, List<ProcessWork> processes) {

    public AdmittedJob {
        Objects.requireNonNull(job, "job must not be null");
        Objects.requireNonNull(startTime, "start time must not be null (use OptionalDouble.empty())");
        processes = List.copyOf(processes);
        if (processes.isEmpty()) {
            throw new IllegalArgumentException("admitted job must have at least one unfinished process: " + job.id());
        }
        if (interruptions < 0) {
            throw new IllegalArgumentException("interruptions must not be negative: " + interruptions);
        }
    }
}
