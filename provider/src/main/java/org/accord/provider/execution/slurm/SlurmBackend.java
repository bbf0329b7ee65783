package org.accord.provider.execution.slurm;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.accord.provider.clock.ExecutionClock;
import org.accord.provider.clock.ScaledClock;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsException;
import org.accord.provider.config.SlurmSettings;
import org.accord.provider.execution.Capacity;
import org.accord.provider.execution.ComputeNode;
import org.accord.provider.execution.ExecutionBackend;
import org.accord.provider.execution.ExecutionEvent;
import org.accord.provider.execution.ExecutionForecast;
import org.accord.provider.execution.ExecutionListener;
import org.accord.provider.execution.Work;

/**
 * The {@code slurm} backend: admitted agreements run as real Slurm jobs.
 *
 * <ul>
 *   <li><b>Capacity</b>: the usable nodes of the partition ({@code sinfo --json}) with their CPUs, read at start
 *       and on every poll. Each CPU is one node of the provider's record ({@code n1/cpu0 .. n1/cpu3}): the record
 *       places one process per node, and Slurm gives each job whole cores, so a job of p CPUs takes p free
 *       cores, as Slurm will run it; which cores Slurm picks is Slurm's choice (jobs are not pinned). a node that goes DOWN, DRAIN, FAIL (see {@link SlurmNode#usable}) leaves the
 *       capacity and the provider rebuilds its record on the rest, so offers that no longer fit are countered or
 *       rejected. (If admitted work still sits on such a node, the provider keeps its previous record.)</li>
 *   <li><b>Deadline SLAs</b>: one batch job per agreement, named and commented with the agreement id, with the
 *       agreed CPUs, a time limit of the agreed run time (Slurm rounds up to whole minutes) and
 *       {@code --deadline} = the agreement's latest finish plus that rounding, so Slurm drops a job that can no
 *       longer end in time (state DEADLINE).</li>
 *   <li><b>Reservation SLAs</b>: an advance reservation named after the agreement for the planned window and
 *       CPUs (at least one minute, Slurm's time-limit granularity), and the job submitted into it at once; Slurm
 *       starts it when the reservation opens (T_S), so nothing waits on a provider timer. A re-plan moves the
 *       reservation (a new CPU count re-creates it: Slurm 22.05 cannot resize a core reservation) and
 *       resubmits a job that has not started. The reservation is deleted when the job ends or the agreement is
 *       terminated.</li>
 *   <li><b>Monitoring</b>: every {@code slurm.poll.seconds}, {@code squeue --json --states=all}; a job's real start
 *       is reported as Started, its real end as Finished when it ended COMPLETED with exit code 0, else as
 *       Failed naming Slurm's state, reason and exit code (FAILED, TIMEOUT, DEADLINE, NODE_FAIL, CANCELLED by
 *       someone else, ...), which the provider turns into Violated guarantees.</li>
 *   <li><b>Restart</b>: {@link #start} looks each live agreement up among Slurm's jobs by comment (= agreement
 *       id) and adopts the newest; only an agreement with no job is submitted, so nothing runs twice. Jobs that
 *       ended while the provider was down are evaluated from {@code squeue --states=all}, which lists them for
 *       Slurm's {@code MinJobAge} (300 s by default; sites running a long-down provider should raise it). A
 *       live agreement whose job Slurm no longer lists and whose latest finish has passed is reported Failed.</li>
 *   <li><b>Slurm unreachable</b>: admitted work is queued and submitted (and events reported, with Slurm's real
 *       times) as soon as slurmctld answers again; the provider keeps answering reads meanwhile. An agreement
 *       admitted during the outage whose job can then no longer end in time is ended DEADLINE by Slurm and so
 *       Violated: the provider does not promise more than Slurm delivers.</li>
 * </ul>
 *
 * <p>Admission policies: Slurm gives each job whole cores for itself. The proportional-share policies
 * ({@code librasla}, {@code libra}, {@code edd}) promise a job a fraction of a node's processor time, which
 * Slurm cannot deliver, so this backend refuses them at start with a message; the space-shared policies
 * ({@code fcfs}, {@code greedy-backfilling}) accept a job only onto free processors, which is what Slurm runs.
 *
 * <p>Every Slurm command runs on the backend's own thread, so the provider's calls return at once.
 */
public final class SlurmBackend implements ExecutionBackend {
    /** The backend's name (setting {@code backend}). */
    public static final String NAME = "slurm";
    /** Admission policies that share a processor between jobs, which Slurm's exclusive cores cannot honour. */
    static final Set<String> SHARING_POLICIES = Set.of("librasla", "libra", "edd");
    private static final Logger LOG = LoggerFactory.getLogger(SlurmBackend.class);
    private final SlurmCommands slurm;
    private final SlurmSettings settings;
    private final JobScripts scripts;
    private final ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "slurm-backend");
        thread.setDaemon(true);
        return thread;
    });
    private final Map<String, Tracked> tracked = new ConcurrentHashMap<>();
    private volatile ExecutionListener listener;
    private volatile Capacity capacity;
    private volatile boolean reachable = true;
    /** The clock this backend made, closed with it. */
    private volatile ExecutionClock clock;

    /** @param jobsDir where jobs start when their description names no working directory */
    public SlurmBackend(SlurmCommands slurm, SlurmSettings settings, java.nio.file.Path jobsDir) {
        this.slurm = slurm;
        this.settings = settings;
        this.scripts = new JobScripts(jobsDir);
    }

    /** The backend the settings describe; refuses a proportional-share admission policy. */
    public static SlurmBackend of(ProviderSettings settings) {
        if (SHARING_POLICIES.contains(settings.admissionPolicy())) {
            throw SettingsException.badValue(Setting.ADMISSION_POLICY, settings.admissionPolicy(),
                    "shares a node's processors between jobs, which Slurm (whole cores per job) cannot deliver; "
                            + "with backend=slurm use fcfs or greedy-backfilling");
        }
        SlurmSettings slurm = settings.slurm();
        return new SlurmBackend(new SlurmCommands(slurm.conf(),
                Duration.ofMillis(Math.round(slurm.commandTimeoutSeconds() * 1000))), slurm,
                slurm.jobsDir().orElse(settings.dataDir().resolve("slurm-jobs")));
    }

    @Override
    public String name() {
        return NAME;
    }

    /** Reads the partition's usable nodes; Slurm must answer at start. */
    @Override
    public synchronized Capacity capacity() {
        if (capacity == null) {
            capacity = readCapacity().orElseThrow(() -> new SlurmCommandException(List.of("sinfo", "--json"),
                    "no usable node in " + partitionName()));
            LOG.info("slurm backend: {} has {} CPUs usable: {}", new Object[] {
                    partitionName(), capacity.totalCpus(), perNode(capacity)});
        }
        return capacity;
    }

    /** Wall-clock time: the clock's seconds are Unix seconds, as Slurm's. */
    @Override
    public ExecutionClock clock(double resumeAt) {
        ExecutionClock made = new ScaledClock(1, System.currentTimeMillis() / 1000.0);
        clock = made;
        return made;
    }

    @Override
    public void start(List<Work> live, ExecutionForecast forecast, ExecutionListener listener) {
        this.listener = listener;
        live.forEach(w -> tracked.put(w.agreementId(), new Tracked(w)));
        worker.execute(this::reconcile);
        long period = Math.max(100, Math.round(settings.pollSeconds() * 1000));
        worker.scheduleWithFixedDelay(this::poll, period, period, TimeUnit.MILLISECONDS);
    }

    @Override
    public void admitted(Work work) {
        Tracked t = new Tracked(work);
        tracked.put(work.agreementId(), t);
        worker.execute(() -> submit(t));
    }

    /**
     * A re-planned reservation that has not started: a new CPU count cancels its queued job and re-creates the
     * reservation (Slurm 22.05 cannot resize a core reservation) before submitting again; a new window alone
     * moves the reservation ({@code scontrol update reservation}) under the queued job. Started work stays.
     */
    @Override
    public void replanned(Work work) {
        worker.execute(() -> guarded("re-plan " + work.agreementId(), () -> {
            Tracked t = tracked.get(work.agreementId());
            if (t == null || t.ended || t.startReported) {
                return;
            }
            boolean resized = t.work.cpus() != work.cpus();
            t.work = work;
            if (t.jobId.isPresent() && resized) {
                slurm.cancel(t.jobId.get());
                t.jobId = Optional.empty();
            }
            if (t.jobId.isPresent() && work.kind() == org.accord.provider.admission.SlaKind.RESERVATION) {
                slurm.updateReservation(reservationFor(work, scripts.submission(work, settings)));
            }
            submit(t);
        }));
    }

    @Override
    public void withdrawn(String agreementId) {
        worker.execute(() -> {
            Tracked t = tracked.remove(agreementId);
            if (t != null) {
                t.ended = true;
                t.jobId.ifPresent(slurm::cancel);
            }
            slurm.deleteReservation(agreementId);
        });
    }

    /** True when the last Slurm command reached slurmctld. */
    public boolean reachable() {
        return reachable;
    }

    @Override
    public void close() {
        worker.shutdownNow();
        try {
            worker.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        ExecutionClock made = clock;
        if (made != null) {
            made.close();
        }
    }

    /** Adopts the jobs Slurm already runs for live agreements; submits only for those without one. */
    private void reconcile() {
        guarded("reconcile", () -> {
            List<SlurmJob> jobs = slurm.jobs();
            for (Tracked t : tracked.values()) {
                jobs.stream().filter(j -> j.comment().equals(t.work.agreementId()))
                        .max((a, b) -> Long.compare(a.id(), b.id())).ifPresent(j -> t.jobId = Optional.of(j.id()));
                if (t.jobId.isEmpty() && t.work.deadline().isBefore(Instant.now())) {
                    t.ended = true;
                    report(new ExecutionEvent.Failed(t.work.agreementId(), t.work.deadline(), "Slurm lists no job for "
                            + "the agreement and its latest finish has passed (ended while the provider was down, "
                            + "longer ago than Slurm's MinJobAge, or never submitted)"));
                }
            }
            LOG.info("slurm backend: reconciled {} live agreements with Slurm's {} jobs",
                    new Object[] {tracked.size(), jobs.size()});
        });
        poll();
    }

    private void submit(Tracked t) {
        if (t.ended || t.jobId.isPresent()) {
            return;
        }
        guarded("submit " + t.work.agreementId(), () -> {
            try {
                submitNow(t);
            } catch (SlurmUnreachableException e) {
                throw e;
            } catch (RuntimeException e) {
                t.ended = true;
                report(new ExecutionEvent.Failed(t.work.agreementId(), Instant.now(), "Slurm refused the work: "
                        + e.getMessage()));
            }
        });
    }

    private void submitNow(Tracked t) {
        {
            Work work = t.work;
            JobSubmission job = scripts.submission(work, settings);
            Optional<String> reservation = Optional.empty();
            if (work.kind() == org.accord.provider.admission.SlaKind.RESERVATION) {
                ReservationRequest request = reservationFor(work, job);
                slurm.updateReservation(request);
                reservation = Optional.of(request.name());
            }
            t.jobId = Optional.of(slurm.submit(reservation.map(job::inReservation).orElse(job)));
        }
    }

    /** The planned window and CPUs, at least one of Slurm's minutes long so the job's time limit fits. */
    private ReservationRequest reservationFor(Work work, JobSubmission job) {
        Instant start = work.plannedStart().isBefore(Instant.now()) ? Instant.now().plusSeconds(1) : work.plannedStart();
        start = start.plusMillis(999).truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
        Instant end = start.plusSeconds(job.timeLimitMinutes() * 60);
        if (work.plannedFinish().isAfter(end)) {
            end = work.plannedFinish();
        }
        return new ReservationRequest(work.agreementId(), start, end, work.cpus(), settings.partition(),
                settings.user().orElse(System.getProperty("user.name")));
    }

    private void poll() {
        guarded("poll", () -> {
            tracked.values().stream().filter(t -> !t.ended && t.jobId.isEmpty()).forEach(this::submit);
            List<SlurmJob> jobs = slurm.jobs();
            for (Tracked t : tracked.values()) {
                t.jobId.flatMap(id -> jobs.stream().filter(j -> j.id() == id).findFirst()).ifPresent(j -> observe(t, j));
            }
            tracked.values().removeIf(t -> t.ended);
            readCapacity().filter(c -> !c.equals(capacity)).ifPresent(this::capacityChanged);
        });
    }

    private void observe(Tracked t, SlurmJob job) {
        String id = t.work.agreementId();
        if (!t.startReported && job.startTime().isPresent() && (job.running() || job.ended())) {
            t.startReported = true;
            report(new ExecutionEvent.Started(id, job.startTime().get()));
        }
        if (job.ended()) {
            t.ended = true;
            Instant end = job.endTime().orElse(Instant.now());
            report(job.succeeded() ? new ExecutionEvent.Finished(id, end) : new ExecutionEvent.Failed(id, end, job.failure()));
            if (!job.reservation().isEmpty()) {
                slurm.deleteReservation(job.reservation());
            }
        }
    }

    private void capacityChanged(Capacity next) {
        LOG.info("slurm backend: {} now has {} CPUs usable (was {}): {}", new Object[] {
                partitionName(), next.totalCpus(), capacity.totalCpus(), perNode(next)});
        capacity = next;
        report(next);
    }

    private Optional<Capacity> readCapacity() {
        List<SlurmNode> nodes = settings.partition().map(slurm::nodes).orElseGet(slurm::nodes);
        List<ComputeNode> usable = nodes.stream().filter(SlurmNode::usable)
                .flatMap(n -> java.util.stream.IntStream.range(0, n.cpus()).mapToObj(i -> new ComputeNode(n.name() + "/cpu" + i, 1)))
                .toList();
        return usable.isEmpty() ? Optional.empty() : Optional.of(new Capacity(usable));
    }

    /** The Slurm nodes behind a capacity of CPU slots, e.g. {@code {n1=8, n2=8}}. */
    private static Map<String, Long> perNode(Capacity capacity) {
        return capacity.nodes().stream().collect(java.util.stream.Collectors.groupingBy(
                n -> n.name().substring(0, n.name().lastIndexOf("/cpu")), java.util.TreeMap::new,
                java.util.stream.Collectors.counting()));
    }

    private void report(ExecutionEvent event) {
        ExecutionListener l = listener;
        if (l != null) {
            l.on(event);
        }
    }

    private void report(Capacity next) {
        ExecutionListener l = listener;
        if (l != null) {
            l.capacityChanged(next);
        }
    }

    private String partitionName() {
        return settings.partition().map(p -> "partition " + p).orElse("the cluster");
    }

    /** Runs one step; an unreachable controller is logged once per outage and retried by the next poll. */
    private void guarded(String what, Runnable step) {
        try {
            step.run();
            if (!reachable) {
                LOG.info("slurm backend: slurmctld answers again; catching up");
            }
            reachable = true;
        } catch (SlurmUnreachableException e) {
            if (reachable) {
                LOG.warn("slurm backend: slurmctld unreachable during " + what
                        + "; admitted work is queued until it answers: " + e.getMessage());
            }
            reachable = false;
        } catch (RuntimeException e) {
            if (!worker.isShutdown()) {
                LOG.warn("slurm backend: " + what + " failed: " + e.getMessage(), e);
            }
        }
    }

    /** What the backend knows of one agreement's work; touched only on the worker thread (start() aside). */
    private static final class Tracked {
        volatile Work work;
        volatile Optional<Long> jobId = Optional.empty();
        volatile boolean startReported;
        volatile boolean ended;

        Tracked(Work work) {
            this.work = work;
        }
    }
}
