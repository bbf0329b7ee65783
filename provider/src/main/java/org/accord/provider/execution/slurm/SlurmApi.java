package org.accord.provider.execution.slurm;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The way the {@link SlurmBackend} reaches Slurm (setting {@code slurm.api}): Slurm's commands ({@link SlurmCommands},
 * the default) or slurmrestd's REST API ({@link SlurmRest}). Both give the same typed answers and the same failures:
 * a {@link SlurmCommandException} naming what was asked (a command line, or a method and URL) and Slurm's message,
 * and the more specific {@link SlurmUnreachableException} when Slurm could not be reached (slurmctld stopped,
 * slurmrestd down, a token refused), which the backend retries on its next poll.
 *
 * <p>Not sealed: the restart-corner tests wrap an implementation to stop the provider at a chosen call.
 */
public interface SlurmApi {

    /** Where requests go, for messages: {@code Slurm's commands} or {@code slurmrestd at URL}. */
    String describe();

    /**
     * The Slurm release, detected on the first call of any method and kept; a release or API version Accord does
     * not read is a {@link SlurmCommandException} naming it and what is supported.
     */
    SlurmRelease release();

    /** What is read, in words (e.g. {@code data_parser v0.0.44 (pinned)}), for the start-up line. */
    String layout();

    /** Every node Slurm knows. */
    List<SlurmNode> nodes();

    /** The nodes of {@code partition}. */
    default List<SlurmNode> nodes(String partition) {
        return nodes().stream().filter(n -> n.inPartition(partition)).toList();
    }

    /**
     * The jobs of these ids, all of {@code user}, that Slurm still lists (pending, running, or ended within
     * {@code MinJobAge}); a job Slurm has forgotten is absent.
     */
    List<SlurmJob> jobs(Collection<Long> ids, Optional<String> user);

    /** The jobs of {@code user} that Slurm still lists whose name or comment is one of {@code names}. */
    List<SlurmJob> jobsNamed(Collection<String> names, Optional<String> user);

    /** The job completion log Slurm writes ({@code JobCompType=jobcomp/filetxt}), where it can be known; else empty. */
    Optional<Path> completionLog();

    /**
     * Whether Slurm keeps job accounting that {@link #accountedJobs} reads ({@code AccountingStorageType} is not
     * {@code accounting_storage/none}: slurmdbd is configured); false where it cannot be known.
     */
    boolean accounting();

    /**
     * The jobs of these ids, all of {@code user}, as Slurm's accounting records them ({@code sacct}), ended or not,
     * long after {@code squeue} has forgotten them; empty without accounting. A failure (slurmdbd not answering) is a
     * {@link SlurmCommandException}.
     */
    List<SlurmJob> accountedJobs(Collection<Long> ids, Optional<String> user);

    /** The jobs of {@code user} named one of {@code names}, as Slurm's accounting records them; empty without it. */
    List<SlurmJob> accountedJobsNamed(Collection<String> names, Optional<String> user);

    /**
     * The user jobs and reservations belong to when {@code slurm.user} is not set: the provider's own user for the
     * commands, the token's user for slurmrestd.
     */
    String defaultUser();

    /** Submits a batch job; returns Slurm's job id. */
    long submit(JobSubmission job);

    /** Cancels a job; a job that has already ended, or that Slurm no longer knows, is left as it is. */
    void cancel(long jobId);

    /** Creates an advance reservation. */
    void createReservation(ReservationRequest request);

    /**
     * Moves or resizes an existing reservation to {@code request}'s window and cores: a window alone is updated in
     * place; a new core count (Slurm cannot change a core-based reservation's cores) deletes it and creates it
     * again under the same name; a reservation that no longer exists is created. A reservation of the same cores
     * that has already started keeps its window: Slurm refuses to move it ("Reservation already started"), and a
     * job submitted into it starts at once.
     */
    default void updateReservation(ReservationRequest request) {
        Optional<SlurmReservation> current = reservation(request.name());
        if (current.isPresent() && current.get().cores() == request.cores()) {
            if (current.get().start().isAfter(Instant.now())) {
                moveReservation(request);
            }
            return;
        }
        current.ifPresent(r -> deleteReservation(r.name()));
        createReservation(request);
    }

    /** Moves an existing reservation to {@code request}'s window (its cores unchanged). */
    void moveReservation(ReservationRequest request);

    /** Deletes a reservation; returns false when Slurm has none of that name. */
    boolean deleteReservation(String name);

    /** Every advance reservation. */
    List<SlurmReservation> reservations();

    /** Ends what the access keeps open between calls (a long-lived process); a later call opens it again. */
    default void close() {
    }

    /** The reservation of this name, if Slurm has one. */
    default Optional<SlurmReservation> reservation(String name) {
        return reservations().stream().filter(r -> r.name().equals(name)).findFirst();
    }
}
