package org.accord.provider.execution;

import java.util.Objects;
import java.util.Optional;

/**
 * What runs an admitted agreement's work, as its execution backend knows it: the backend's name and, for a
 * backend that hands work to a resource manager, the job there (for Slurm, the job id {@code sbatch} answered)
 * and the advance reservation the job runs in, when it has one. The simulated backend runs work on the
 * provider's own clock and has no job: it answers its name alone.
 *
 * @param backend the backend's name (setting {@code backend}): {@code simulated}, {@code slurm}
 * @param jobId the resource manager's job id; empty when there is none (simulated), or none is known (not
 *     submitted yet, Slurm unreachable, or forgotten: see {@link ExecutionBackend#job})
 * @param reservation the name of the advance reservation the job runs in, for a reservation agreement
 */
public record BackendJob(String backend, Optional<String> jobId, Optional<String> reservation) {

    public BackendJob {
        Objects.requireNonNull(backend, "backend");
        Objects.requireNonNull(jobId, "jobId");
        Objects.requireNonNull(reservation, "reservation");
    }

    /** A backend's answer without a job. */
    public static BackendJob none(String backend) {
        return new BackendJob(backend, Optional.empty(), Optional.empty());
    }
}
