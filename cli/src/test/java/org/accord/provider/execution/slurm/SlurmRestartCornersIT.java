package org.accord.provider.execution.slurm;

import static org.accord.provider.execution.slurm.DyingSlurm.call;
import static org.accord.provider.execution.slurm.SlurmBackendIT.await;
import static org.accord.provider.execution.slurm.SlurmBackendIT.reservationOffer;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.accord.agreement.AgreementState;
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTermState;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.agreement.AgreementView;
import org.accord.provider.execution.slurm.DyingSlurm.When;
import org.accord.provider.intake.CheckedOffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The restart corners of a reservation (hpc-job) agreement on the slurm backend, on the real shared cluster: the
 * provider "dies" at a chosen Slurm call ({@link DyingSlurm}: before or after the call reached Slurm; nothing more is
 * done or recorded from then on), and a new provider opens on the same store and data directory. What Slurm then
 * holds is checked: the agreement has exactly one live job, in its reservation of the planned cores, and its outcome
 * is judged on Slurm's real times. The backend submits a reservation agreement's work as: create (or update) the
 * reservation, record {@code submitting}, {@code sbatch}, record {@code submitted JOB}; a re-plan that changes the CPU
 * count records the old job as replaced, cancels it and submits again.
 */
@ExtendWith({SlurmRequired.class, SharedSlurmCluster.class})
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock(providers = OnPartition.Locks.class)
class SlurmRestartCornersIT {
    private static final Duration DEATH = Duration.ofSeconds(60);
    @TempDir
    Path dir;
    LocalSlurmCluster cluster;
    /** The test's partition ({@link OnPartition}), with 4 of its CPUs for reservations. */
    private String partition;
    private RestartingProvider provider;
    private DyingSlurm slurm;
    private final List<String> agreements = new ArrayList<>();

    @BeforeEach
    void shareCluster(LocalSlurmCluster shared, TestInfo test) {
        cluster = shared;
        partition = test.getTestMethod().orElseThrow().getAnnotation(OnPartition.class).value();
    }

    /** Leaves the partition as it was found: the provider closed, every job cancelled, every reservation deleted. */
    @AfterEach
    void cleanUp() {
        close();
        for (String id : agreements) {
            SlurmBackendIT.jobsOf(cluster, id).stream().filter(j -> !j.ended())
                    .forEach(j -> cluster.commands().cancel(j.id()));
            cluster.commands().deleteReservation(id);
        }
    }

    @Test
    @OnPartition(SharedSlurmCluster.CORNERS_RESERVED)
    void aProviderKilledOnceTheReservationExistsButBeforeRecordingTheSubmissionRunsTheJobOnceInItAfterRestart() throws Exception {
        // T_S = now: the reservation has opened by the restart, which submits into it as it is
        open().dieAt(call("createReservation", any -> true), When.AFTER);
        String id = create(reservationOffer("reservation made, nothing recorded", 2, 30, 0, 600));
        slurm.awaitDeath(DEATH);
        assertThat(cluster.commands().reservation(id)).as("the reservation Slurm made before the death").isPresent();
        assertThat(jobsOf(id)).as("no sbatch before the death").isEmpty();
        // the planner starts the reservation on a whole minute; Slurm refuses to move one that has started, so the
        // restart must submit into it as it is
        await(() -> !cluster.commands().reservation(id).orElseThrow().start().isAfter(Instant.now()),
                "the reservation opened", Duration.ofSeconds(90));

        restart();

        // the job sleeps 30 s: it is still listed with its reservation, which is deleted once it ends
        await(() -> jobsOf(id).size() == 1 && jobsOf(id).get(0).running(), "one job running after the restart",
                Duration.ofSeconds(60));
        assertThat(onlyJob(id).reservation()).as("the one job runs in the agreement's reservation").isEqualTo(id);
        assertThat(onlyJob(id).cpus()).isEqualTo(2);
        AgreementStatus done = awaitComplete(id);
        assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertThat(onlyJob(id).state()).isEqualTo("COMPLETED");
        await(() -> cluster.commands().reservation(id).isEmpty(), "the reservation deleted on completion");
    }

    @Test
    @OnPartition(SharedSlurmCluster.CORNERS)
    void aProviderKilledAsSbatchWasAboutToRunSubmitsTheJobOnceIntoItsWaitingReservationAfterRestart() throws Exception {
        // T_S = 120 s: the reservation has not opened when the provider restarts, so no job can have run in it
        open().dieAt(call("submit", any -> true), When.BEFORE);
        String id = create(reservationOffer("recorded as submitting, sbatch never ran", 2, 60, 120, 900));
        slurm.awaitDeath(DEATH);
        SlurmReservation reservation = cluster.commands().reservation(id).orElseThrow();
        assertThat(jobsOf(id)).as("sbatch never ran").isEmpty();

        restart();

        await(() -> jobsOf(id).size() == 1, "one job submitted after the restart");
        SlurmJob job = onlyJob(id);
        assertThat(job.reservation()).isEqualTo(id);
        assertThat(job.cpus()).isEqualTo(2);
        assertThat(job.ended()).as("it waits for its reservation").isFalse();
        assertThat(cluster.commands().reservation(id)).as("the reservation as it was made before the death")
                .get().usingRecursiveComparison().ignoringFields("state").isEqualTo(reservation);
        awaitPolls(3);
        assertThat(service().status("alice", id).state()).isEqualTo(AgreementState.OBSERVED);
        assertThat(jobsOf(id)).as("submitted once").hasSize(1);
    }

    @Test
    @OnPartition(SharedSlurmCluster.CORNERS)
    void aProviderKilledAfterSbatchButBeforeRecordingItsJobIdAdoptsThatJobAfterRestart() throws Exception {
        open().dieAt(call("submit", any -> true), When.AFTER);
        String id = create(reservationOffer("sbatch ran, its answer lost", 2, 10, 0, 600));
        slurm.awaitDeath(DEATH);
        long submitted = onlyJob(id).id();

        restart();

        AgreementStatus done = awaitComplete(id);
        assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertThat(onlyJob(id).id()).as("the job sbatch made before the death, found by name").isEqualTo(submitted);
        assertThat(onlyJob(id).state()).isEqualTo("COMPLETED");
    }

    @Test
    @OnPartition(SharedSlurmCluster.CORNERS_UNSEEN)
    void aReservationJobThatEndsWhileTheProviderIsDownIsJudgedOnSlurmsStartAndEndTimesAfterRestart() throws Exception {
        // the provider dies at its first look at the submitted job: it never learns that the job started
        open().dieAt(call("jobs", any -> true), When.BEFORE);
        String id = create(reservationOffer("runs and ends unseen", 1, 5, 0, 600));
        slurm.awaitDeath(DEATH);
        await(() -> jobsOf(id).size() == 1 && jobsOf(id).get(0).ended(), "the job ended while no provider runs");
        SlurmJob ran = onlyJob(id);
        Instant end = ran.endTime().orElseThrow();
        // restart well after the end, so that an outcome timed at the restart would show
        await(() -> Instant.now().isAfter(end.plusSeconds(5)), "five seconds past the job's end");

        restart();

        AgreementStatus done = awaitComplete(id);
        GuaranteeOutcome guarantee = done.guarantees().get(0);
        assertThat(guarantee.state()).isEqualTo(GuaranteeTermState.FULFILLED);
        AgreementView view = service().view("alice", false, id);
        double finished = view.created().toEpochMilli() / 1000.0 + guarantee.finishTime().getAsDouble();
        assertThat(finished).as("FinishTime is Slurm's end time of the job, not the restart's")
                .isCloseTo(end.getEpochSecond(), org.assertj.core.data.Offset.offset(1.5));
        assertThat(ran.state()).isEqualTo("COMPLETED");
        assertThat(ran.reservation()).isEqualTo(id);
        await(() -> cluster.commands().reservation(id).isEmpty(), "the reservation deleted once its job's end is known");
        assertThat(jobsOf(id)).as("nothing submitted again").hasSize(1);
    }

    @Test
    @OnPartition(SharedSlurmCluster.CORNERS)
    void aReplanThatRaisesTheCpusStoredButNotYetPassedToSlurmGrowsTheReservationAfterRestart() throws Exception {
        String a = waitingOnTwoCpus();
        // the command thread stops after a deadline job's sbatch, so the re-plan queued behind it never runs
        slurm.dieAt(call("submit", job -> ((JobSubmission) job).reservation().isEmpty()), When.AFTER);
        create(SlurmBackendIT.offer("holds the command thread", 1, 2, 120, ""));
        grow(a);
        assertThat(cluster.commands().reservation(a).orElseThrow().cores()).as("Slurm still has the 2-core plan")
                .isEqualTo(2);
        assertThat(jobsOf(a)).filteredOn(j -> !j.ended()).hasSize(1);

        restart();

        awaitGrown(a);
    }

    @Test
    @OnPartition(SharedSlurmCluster.CORNERS)
    void aReplanThatRaisesTheCpusKilledBeforeCancellingTheOldJobCancelsItAndGrowsTheReservationAfterRestart()
            throws Exception {
        String a = waitingOnTwoCpus();
        long first = onlyJob(a).id();
        slurm.dieAt(call("cancel", job -> job.equals(first)), When.BEFORE);
        grow(a);
        assertThat(onlyJob(a).ended()).as("the 2-CPU job not cancelled yet").isFalse();

        restart();

        awaitGrown(a);
    }

    @Test
    @OnPartition(SharedSlurmCluster.CORNERS)
    void aReplanThatRaisesTheCpusKilledAfterCancellingTheOldJobSubmitsTheGrownJobAfterRestartAndIsNotViolated()
            throws Exception {
        String a = waitingOnTwoCpus();
        long first = onlyJob(a).id();
        slurm.dieAt(call("cancel", job -> job.equals(first)), When.AFTER);
        grow(a);
        await(() -> jobsOf(a).stream().allMatch(j -> j.state().equals("CANCELLED")), "the 2-CPU job cancelled");

        restart();

        awaitGrown(a);
    }

    /**
     * A (2..4 CPUs, t_D = 960 s / N_CPU in [120 s, 720 s]) is planned on 2 CPUs beside B (2 CPUs for 7 minutes in
     * [120 s, 600 s], planned first); then B is terminated. Returns A's id.
     */
    private String waitingOnTwoCpus() {
        open();
        String b = create(reservationOffer("keeps A on two CPUs", 2, 420, 120, 600));
        String a = create(reservationOffer("grows after B leaves", 2, 4, 960, 120, 720));
        await(() -> cluster.commands().reservation(a).isPresent() && jobsOf(a).size() == 1, "A's reservation and job");
        assertThat(cluster.commands().reservation(a).orElseThrow().cores()).as("A beside B").isEqualTo(2);
        service().terminate("alice", b, "makes room");
        await(() -> cluster.commands().reservation(b).isEmpty(), "B's reservation deleted");
        return a;
    }

    /** C (1 CPU, later) arrives: the re-plan gives A all 4 CPUs; the provider dies where it was told to. */
    private void grow(String a) throws InterruptedException {
        create(reservationOffer("arrives later", 1, 60, 800, 1500));
        slurm.awaitDeath(DEATH);
        assertThat(service().view("alice", false, a).allocation().orElseThrow().cpus())
                .as("the stored plan gives A 4 CPUs").isEqualTo(4);
    }

    /** A's reservation holds 4 cores with one live 4-CPU job in it; A stays Observed while the backend polls. */
    private void awaitGrown(String a) {
        await(() -> cluster.commands().reservation(a).map(r -> r.cores() == 4).orElse(false)
                && jobsOf(a).stream().anyMatch(j -> !j.ended()), "A's reservation on 4 cores with a live job");
        assertThat(jobsOf(a)).filteredOn(j -> !j.ended()).singleElement().satisfies(j -> {
            assertThat(j.cpus()).isEqualTo(4);
            assertThat(j.reservation()).isEqualTo(a);
        });
        assertThat(jobsOf(a)).filteredOn(SlurmJob::ended).allMatch(j -> j.state().equals("CANCELLED"));
        awaitPolls(3);
        assertThat(service().status("alice", a).state()).as("an accepted agreement is never dropped")
                .isEqualTo(AgreementState.OBSERVED);
        assertThat(jobsOf(a)).filteredOn(j -> !j.ended()).hasSize(1);
    }

    /** Opens a provider on a new data directory, on the test's partition with 4 of its CPUs for reservations. */
    private DyingSlurm open() {
        provider = new RestartingProvider(cluster, dir.resolve("data"), partition, 4);
        slurm = provider.open();
        return slurm;
    }

    /** Closes the provider that died and opens a new one on its store and data directory. */
    private void restart() {
        slurm = provider.restart();
    }

    private void close() {
        if (provider != null) {
            provider.close();
        }
    }

    private AgreementService service() {
        return provider.service();
    }

    private String create(CheckedOffer offer) {
        String id = service().create("alice", offer).agreementId();
        agreements.add(id);
        return id;
    }

    private AgreementStatus awaitComplete(String id) {
        return provider.awaitComplete(id, Duration.ofSeconds(150));
    }

    /** Waits until the restarted backend has looked at its jobs {@code polls} more times. */
    private void awaitPolls(int polls) {
        int seen = slurm.jobReads();
        await(() -> slurm.jobReads() >= seen + polls, polls + " more polls");
    }

    private List<SlurmJob> jobsOf(String id) {
        return SlurmBackendIT.jobsOf(cluster, id);
    }

    private SlurmJob onlyJob(String id) {
        List<SlurmJob> jobs = jobsOf(id);
        assertThat(jobs).as("Slurm jobs of %s", id).hasSize(1);
        return jobs.get(0);
    }
}
