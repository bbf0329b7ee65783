package org.accord.provider.execution.slurm;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One job as {@code squeue --json --states=all} reports it (running, pending, and finished within Slurm's
 * {@code MinJobAge}).
 *
 * @param id          Slurm's job id
 * @param name        the job name ({@code --job-name})
 * @param comment     the job comment ({@code --comment})
 * @param state       Slurm's job state, upper case ({@code PENDING}, {@code RUNNING}, {@code COMPLETED}, ...)
 * @param reason      Slurm's state reason ({@code None}, {@code NonZeroExitCode}, {@code DeadLine}, ...)
 * @param startTime   when it started; empty while pending (Slurm's estimate is not a start)
 * @param endTime     when it ended; empty until it has (Slurm's projected end is not an end)
 * @param exitStatus  the batch script's wait status as Slurm reports it (the exit code times 256 plus the signal)
 * @param reservation the advance reservation it runs in, empty when none
 * @param cpus        CPUs allocated (or requested, while pending)
 */
public record SlurmJob(long id, String name, String comment, String state, String reason, Optional<Instant> startTime,
        Optional<Instant> endTime, int exitStatus, String reservation, int cpus) {
    private static final Set<String> ACTIVE = Set.of("PENDING", "CONFIGURING", "RUNNING", "COMPLETING", "SUSPENDED",
            "REQUEUED", "REQUEUE_FED", "REQUEUE_HOLD", "RESIZING", "SIGNALING", "STAGE_OUT", "STOPPED");

    public SlurmJob {
        Objects.requireNonNull(name, "job name");
        Objects.requireNonNull(comment, "job comment");
        Objects.requireNonNull(state, "job state");
        Objects.requireNonNull(reason, "job state reason");
        Objects.requireNonNull(startTime, "start time");
        Objects.requireNonNull(endTime, "end time");
        Objects.requireNonNull(reservation, "reservation");
    }

    /** The same job, ended at {@code end}. */
    SlurmJob endingAt(Optional<Instant> end) {
        return new SlurmJob(id, name, comment, state, reason, startTime, end, exitStatus, reservation, cpus);
    }

    /** True once the job has ended, whatever the outcome. */
    public boolean ended() {
        return !ACTIVE.contains(state);
    }

    /** True when it is running (or finishing its epilogue). */
    public boolean running() {
        return state.equals("RUNNING") || state.equals("COMPLETING");
    }

    /** True when it ended by itself with exit code 0. */
    public boolean succeeded() {
        return state.equals("COMPLETED") && exitStatus == 0;
    }

    /** The script's exit code (0-255) when it exited, else -1. */
    public int exitCode() {
        return (exitStatus & 0x7f) == 0 ? (exitStatus >> 8) & 0xff : -1;
    }

    /** Why a job that ended did not succeed, in words naming Slurm's state, reason and exit code. */
    public String failure() {
        String code = exitCode() >= 0 ? "exit code " + exitCode() : "signal " + (exitStatus & 0x7f);
        return "Slurm job " + id + " ended " + state + " (reason " + reason + ", " + code + ")";
    }
}
