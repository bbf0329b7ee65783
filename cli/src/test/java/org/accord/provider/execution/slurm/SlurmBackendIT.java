package org.accord.provider.execution.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeTermState;
import org.accord.document.Documents;
import org.accord.provider.admission.Assessment;
import org.accord.provider.agreement.AgreementReceipt;
import org.accord.provider.agreement.AgreementService;
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.Setting;
import org.accord.provider.intake.CheckedOffer;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.SettingsLoader;
import org.accord.provider.endpoint.ExecutionBackends;
import org.accord.provider.execution.ExecutionBackend;
import org.accord.provider.health.Health;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.journal.ConfiguredStore;
import org.accord.provider.template.TemplateRegistry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The provider on the slurm backend against a real cluster ({@link SharedSlurmCluster}), each test on a partition
 * of 2 nodes x 4 CPUs: deadline agreements become Slurm jobs and are completed on Slurm's real times. The tests
 * run side by side, those of one partition one after another; the test that stops slurmctld has a cluster of its
 * own.
 */
@ExtendWith({SlurmRequired.class, SharedSlurmCluster.class})
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock(providers = OnPartition.Locks.class)
class SlurmBackendIT {
    @TempDir
    Path dir;
    LocalSlurmCluster cluster;
    private AgreementStore store;
    private AgreementService service;
    private Path data;
    private Health health;

    @BeforeEach
    void shareCluster(LocalSlurmCluster shared) {
        cluster = shared;
    }

    @AfterEach
    void closeProvider() {
        if (service != null) {
            service.close();
            store.close();
            service = null;
        }
    }

    @Test
    @OnPartition(SharedSlurmCluster.BACKEND)
    void aDeadlineAgreementRunsItsApplicationAsASlurmJobAndIsFulfilledOnSlurmsEndTime() throws Exception {
        open(SharedSlurmCluster.BACKEND);
        Path out = dir.resolve("written-by-the-job.txt");
        AgreementReceipt receipt = service.create("alice", offer("writes a file", 2, 2, 120,
                "<accord:Executable>/bin/sh</accord:Executable><accord:Argument>-c</accord:Argument>"
                        + "<accord:Argument>echo \"$GREETING\" &gt; " + out + "; sleep 2</accord:Argument>"
                        + "<accord:Environment name=\"GREETING\">hello from slurm</accord:Environment>"));
        assertThat(receipt.state()).isEqualTo(AgreementState.OBSERVED);

        AgreementStatus done = awaitState(receipt.agreementId(), AgreementState.COMPLETE);

        assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertThat(Files.readString(out)).isEqualTo("hello from slurm\n");
        SlurmJob job = jobOf(receipt.agreementId());
        assertThat(job.state()).isEqualTo("COMPLETED");
        assertThat(job.cpus()).isEqualTo(2);
        double created = job.endTime().orElseThrow().getEpochSecond() - done.guarantees().get(0).finishTime().getAsDouble();
        long start = job.startTime().orElseThrow().getEpochSecond();
        assertThat(created).as("FinishTime is Slurm's end time (whole seconds) in seconds from the agreement's creation")
                .isBetween(start - 30.0, start + 1.0);
    }

    @Test
    @OnPartition(SharedSlurmCluster.BACKEND)
    void aFailingJobMakesTheGuaranteeViolated() {
        open(SharedSlurmCluster.BACKEND);
        AgreementReceipt receipt = service.create("alice", offer("fails", 1, 2, 120,
                "<accord:Executable>/bin/false</accord:Executable>"));

        AgreementStatus done = awaitState(receipt.agreementId(), AgreementState.COMPLETE);

        assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.VIOLATED);
        assertThat(jobOf(receipt.agreementId()).state()).isEqualTo("FAILED");
    }

    @Test
    @OnPartition(SharedSlurmCluster.OVERRUN)
    void aJobThatOverrunsItsDeadlineIsEndedBySlurmAndViolatedWithItsPenalty() {
        open(SharedSlurmCluster.OVERRUN);
        // agreed: 61 s of work, SOFT deadline 90 s, budget 100, penalty 0.01/s; the job runs far longer, so Slurm
        // ends it at its time limit, rounded up to two minutes (TIMEOUT), or at its --deadline (90 s plus that
        // rounding), after the agreed deadline either way. (With one minute of limit and a 60 s deadline, a release
        // that enforces the limit to the second, as 25.11 can, ends the job at the agreed deadline itself.)
        AgreementReceipt receipt = service.create("alice", offer("overruns", 1, 61, 90,
                "<accord:Executable>/bin/sleep</accord:Executable><accord:Argument>300</accord:Argument>"));

        // slurmctld enforces time limits on its periodic check (every 30 s) and kills after KillWait (30 s)
        await(() -> service.status("alice", receipt.agreementId()).state() == AgreementState.COMPLETE,
                "the overrunning agreement Complete", Duration.ofSeconds(270));
        AgreementStatus done = service.status("alice", receipt.agreementId());

        GuaranteeOutcome deadline = done.guarantees().get(0);
        assertThat(deadline.state()).isEqualTo(GuaranteeTermState.VIOLATED);
        assertThat(deadline.delay().getAsDouble()).isPositive();
        assertThat(deadline.value().getAsDouble()).isCloseTo(100 - 0.01 * deadline.delay().getAsDouble(),
                org.assertj.core.data.Offset.offset(1e-6)).isLessThan(100);
        assertThat(jobOf(receipt.agreementId()).state()).isIn("TIMEOUT", "DEADLINE");
    }

    @Test
    @OnPartition(SharedSlurmCluster.BACKEND)
    void terminatingAnAgreementCancelsItsJob() {
        open(SharedSlurmCluster.BACKEND);
        AgreementReceipt receipt = service.create("alice", offer("runs long", 1, 30, 300, ""));
        await(() -> jobsOf(receipt.agreementId()).stream().anyMatch(SlurmJob::running), "its job running");

        service.terminate("alice", receipt.agreementId(), "no longer needed");

        await(() -> jobsOf(receipt.agreementId()).stream().allMatch(j -> j.state().equals("CANCELLED")),
                "its job cancelled");
    }

    @Test
    @OnPartition(SharedSlurmCluster.BACKEND)
    void aRestartedProviderAdoptsTheRunningJobInsteadOfSubmittingAgain() {
        open(SharedSlurmCluster.BACKEND);
        AgreementReceipt receipt = service.create("alice", offer("survives a restart", 1, 4, 120, ""));
        await(() -> !jobsOf(receipt.agreementId()).isEmpty(), "its job submitted");
        service.close();
        store.close();
        service = null;

        reopen(SharedSlurmCluster.BACKEND);

        AgreementStatus done = awaitState(receipt.agreementId(), AgreementState.COMPLETE);
        assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertThat(jobsOf(receipt.agreementId())).hasSize(1);
    }

    @Test
    void workAdmittedWhileSlurmctldIsDownIsSubmittedWhenItReturnsAndReadinessNamesTheOutage() {
        // stopping slurmctld would stop the shared cluster under the other tests: this test has a cluster of its own
        try (LocalSlurmCluster own = LocalSlurmCluster.start(dir.resolve("cluster"),
                SharedSlurmCluster.CPUS_PER_NODE, java.util.Map.of(LocalSlurmCluster.PARTITION, 2), cluster.installation())) {
            try {
                data = dir.resolve("data");
                openWith(settings(own, LocalSlurmCluster.PARTITION, 0));
                assertThat(health.ready().up()).as("ready while slurmctld answers").isTrue();
                own.stopController();
                AgreementReceipt receipt;
                try {
                    receipt = service.create("alice", offer("queued in an outage", 1, 2, 180, ""));
                    assertThat(receipt.state()).isEqualTo(AgreementState.OBSERVED);
                    assertThat(service.status("alice", receipt.agreementId()).state()).isEqualTo(AgreementState.OBSERVED);
                    await(() -> !health.ready().up(), "readiness down while slurmctld is down");
                    assertThat(health.ready().failing()).isEqualTo("execution");
                    assertThat(health.ready().httpStatus()).isEqualTo(503);
                } finally {
                    own.startController();
                }
                await(() -> health.ready().up(), "readiness back once slurmctld answers again");

                AgreementStatus done = awaitState(receipt.agreementId(), AgreementState.COMPLETE);

                assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
                assertThat(jobsOf(own, receipt.agreementId())).hasSize(1);
            } finally {
                closeProvider();
            }
        }
    }

    @Test
    @OnPartition(SharedSlurmCluster.BACKEND)
    void aDrainedNodeLeavesTheCapacityAndAnOfferNeedingItIsNoLongerAdmitted() {
        open(SharedSlurmCluster.BACKEND);
        CheckedOffer wide = offer("needs both nodes", 8, 2, 120, "");
        assertThat(service.assess(wide)).isInstanceOf(Assessment.Admissible.class);
        String second = cluster.nodes(SharedSlurmCluster.BACKEND).get(1);
        cluster.drain(second, "maintenance");
        try {
            await(() -> !(service.assess(wide) instanceof Assessment.Admissible), "an 8-CPU offer refused on 4 CPUs");
        } finally {
            cluster.resume(second);
        }
        await(() -> service.assess(wide) instanceof Assessment.Admissible, "the 8-CPU offer admissible again");
    }

    @Test
    @OnPartition(SharedSlurmCluster.RESERVED)
    void aReservationAgreementGetsAnAdvanceReservationForItsWindowAndCoresWithItsJobInsideAndIsFulfilled() {
        openWithReservationCpus(SharedSlurmCluster.RESERVED, 4);
        long created = java.time.Instant.now().getEpochSecond();
        AgreementReceipt receipt = service.create("alice", reservationOffer("reserved run", 2, 10, 0, 600));
        assertThat(receipt.state()).isEqualTo(AgreementState.OBSERVED);
        String id = receipt.agreementId();

        await(() -> cluster.commands().reservation(id).isPresent() && !jobsOf(id).isEmpty(), "its reservation and job");
        SlurmReservation reservation = cluster.commands().reservation(id).orElseThrow();
        assertThat(reservation.cores()).isEqualTo(2);
        assertThat(reservation.start().getEpochSecond()).as("T_S: no earlier than the creation")
                .isGreaterThanOrEqualTo(created);
        assertThat(reservation.end().getEpochSecond() - reservation.start().getEpochSecond())
                .as("the agreed t_D(2) = 10 s, rounded up to Slurm's whole minutes").isEqualTo(60);
        assertThat(reservation.end().getEpochSecond()).as("T_F").isLessThanOrEqualTo(created + 600 + 2);
        assertThat(jobOf(id).reservation()).isEqualTo(id);

        AgreementStatus done = awaitState(id, AgreementState.COMPLETE);

        assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
        SlurmJob job = jobOf(id);
        assertThat(job.state()).isEqualTo("COMPLETED");
        assertThat(job.cpus()).isEqualTo(2);
        assertThat(job.startTime().orElseThrow()).as("the job ran inside its window")
                .isAfterOrEqualTo(reservation.start());
        await(() -> cluster.commands().reservation(id).isEmpty(), "its reservation deleted on completion");
    }

    @Test
    @OnPartition(SharedSlurmCluster.BACKEND)
    void terminatingAReservationAgreementCancelsItsJobAndDeletesItsReservation() {
        openWithReservationCpus(SharedSlurmCluster.BACKEND, 4);
        // T_S = 120 s: the reservation opens later, so the job is still waiting inside it when terminated
        AgreementReceipt receipt = service.create("alice", reservationOffer("reserved then dropped", 2, 60, 120, 900));
        String id = receipt.agreementId();
        await(() -> cluster.commands().reservation(id).isPresent() && !jobsOf(id).isEmpty(), "its reservation and job");

        service.terminate("alice", id, "no longer needed");

        await(() -> cluster.commands().reservation(id).isEmpty(), "its reservation deleted");
        await(() -> jobsOf(id).stream().allMatch(j -> j.state().equals("CANCELLED")), "its job cancelled");
    }

    @Test
    @OnPartition(SharedSlurmCluster.BACKEND)
    void aReplanThatMovesAWaitingReservationMovesItsSlurmReservation() {
        openWithReservationCpus(SharedSlurmCluster.BACKEND, 4);
        // A: 2..4 CPUs, t_D = 480 s / N_CPU, T_S = 120 s: planned on all 4 reservation CPUs for two minutes
        String a = service.create("alice", reservationOffer("moved by a later offer", 2, 4, 480, 120, 1200))
                .agreementId();
        await(() -> cluster.commands().reservation(a).isPresent() && !jobsOf(a).isEmpty(), "A's reservation and job");
        java.time.Instant planned = cluster.commands().reservation(a).orElseThrow().start();

        // B: all 4 CPUs for a minute inside [120 s, 240 s] (one whole minute fits, whatever the second of creation),
        // where A lies; it plans first (earlier T_F) and A moves behind it
        String b = service.create("alice", reservationOffer("must run first", 4, 4, 240, 120, 240)).agreementId();

        await(() -> cluster.commands().reservation(a).flatMap(ra -> cluster.commands().reservation(b)
                .map(rb -> ra.start().equals(rb.end()))).orElse(false), "A's reservation moved behind B's");
        SlurmReservation moved = cluster.commands().reservation(a).orElseThrow();
        assertThat(moved.start()).isAfter(planned);
        assertThat(moved.cores()).isEqualTo(4);
        assertThat(jobsOf(a)).as("A's job waits in its moved reservation, not submitted again").hasSize(1)
                .allMatch(j -> j.reservation().equals(a) && !j.ended());
        service.terminate("alice", a, "test over");
        service.terminate("alice", b, "test over");
        await(() -> cluster.commands().reservation(a).isEmpty() && cluster.commands().reservation(b).isEmpty(),
                "both reservations deleted");
    }

    @Test
    @OnPartition(SharedSlurmCluster.BACKEND)
    void aReplanThatShrinksAWaitingReservationsCpusCancelsItsJobAndRecreatesTheReservationWithTheJobResubmitted() {
        openWithReservationCpus(SharedSlurmCluster.BACKEND, 4);
        // A: 2..4 CPUs, t_D = 960 s / N_CPU inside [120 s, 720 s] (at least nine of the planner's minute slots):
        // planned on all 4 reservation CPUs for four minutes
        String a = service.create("alice", reservationOffer("shrunk by a later offer", 2, 4, 960, 120, 720))
                .agreementId();
        await(() -> cluster.commands().reservation(a).isPresent() && !jobsOf(a).isEmpty(), "A's reservation and job");
        assertThat(cluster.commands().reservation(a).orElseThrow().cores()).isEqualTo(4);
        long first = jobOf(a).id();

        // B: 2 CPUs for 7 minutes inside [120 s, 600 s], planned first (earlier T_F); what it leaves of A's window
        // holds neither 4 minutes on 4 CPUs nor 6 slots on 3, so both fit only with A on 2 CPUs for 8 minutes
        String b = service.create("alice", reservationOffer("takes half the CPUs", 2, 420, 120, 600)).agreementId();

        // the backend creates B's reservation and re-creates A's in either order: wait for both
        await(() -> cluster.commands().reservation(a).map(r -> r.cores() == 2).orElse(false)
                && jobsOf(a).size() == 2 && cluster.commands().reservation(b).isPresent(),
                "A's reservation re-created on 2 cores with a new job, and B's reservation");
        assertThat(cluster.commands().reservation(b).orElseThrow().cores()).isEqualTo(2);
        SlurmReservation shrunk = cluster.commands().reservation(a).orElseThrow();
        assertThat(shrunk.end().getEpochSecond() - shrunk.start().getEpochSecond())
                .as("t_D(2) = 480 s").isGreaterThanOrEqualTo(480);
        await(() -> jobsOf(a).stream().anyMatch(j -> j.id() == first && j.state().equals("CANCELLED")),
                "A's first job cancelled");
        assertThat(jobsOf(a)).filteredOn(j -> j.id() != first).singleElement()
                .satisfies(j -> {
                    assertThat(j.reservation()).isEqualTo(a);
                    assertThat(j.cpus()).isEqualTo(2);
                    assertThat(j.ended()).isFalse();
                });
        assertThat(service.status("alice", a).state()).as("an accepted agreement is never dropped")
                .isEqualTo(AgreementState.OBSERVED);
        service.terminate("alice", a, "test over");
        service.terminate("alice", b, "test over");
        await(() -> cluster.commands().reservation(a).isEmpty() && cluster.commands().reservation(b).isEmpty(),
                "both reservations deleted");
    }

    /** Opens a provider on a new data directory, on {@code partition}. */
    private void open(String partition) {
        openWithReservationCpus(partition, 0);
    }

    private void openWithReservationCpus(String partition, int cpus) {
        data = dir.resolve("data");
        openWith(settings(partition, cpus));
    }

    /** Opens a provider again on the last one's data directory and partition. */
    private void reopen(String partition) {
        openWith(settings(partition, 0));
    }

    private ProviderSettings settings(String partition, int reservationCpus) {
        return settings(cluster, partition, reservationCpus);
    }

    private ProviderSettings settings(LocalSlurmCluster cluster, String partition, int reservationCpus) {
        return SettingsLoader.fromValues(Map.of(
                // one initiator alone on a small partition: no reserve kept for others (fair share is tested apart)
                Setting.DATA_DIR, data.toString(), Setting.BACKEND, "slurm", Setting.ADMISSION_POLICY, "fcfs",
                Setting.PLANNER_NODES, Integer.toString(reservationCpus),
                Setting.SLURM_CONF, cluster.slurmConf().toString(), Setting.SLURM_PARTITION, partition,
                Setting.SLURM_POLL_SECONDS, "0.5", Setting.SLURM_BIN, binOf(cluster), Setting.FAIRNESS_RESERVE, "0"));
    }

    /** The cluster's command directory for {@code --slurm-bin}; empty for the search path. */
    static String binOf(LocalSlurmCluster cluster) {
        return cluster.installation().bin().map(Object::toString).orElse("");
    }

    private void openWith(ProviderSettings settings) {
        store = ConfiguredStore.open(settings);
        TemplateRegistry templates = TemplateRegistry.builtIn(Documents.standard());
        ExecutionBackend backend = ExecutionBackends.create(settings);
        health = Health.of(store, templates, backend);
        service = AgreementService.open(settings, templates, store, backend);
    }

    /** A librasla-job offer: {@code cpus} CPUs for {@code runSeconds}, deadline {@code deadline} s, running {@code application}. */
    static CheckedOffer offer(String name, int cpus, int runSeconds, int deadline, String application) {
        return Offers.checked(offerXml(name, cpus, runSeconds, deadline, application));
    }

    /** The document of {@link #offer}. */
    static String offerXml(String name, int cpus, int runSeconds, int deadline, String application) {
        String app = application.isEmpty() ? "" : "<accord:Application>" + application + "</accord:Application>";
        return (Offers.librasla(name)
                .replace("<accord:CpuCount>4</accord:CpuCount>", "<accord:CpuCount>" + cpus + "</accord:CpuCount>")
                .replace("<accord:SingleCpuRuntime>28800</accord:SingleCpuRuntime>",
                        "<accord:SingleCpuRuntime>" + (cpus * runSeconds) + "</accord:SingleCpuRuntime>")
                .replace("<accord:ReservedTime>7200</accord:ReservedTime>",
                        "<accord:ReservedTime>" + runSeconds + "</accord:ReservedTime>" + app)
                .replace("14400", Integer.toString(deadline)));
    }

    /**
     * An hpc-job (reservation) offer: exactly {@code cpus} CPUs with t_D = {@code seconds}, T_S =
     * {@code earliestStart} s, T_F = {@code latestFinish} s, running the default job (sleep for t_D).
     */
    static CheckedOffer reservationOffer(String name, int cpus, int seconds, int earliestStart, int latestFinish) {
        return reservationOffer(name, cpus, cpus, cpus * seconds, earliestStart, latestFinish);
    }

    /** The same offer on {@code minCpus..maxCpus} CPUs with t_D(N) = {@code cpuSeconds} / N. */
    static CheckedOffer reservationOffer(String name, int minCpus, int maxCpus, int cpuSeconds, int earliestStart,
            int latestFinish) {
        return Offers.checked(reservationOfferXml(name, minCpus, maxCpus, cpuSeconds, earliestStart, latestFinish));
    }

    /** The document of {@link #reservationOffer(String, int, int, int, int, int)}. */
    static String reservationOfferXml(String name, int minCpus, int maxCpus, int cpuSeconds, int earliestStart,
            int latestFinish) {
        return (Offers.hpc(name)
                .replace("<accord:CpuRange min=\"8\" max=\"32\"/>",
                        "<accord:CpuRange min=\"" + minCpus + "\" max=\"" + maxCpus + "\"/>")
                .replace("name=\"Ncpu\" min=\"8\" max=\"32\"", "name=\"Ncpu\" min=\"" + minCpus + "\" max=\"" + maxCpus + "\"")
                .replace("115200", Integer.toString(cpuSeconds))
                .replace("<accord:EarliestStart>3600", "<accord:EarliestStart>" + earliestStart)
                .replace("name=\"TS\" min=\"3600\" max=\"3600\"",
                        "name=\"TS\" min=\"" + earliestStart + "\" max=\"" + earliestStart + "\"")
                .replace("43200", Integer.toString(latestFinish)));
    }

    private AgreementStatus awaitState(String id, AgreementState state) {
        await(() -> service.status("alice", id).state() == state, "agreement " + id + " " + state);
        return service.status("alice", id);
    }

    List<SlurmJob> jobsOf(String agreementId) {
        return jobsOf(cluster, agreementId);
    }

    static List<SlurmJob> jobsOf(LocalSlurmCluster cluster, String agreementId) {
        return cluster.commands().jobs().stream().filter(j -> j.comment().equals(agreementId)).toList();
    }

    SlurmJob jobOf(String agreementId) {
        List<SlurmJob> jobs = jobsOf(agreementId);
        assertThat(jobs).hasSize(1);
        return jobs.get(0);
    }

    static void await(Supplier<Boolean> condition, String what) {
        await(condition, what, Duration.ofSeconds(90));
    }

    static void await(Supplier<Boolean> condition, String what, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.get()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what);
            }
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for " + what);
            }
        }
    }
}
