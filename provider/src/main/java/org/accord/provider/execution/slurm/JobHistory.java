package org.accord.provider.execution.slurm;

import java.time.ZoneId;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where the backend finds the jobs {@code squeue} has forgotten (ended longer ago than {@code MinJobAge}): Slurm's
 * accounting ({@code sacct}, where slurmdbd is configured), then the job completion log ({@link CompletionRecords}).
 * Which of the two a cluster has is asked once, when the backend starts. A record that has ended is taken over one
 * that has not (slurmctld may not yet have sent slurmdbd a job's end); where neither has the job, its end cannot be
 * known and the backend reports the outcome as unknown rather than run the work again.
 */
final class JobHistory {
    private final SlurmApi slurm;
    private final boolean accounting;
    private final Optional<String> user;
    private final CompletionRecords completions;

    private JobHistory(SlurmApi slurm, boolean accounting, Optional<String> user, CompletionRecords completions) {
        this.slurm = slurm;
        this.accounting = accounting;
        this.user = user;
        this.completions = completions;
    }

    /** None at all: before the backend has asked Slurm. */
    static JobHistory none(SlurmApi slurm) {
        return new JobHistory(slurm, false, Optional.empty(), new CompletionRecords(Optional.empty(), ZoneId.systemDefault()));
    }

    /** What Slurm keeps of the jobs of {@code user}: accounting and completion log, as its configuration says now. */
    static JobHistory of(SlurmApi slurm, String user) {
        return new JobHistory(slurm, slurm.accounting(), Optional.of(user),
                new CompletionRecords(slurm.completionLog(), ZoneId.systemDefault()));
    }

    /** The places looked in, for messages: {@code Slurm's accounting (sacct) and the job completion log FILE}. */
    String describe() {
        return (accounting ? "Slurm's accounting (sacct)" : "no accounting (AccountingStorageType is none, or not "
                + "known over slurmrestd)") + " and " + completions.describe();
    }

    /**
     * The records of these jobs (id to the agreement id it runs for, also its name), one {@code sacct} for all; a job
     * neither place has is absent. A {@link SlurmCommandException} when accounting is configured but does not answer.
     */
    Map<Long, SlurmJob> find(Map<Long, String> jobs) {
        Map<Long, SlurmJob> found = new HashMap<>();
        if (accounting) {
            slurm.accountedJobs(jobs.keySet(), user).forEach(j -> found.put(j.id(), j));
        }
        jobs.forEach((id, name) -> {
            if (found.get(id) == null || !found.get(id).ended()) {
                completions.find(Optional.of(id), name).ifPresent(j -> found.put(id, j));
            }
        });
        return found;
    }

    /**
     * The latest job named {@code name}, leaving out the jobs {@code except} (the provider cancelled them itself for
     * a re-plan). A {@link SlurmCommandException} when accounting is configured but does not answer.
     */
    Optional<SlurmJob> named(String name, Set<Long> except) {
        Optional<SlurmJob> accounted = accounting ? latest(slurm.accountedJobsNamed(Set.of(name), user), except)
                : Optional.empty();
        if (accounted.isEmpty()) {
            return completions.find(Optional.empty(), name, except);
        }
        return accounted.get().ended() ? accounted
                : completions.find(Optional.of(accounted.get().id()), name).or(() -> accounted);
    }

    private static Optional<SlurmJob> latest(Collection<SlurmJob> jobs, Set<Long> except) {
        return jobs.stream().filter(j -> !except.contains(j.id())).max(Comparator.comparingLong(SlurmJob::id));
    }
}
