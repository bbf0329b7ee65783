package org.accord.provider.execution.slurm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Slurm's commands against a real cluster ({@link SharedSlurmCluster}), on a partition of two nodes of its own.
 * The class runs beside the other Slurm tests, its own tests one after another; the one that stops slurmctld
 * has a cluster of its own.
 */
@ExtendWith({SlurmRequired.class, SharedSlurmCluster.class})
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock(providers = OnPartition.Locks.class)
@OnPartition(SharedSlurmCluster.COMMANDS)
class SlurmCommandsIT {
    private static final String PARTITION = SharedSlurmCluster.COMMANDS;
    @TempDir
    Path dir;
    LocalSlurmCluster cluster;
    SlurmCommands slurm;

    @BeforeEach
    void shareCluster(LocalSlurmCluster shared) {
        cluster = shared;
        slurm = cluster.commands();
    }

    @Test
    void readsNodesAndCpusOfThePartition() {
        List<SlurmNode> nodes = slurm.nodes(PARTITION);

        assertThat(cluster.nodes(PARTITION)).hasSize(2);
        assertThat(nodes).extracting(SlurmNode::name).containsExactlyInAnyOrderElementsOf(cluster.nodes(PARTITION));
        assertThat(nodes).allSatisfy(n -> {
            assertThat(n.cpus()).isEqualTo(4);
            assertThat(n.usable()).isTrue();
        });
        assertThat(slurm.nodes("no-such-partition")).isEmpty();
    }

    @Test
    void aDrainedNodeIsNotUsableUntilResumed() {
        String second = cluster.nodes(PARTITION).get(1);
        cluster.drain(second, "accord-test");
        try {
            SlurmNode n2 = node(second);
            assertThat(n2.usable()).isFalse();
            assertThat(n2.describeState()).contains("DRAIN");
            assertThat(n2.reason()).isEqualTo("accord-test");
        } finally {
            cluster.resume(second);
        }
        await(() -> node(second).usable(), second + " back in service");
    }

    @Test
    void aSubmittedJobRunsItsScriptAndReportsRealTimes() throws Exception {
        Path out = dir.resolve("ran.txt");
        Instant before = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        long id = slurm.submit(job("agr-ok", "echo hello > " + out, Optional.empty()));

        SlurmJob done = awaitEnd(id);

        assertThat(done.state()).isEqualTo("COMPLETED");
        assertThat(done.succeeded()).isTrue();
        assertThat(done.name()).isEqualTo("agr-ok");
        assertThat(done.comment()).isEqualTo("agr-ok");
        assertThat(done.cpus()).isEqualTo(2);
        assertThat(done.startTime()).hasValueSatisfying(t -> assertThat(t).isAfterOrEqualTo(before));
        assertThat(done.endTime().orElseThrow()).isAfterOrEqualTo(done.startTime().orElseThrow());
        assertThat(Files.readString(out)).isEqualTo("hello\n");
    }

    @Test
    void aFailingScriptEndsFailedWithItsExitCode() {
        long id = slurm.submit(job("agr-fail", "exit 3", Optional.empty()));

        SlurmJob done = awaitEnd(id);

        assertThat(done.state()).isEqualTo("FAILED");
        assertThat(done.succeeded()).isFalse();
        assertThat(done.exitCode()).isEqualTo(3);
        assertThat(done.failure()).contains("FAILED").contains("exit code 3");
    }

    @Test
    void aJobThatCannotEndBeforeItsDeadlineEndsDeadlineOrIsRefused() {
        JobSubmission late = job("agr-late", "sleep 1", Optional.of(Instant.now().plusSeconds(20)));

        if (slurm.release().major() < 23) {
            // 22.05 accepts it and ends it at once
            assertThat(awaitEnd(slurm.submit(late)).state()).isEqualTo("DEADLINE");
        } else {
            // later releases refuse it at submission
            assertThatThrownBy(() -> slurm.submit(late))
                    .isInstanceOf(SlurmCommandException.class)
                    .isNotInstanceOf(SlurmUnreachableException.class)
                    .hasMessageContaining("Requested time limit is invalid");
        }
    }

    @Test
    void cancellingAJobEndsItCancelledAndCancellingAgainIsHarmless() {
        long id = slurm.submit(job("agr-cancel", "sleep 60", Optional.empty()));
        await(() -> find(id).filter(SlurmJob::running).isPresent(), "job " + id + " running");

        slurm.cancel(id);
        SlurmJob done = awaitEnd(id);
        slurm.cancel(id);

        assertThat(done.state()).isEqualTo("CANCELLED");
    }

    @Test
    void reservationsAreCreatedMovedListedAndDeleted() {
        Instant start = Instant.now().plusSeconds(3600).truncatedTo(ChronoUnit.SECONDS);
        slurm.createReservation(new ReservationRequest("agr-res", start, start.plusSeconds(600), 3,
                Optional.of(PARTITION), "root"));

        SlurmReservation made = slurm.reservation("agr-res").orElseThrow();
        assertThat(made.start()).isEqualTo(start);
        assertThat(made.end()).isEqualTo(start.plusSeconds(600));
        assertThat(made.cores()).isEqualTo(3);

        slurm.updateReservation(new ReservationRequest("agr-res", start.plusSeconds(60), start.plusSeconds(900), 3,
                Optional.of(PARTITION), "root"));
        assertThat(slurm.reservation("agr-res").orElseThrow().end()).isEqualTo(start.plusSeconds(900));
        slurm.updateReservation(new ReservationRequest("agr-res", start.plusSeconds(60), start.plusSeconds(900), 5,
                Optional.of(PARTITION), "root"));
        assertThat(slurm.reservation("agr-res").orElseThrow().cores()).isEqualTo(5);

        assertThat(slurm.deleteReservation("agr-res")).isTrue();
        assertThat(slurm.reservation("agr-res")).isEmpty();
        assertThat(slurm.deleteReservation("agr-res")).isFalse();
    }

    @Test
    void aReservationThatHasStartedKeepsItsWindowAndTakesAJobAtOnce() throws InterruptedException {
        Instant start = Instant.now().truncatedTo(ChronoUnit.SECONDS).plusSeconds(2);
        slurm.createReservation(new ReservationRequest("agr-open", start, start.plusSeconds(60), 2,
                Optional.of(PARTITION), "root"));
        try {
            Thread.sleep(Math.max(0, Duration.between(Instant.now(), start.plusSeconds(2)).toMillis()));
            Instant later = Instant.now().truncatedTo(ChronoUnit.SECONDS).plusSeconds(5);

            slurm.updateReservation(new ReservationRequest("agr-open", later, later.plusSeconds(60), 2,
                    Optional.of(PARTITION), "root"));

            assertThat(slurm.reservation("agr-open").orElseThrow().start()).isEqualTo(start);
            long id = slurm.submit(new JobSubmission("agr-open", "agr-open", Optional.of(PARTITION), 2,
                    Duration.ofMinutes(1), Optional.empty(), Optional.of("agr-open"), Optional.empty(),
                    Optional.empty(), dir.toString(), "#!/bin/sh\nsleep 1\n"));
            SlurmJob done = awaitEnd(id);
            assertThat(done.state()).isEqualTo("COMPLETED");
            assertThat(done.startTime().orElseThrow()).isBefore(later);
        } finally {
            slurm.deleteReservation("agr-open");
        }
    }

    @Test
    void aJobSubmittedIntoAReservationRunsInsideIt() {
        Instant start = Instant.now().truncatedTo(ChronoUnit.SECONDS).plusSeconds(2);
        slurm.createReservation(new ReservationRequest("agr-inside", start, start.plusSeconds(300), 2,
                Optional.of(PARTITION), "root"));
        try {
            long id = slurm.submit(new JobSubmission("agr-inside", "agr-inside", Optional.of(PARTITION), 2,
                    Duration.ofSeconds(30), Optional.empty(), Optional.of("agr-inside"), Optional.empty(),
                    Optional.empty(), dir.toString(), "#!/bin/sh\nsleep 1\n"));
            SlurmJob done = awaitEnd(id);
            assertThat(done.state()).isEqualTo("COMPLETED");
            assertThat(done.reservation()).isEqualTo("agr-inside");
            assertThat(done.startTime().orElseThrow()).isAfterOrEqualTo(start);
        } finally {
            slurm.deleteReservation("agr-inside");
        }
    }

    @Test
    void aRefusedCommandNamesTheCommandAndSlurmsMessage() {
        JobSubmission bad = new JobSubmission("agr-bad", "agr-bad", Optional.of("no-such-partition"), 1, Duration.ofSeconds(10),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), dir.toString(), "#!/bin/sh\ntrue\n");

        assertThatThrownBy(() -> slurm.submit(bad))
                .isInstanceOf(SlurmCommandException.class)
                .isNotInstanceOf(SlurmUnreachableException.class)
                .hasMessageContaining("'sbatch --parsable")
                .hasMessageContaining("invalid partition");
    }

    @Test
    void aStoppedControllerIsUnreachableAndAnswersAgainOnceRestarted() {
        // stopping slurmctld would stop the shared cluster under the other tests: this test has a cluster of its own
        try (LocalSlurmCluster own = LocalSlurmCluster.start(dir.resolve("own-cluster"), 2, SharedSlurmCluster.CPUS_PER_NODE)) {
            SlurmCommands slurm = own.commands();
            own.stopController();
            try {
                assertThatThrownBy(() -> slurm.nodes())
                        .isInstanceOf(SlurmUnreachableException.class)
                        .hasMessageContaining("sinfo --json");
            } finally {
                own.startController();
            }
            await(() -> {
                try {
                    return slurm.nodes().size() == 2;
                } catch (SlurmCommandException e) {
                    return false;
                }
            }, "controller answering again");
        }
    }

    JobSubmission job(String name, String body, Optional<Instant> deadline) {
        return new JobSubmission(name, name, Optional.of(PARTITION), 2, Duration.ofSeconds(60), deadline,
                Optional.empty(), Optional.empty(), Optional.empty(), dir.toString(), "#!/bin/sh\n" + body + "\n");
    }

    SlurmNode node(String name) {
        return slurm.nodes().stream().filter(n -> n.name().equals(name)).findFirst().orElseThrow();
    }

    Optional<SlurmJob> find(long id) {
        return slurm.jobs().stream().filter(j -> j.id() == id).findFirst();
    }

    SlurmJob awaitEnd(long id) {
        await(() -> find(id).filter(SlurmJob::ended).isPresent(), "job " + id + " to end");
        return find(id).orElseThrow();
    }

    static void await(Supplier<Boolean> condition, String what) {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (!condition.get()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what);
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for " + what);
            }
        }
    }
}
