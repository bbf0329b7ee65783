package org.accord.provider.execution.slurm;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A batch job to hand to {@code sbatch --parsable}.
 *
 * @param name             the job name ({@code --job-name}); Accord uses the agreement id
 * @param comment          the job comment ({@code --comment}); Accord uses the agreement id
 * @param partition        the partition; empty for Slurm's default
 * @param cpus             cores to allocate ({@code --ntasks}, one core each)
 * @param timeLimit        the time limit ({@code --time}); Slurm counts whole minutes, so it is rounded up
 * @param deadline         Slurm removes the job if it cannot end before this instant ({@code --deadline})
 * @param reservation      the advance reservation to run in ({@code --reservation})
 * @param account          the account to charge ({@code --account}); empty for the user's default
 * @param user             the user the job runs as ({@code --uid}, only when Accord runs as root); empty for Accord's own
 * @param workingDirectory where the script starts ({@code --chdir}) and its output file goes
 * @param script           the batch script, fed to sbatch on its standard input
 */
public record JobSubmission(String name, String comment, Optional<String> partition, int cpus, Duration timeLimit,
        Optional<Instant> deadline, Optional<String> reservation, Optional<String> account, Optional<String> user,
        String workingDirectory, String script) {

    public JobSubmission {
        Objects.requireNonNull(name, "job name");
        Objects.requireNonNull(comment, "job comment");
        Objects.requireNonNull(partition, "partition");
        Objects.requireNonNull(deadline, "deadline");
        Objects.requireNonNull(reservation, "reservation");
        Objects.requireNonNull(account, "account");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(workingDirectory, "working directory");
        Objects.requireNonNull(script, "script");
        if (cpus < 1) {
            throw new IllegalArgumentException("job " + name + " needs at least one CPU: " + cpus);
        }
        if (timeLimit.isNegative() || timeLimit.isZero()) {
            throw new IllegalArgumentException("job " + name + " needs a positive time limit: " + timeLimit);
        }
        if (!script.startsWith("#!")) {
            throw new IllegalArgumentException("job " + name + ": a batch script must start with '#!'");
        }
    }

    /** The same job, to run inside the advance reservation {@code name}. */
    public JobSubmission inReservation(String name) {
        return new JobSubmission(this.name, comment, partition, cpus, timeLimit, deadline, Optional.of(name), account,
                user, workingDirectory, script);
    }

    /** The time limit in Slurm's whole minutes, rounded up. */
    public long timeLimitMinutes() {
        return Math.max(1, (timeLimit.toSeconds() + 59) / 60);
    }
}
