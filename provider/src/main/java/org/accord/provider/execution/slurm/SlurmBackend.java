package org.accord.provider.execution.slurm;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.accord.provider.execution.SlaKind;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.accord.provider.clock.ExecutionClock;
import org.accord.provider.clock.ScaledClock;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsException;
import org.accord.provider.config.SlurmSettings;
import org.accord.provider.execution.BackendJob;
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
 *   <li><b>Monitoring</b>: every {@code slurm.poll.seconds}, the provider's own jobs only, each by {@code show job
 *       ID} through one long-lived {@code scontrol} (more than {@link SlurmCommands#ONE_BY_ONE}: one {@code squeue
 *       --states=all --user=USER --jobs=ID,...}); a job just submitted is also followed on its own every
 *       0.1 s until it starts, for up to 5 s; a job's real start
 *       is reported as Started, its real end as Finished when it ended COMPLETED with exit code 0, else as
 *       Failed naming Slurm's state, reason and exit code (FAILED, TIMEOUT, DEADLINE, NODE_FAIL, CANCELLED by
 *       someone else, ...), which the provider turns into Violated guarantees.</li>
 *   <li><b>Restart</b>: {@link #start} follows each live agreement's job from the {@link SubmissionLog}; one whose
 *       submission was under way is looked up by name (= agreement id); only an agreement with no job is submitted
 *       (or one whose reservation has not opened, where no job can have run), so nothing runs twice. Jobs that
 *       ended while the provider was down are evaluated from {@code squeue --states=all}, which lists them for
 *       Slurm's {@code MinJobAge}, else from Slurm's accounting ({@code sacct}, where slurmdbd is configured), else
 *       from the job completion log, else their outcome is unknown ({@link JobHistory}). A re-plan the
 *       stopped provider stored but did not pass to Slurm is re-applied to the waiting reservation, and one it
 *       recorded as replacing a job is finished (docs/slurm.md, "Restart corners").</li>
 *   <li><b>Slurm unreachable</b>: admitted work is queued and submitted (and events reported, with Slurm's real
 *       times) as soon as slurmctld answers again; the provider keeps answering reads meanwhile. An agreement
 *       admitted during the outage whose job can then no longer end in time is ended DEADLINE by Slurm (22.05)
 *       or refused by {@code sbatch} ("Requested time limit is invalid", 23.11 on) and so Violated: the provider
 *       does not promise more than Slurm delivers.</li>
 * </ul>
 *
 * <p>Admission policies: Slurm gives each job whole cores for itself. The proportional-share policies
 * ({@code librasla}, {@code libra}, {@code edd}) promise a job a fraction of a node's processor time, which
 * Slurm cannot deliver, so this backend refuses them at start with a message; the space-shared policies
 * ({@code fcfs}, {@code greedy-backfilling}) accept a job only onto free processors, which is what Slurm runs.
 *
 * <p>Slurm is reached through a {@link SlurmApi} ({@code slurm.api}): its commands (the command lines named above) or
 * slurmrestd ({@link SlurmRest}: the same operations over its REST API); the behaviour above is the same either way.
 *
 * <p>Every Slurm command runs on the backend's own thread, so the provider's calls return at once.
 */
public final class SlurmBackend implements ExecutionBackend {
    /** The backend's name (setting {@code backend}). */
    public static final String NAME = "slurm";
    /** Admission policies that share a processor between jobs, which Slurm's exclusive cores cannot honour. */
    static final Set<String> SHARING_POLICIES = Set.of("librasla", "libra", "edd");
    private static final Logger LOG = LoggerFactory.getLogger(SlurmBackend.class);
    /** How long a just-submitted job is followed on its own ({@link #watch}), and how often. */
    private static final Duration WATCH = Duration.ofSeconds(5);
    private static final Duration WATCH_EVERY = Duration.ofMillis(100);
    /** How many ended agreements' jobs {@link #job} still answers. */
    static final int ENDED_JOBS = 100_000;
    private final SlurmApi slurm;
    private final SlurmSettings settings;
    private final JobScripts scripts;
    private final Path submissionLog;
    /** Runs what changes Slurm (submit, re-plan, withdraw), in the order the provider decided it. */
    private final ExecutorService commands = Executors.newSingleThreadExecutor(daemon("slurm-commands"));
    /** Reads what Slurm did (jobs, nodes), on its own thread, so a poll never delays a submission. */
    private final ScheduledExecutorService monitor = Executors.newSingleThreadScheduledExecutor(daemon("slurm-monitor"));
    private final Map<String, Tracked> tracked = new ConcurrentHashMap<>();
    /** Jobs just submitted, followed on their own until they start ({@link #watch}), with when to give up (nanos). */
    private final Map<Tracked, Long> watching = new ConcurrentHashMap<>();
    private final java.util.concurrent.atomic.AtomicBoolean watchScheduled = new java.util.concurrent.atomic.AtomicBoolean();
    /** The jobs of the latest {@value #ENDED_JOBS} agreements that ended while this backend ran, oldest first. */
    private final Map<String, BackendJob> endedJobs = new LinkedHashMap<>() {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, BackendJob> eldest) {
            return size() > ENDED_JOBS;
        }
    };
    private volatile ExecutionListener listener;
    private volatile Capacity capacity;
    private volatile boolean reachable = true;
    private volatile SubmissionLog submissions;
    /** Where jobs squeue has forgotten are found: accounting, completion log; asked once, at start. */
    private volatile JobHistory history;
    /** The clock this backend made, closed with it. */
    private volatile ExecutionClock clock;

    /**
     * @param jobsDir where jobs start when their description names no working directory
     * @param submissionLog the durable record of what was submitted ({@link SubmissionLog})
     */
    public SlurmBackend(SlurmApi slurm, SlurmSettings settings, Path jobsDir, Path submissionLog) {
        this.slurm = slurm;
        this.settings = settings;
        this.scripts = new JobScripts(jobsDir);
        this.submissionLog = submissionLog;
        this.history = JobHistory.none(slurm);
    }

    /** The backend the settings describe; refuses a proportional-share admission policy. */
    public static SlurmBackend of(ProviderSettings settings) {
        if (SHARING_POLICIES.contains(settings.admissionPolicy())) {
            throw SettingsException.badValue(Setting.ADMISSION_POLICY, settings.admissionPolicy(),
                    "shares a node's processors between jobs, which Slurm (whole cores per job) cannot deliver; "
                            + "with backend=slurm use fcfs or greedy-backfilling");
        }
        SlurmSettings slurm = settings.slurm();
        return new SlurmBackend(api(slurm), slurm, slurm.jobsDir().orElse(settings.dataDir().resolve("slurm-jobs")),
                settings.dataDir().resolve("slurm-submissions.log"));
    }

    /** The way in {@code slurm.api} names: Slurm's commands, or slurmrestd. */
    static SlurmApi api(SlurmSettings slurm) {
        Duration timeout = Duration.ofMillis(Math.round(slurm.commandTimeoutSeconds() * 1000));
        if (SlurmSettings.REST.equals(slurm.api())) {
            return SlurmRest.of(slurm.restUrl().orElseThrow(), slurm.tokenFile(),
                    Duration.ofSeconds(slurm.tokenLifespanSeconds()), slurm.user(), slurm.conf(), slurm.bin(), timeout);
        }
        return new SlurmCommands(slurm.conf(), timeout, slurm.bin());
    }

    @Override
    public String name() {
        return NAME;
    }

    /** Detects the Slurm release and reads the partition's usable nodes; Slurm must answer at start. */
    @Override
    public synchronized Capacity capacity() {
        if (capacity == null) {
            capacity = readCapacity().orElseThrow(() -> new SlurmCommandException(List.of(slurm.describe()),
                    "no usable node in " + partitionName()));
            LOG.info("slurm backend: Slurm {} (JSON: {}); {} has {} CPUs usable: {}", slurm.release(), slurm.layout(),
                    partitionName(), capacity.totalCpus(), perNode(capacity));
            if (SlurmSettings.REST.equals(settings.api()) && settings.user().isPresent()
                    && !settings.user().get().equals(slurm.defaultUser())) {
                throw new SlurmCommandException(List.of(slurm.describe()), "the token is for user "
                        + slurm.defaultUser() + ", but slurm.user is " + settings.user().get() + ": over slurmrestd, "
                        + "jobs run as the token's user (give a token for " + settings.user().get() + ")");
            }
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
        submissions = SubmissionLog.open(submissionLog);
        List<Tracked> restored = live.stream().map(Tracked::new).toList();
        restored.forEach(t -> tracked.put(t.work.agreementId(), t));
        monitor.execute(() -> reconcile(restored));
        long period = Math.max(100, Math.round(settings.pollSeconds() * 1000));
        monitor.scheduleWithFixedDelay(this::poll, period, period, TimeUnit.MILLISECONDS);
    }

    /** Submits at once, on the command thread; the monitor looks at the job as soon as Slurm has it. */
    @Override
    public void admitted(Work work) {
        Tracked t = new Tracked(work);
        tracked.put(work.agreementId(), t);
        queueSubmit(t);
    }

    /**
     * A re-planned reservation that has not started: a new CPU count cancels its queued job and re-creates the
     * reservation (Slurm 22.05 cannot resize a core reservation) before submitting again; a new window alone
     * moves the reservation ({@code scontrol update reservation}) under the queued job. Started work stays.
     */
    @Override
    public void replanned(Work work) {
        commands.execute(() -> guarded("re-plan " + work.agreementId(), () -> {
            Tracked t = tracked.get(work.agreementId());
            if (t == null || t.ended || t.startReported) {
                return;
            }
            boolean resized = t.work.cpus() != work.cpus();
            t.work = work;
            if (t.jobId.isPresent() && resized) {
                replaceJob(t);
            }
            if (t.jobId.isPresent() && work.kind() == SlaKind.RESERVATION) {
                slurm.updateReservation(reservationFor(work, scripts.submission(work, settings)));
            }
            submit(t);
        }));
    }

    /**
     * Cancels the agreement's job so that one of the new CPU count can follow: recorded first ({@code replaced}), so
     * that a provider that dies before the new job is submitted submits it after its restart and never takes the
     * cancelled job for the agreement's outcome.
     */
    private void replaceJob(Tracked t) {
        long old = t.jobId.orElseThrow();
        t.jobId = Optional.empty();
        t.replaced.add(old);
        submissions().replaced(t.work.agreementId(), old);
        slurm.cancel(old);
    }

    /**
     * After a restart, on the command thread (before any submission of the restored work): finishes a re-plan's
     * cancel that the stopped provider recorded ({@code replaced}) but may not have made (cancelling a job that has
     * ended changes nothing), then {@link #realign}s the agreement's reservation with the stored plan.
     */
    private void restore(Tracked t) {
        if (t.jobId.isEmpty() && !t.submittedUnknown && !t.ended) {
            t.replaced.forEach(slurm::cancel);
        }
        realign(t);
    }

    /**
     * After a restart, brings a waiting reservation in Slurm in line with the stored plan, which a re-plan may have
     * changed after the last Slurm command of the provider that stopped: a new CPU count replaces the job and
     * re-creates the reservation; a new window moves it. A reservation that has opened (or is gone) is Slurm's to
     * run and is left as it is.
     */
    private void realign(Tracked t) {
        if (t.ended || t.startReported || t.jobId.isEmpty() || t.work.kind() != SlaKind.RESERVATION) {
            return;
        }
        Optional<SlurmReservation> held = slurm.reservation(t.work.agreementId());
        Instant now = Instant.now();
        if (held.isEmpty() || !held.get().start().isAfter(now) || !t.work.plannedStart().isAfter(now)) {
            return;
        }
        ReservationRequest planned = reservationFor(t.work, scripts.submission(t.work, settings));
        SlurmReservation current = held.get();
        if (current.cores() != planned.cores()) {
            LOG.info("slurm backend: the plan of {} changed to {} CPUs while no provider ran; its reservation of {} "
                    + "cores is made again and its job submitted again", t.work.agreementId(), planned.cores(),
                    current.cores());
            replaceJob(t);
            submit(t);
        } else if (!current.start().equals(planned.start()) || !current.end().equals(planned.end())) {
            LOG.info("slurm backend: the plan of {} moved while no provider ran; its reservation moves to {} .. {}",
                    t.work.agreementId(), planned.start(), planned.end());
            slurm.moveReservation(planned);
        }
    }

    @Override
    public void withdrawn(String agreementId) {
        commands.execute(() -> guarded("withdraw " + agreementId, () -> {
            Tracked t = tracked.remove(agreementId);
            if (t != null) {
                t.ended = true;
                remember(t);
                t.jobId.ifPresent(slurm::cancel);
            }
            slurm.deleteReservation(agreementId);
            submissions().ended(agreementId);
        }));
    }

    /**
     * The Slurm job of a live agreement (once {@code sbatch} answered, or a restart found it in the submission
     * log or by name) and of the latest {@value #ENDED_JOBS} agreements that ended since this backend started; a
     * reservation agreement's job also names its reservation (named after the agreement).
     */
    @Override
    public BackendJob job(String agreementId) {
        Tracked t = tracked.get(agreementId);
        if (t != null) {
            return jobOf(t);
        }
        synchronized (endedJobs) {
            return endedJobs.getOrDefault(agreementId, BackendJob.none(NAME));
        }
    }

    private static BackendJob jobOf(Tracked t) {
        Optional<Long> job = t.jobId;
        return new BackendJob(NAME, job.map(String::valueOf), job.isPresent() && t.work.kind() == SlaKind.RESERVATION
                ? Optional.of(t.work.agreementId()) : Optional.empty());
    }

    private void remember(Tracked t) {
        BackendJob job = jobOf(t);
        if (job.jobId().isPresent()) {
            synchronized (endedJobs) {
                endedJobs.put(t.work.agreementId(), job);
            }
        }
    }

    /** True when the last Slurm command reached slurmctld. */
    public boolean reachable() {
        return reachable;
    }

    @Override
    public void close() {
        commands.shutdownNow();
        monitor.shutdownNow();
        try {
            commands.awaitTermination(10, TimeUnit.SECONDS);
            monitor.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        slurm.close();
        SubmissionLog log = submissions;
        if (log != null) {
            log.close();
        }
        ExecutionClock made = clock;
        if (made != null) {
            made.close();
        }
    }

    /**
     * Matches the live agreements with what was submitted for them. An agreement the submission log names a job
     * for follows that job (its end is found in squeue or, once Slurm has forgotten it, accounting or the completion
     * log; else its outcome is unknown). One whose submission was under way when the provider stopped is looked up by name.
     * Only an agreement never handed to Slurm is submitted: nothing runs twice.
     */
    private void reconcile(List<Tracked> restored) {
        guarded("reconcile", () -> {
            history = JobHistory.of(slurm, jobUser());
            List<Tracked> unlogged = new ArrayList<>();
            for (Tracked t : restored) {
                Optional<SubmissionLog.Entry> entry = submissions().entry(t.work.agreementId());
                entry.flatMap(SubmissionLog.Entry::jobId).ifPresent(id -> t.jobId = Optional.of(id));
                entry.ifPresent(e -> t.replaced.addAll(e.replaced()));
                t.submittedUnknown = entry.isPresent() && entry.get().submitting();
                if (entry.isEmpty() || t.submittedUnknown) {
                    unlogged.add(t);
                }
            }
            List<SlurmJob> named = unlogged.isEmpty() ? List.of()
                    : slurm.jobsNamed(unlogged.stream().map(t -> t.work.agreementId()).toList(), Optional.of(jobUser()));
            for (Tracked t : unlogged) {
                adoptByName(t, named);
            }
            LOG.info("slurm backend: reconciled {} live agreements with Slurm ({} followed by job id, {} looked up by "
                    + "name; jobs squeue has forgotten are looked up in {})", restored.size(),
                    restored.size() - unlogged.size(), unlogged.size(), history.describe());
            restored.forEach(t -> commands.execute(() -> guarded("restore " + t.work.agreementId(), () -> restore(t))));
        });
        poll();
    }

    private void adoptByName(Tracked t, List<SlurmJob> named) {
        String id = t.work.agreementId();
        Optional<SlurmJob> job = named.stream().filter(j -> j.comment().equals(id) || j.name().equals(id))
                .filter(j -> !t.replaced.contains(j.id())).max((a, b) -> Long.compare(a.id(), b.id()));
        if (job.isPresent()) {
            t.jobId = Optional.of(job.get().id());
            submissions().submitted(id, job.get().id());
        } else if (t.submittedUnknown) {
            Optional<SlurmJob> ended = recordNamed(id, Set.copyOf(t.replaced));
            if (ended.isPresent()) {
                t.jobId = Optional.of(ended.get().id());
                observe(t, ended.get());
            } else if (waitsInItsReservation(t)) {
                LOG.info("slurm backend: the provider stopped while submitting the job of {}; Slurm lists none, and "
                        + "its reservation has not opened, so none can have run: it is submitted now", id);
                t.submittedUnknown = false;
            } else {
                end(t, new ExecutionEvent.Lost(id, Instant.now(), "the provider stopped while submitting the job; "
                        + "Slurm lists no job named " + id + " and no record of one is found (looked in: "
                        + history.describe() + "): it is not submitted again"));
            }
        } else if (t.work.deadline().isBefore(Instant.now())) {
            end(t, new ExecutionEvent.Failed(id, t.work.deadline(), "Slurm lists no job for the agreement and its "
                    + "latest finish has passed (never submitted before the provider stopped)"));
        }
    }

    /**
     * Whether the agreement's reservation is still waiting to open: no job can have run in it yet, so a job that Slurm
     * does not list was never submitted (Slurm lists every pending job).
     */
    private boolean waitsInItsReservation(Tracked t) {
        return t.work.kind() == SlaKind.RESERVATION && slurm.reservation(t.work.agreementId())
                .map(r -> r.start().isAfter(Instant.now())).orElse(false);
    }

    private void queueSubmit(Tracked t) {
        if (!t.queued) {
            t.queued = true;
            commands.execute(() -> {
                t.queued = false;
                submit(t);
            });
        }
    }

    private void submit(Tracked t) {
        if (t.ended || t.jobId.isPresent() || t.submittedUnknown) {
            return;
        }
        guarded("submit " + t.work.agreementId(), () -> {
            try {
                submitNow(t);
            } catch (SlurmUnreachableException e) {
                throw e;
            } catch (RuntimeException e) {
                end(t, new ExecutionEvent.Failed(t.work.agreementId(), Instant.now(), "Slurm refused the work: "
                        + e.getMessage()));
            }
        });
        t.jobId.ifPresent(id -> {
            if (t.work.kind() != SlaKind.RESERVATION || !t.work.plannedStart().isAfter(Instant.now().plusSeconds(1))) {
                watching.put(t, System.nanoTime() + WATCH.toNanos());
            }
            if (!watchScheduled.getAndSet(true)) {
                monitor.execute(this::watch);
            }
        });
    }

    /**
     * Follows the jobs just submitted, every {@link #WATCH_EVERY}, each until Slurm reports it started (or ended)
     * or {@link #WATCH} has passed; the regular poll follows them after that. Slurm starts a job it has room for
     * within milliseconds of {@code sbatch} (it schedules at submission), so the start is learned within one
     * short step instead of one poll period. Only these jobs are asked for (one job id: slurmctld looks up only
     * that job). A job in a reservation that opens later is left to the poll.
     */
    private void watch() {
        long now = System.nanoTime();
        watching.entrySet().removeIf(e -> e.getKey().ended || e.getKey().startReported || e.getKey().jobId.isEmpty()
                || now > e.getValue());
        if (monitor.isShutdown()) {
            return;
        }
        if (watching.isEmpty()) {
            watchScheduled.set(false);
            if (watching.isEmpty() || !watchScheduled.compareAndSet(false, true)) {
                return;
            }
        }
        Map<Long, Tracked> following = new HashMap<>();
        watching.keySet().forEach(t -> t.jobId.ifPresent(id -> following.put(id, t)));
        guarded("watch jobs " + following.keySet(), () -> slurm.jobs(following.keySet(), Optional.of(jobUser()))
                .forEach(job -> {
                    Tracked t = following.get(job.id());
                    if (t != null) {
                        observe(t, job);
                    }
                }));
        try {
            monitor.schedule(this::watch, WATCH_EVERY.toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            watchScheduled.set(false);
        }
    }

    private void submitNow(Tracked t) {
        Work work = t.work;
        JobSubmission job = scripts.submission(work, settings);
        Optional<String> reservation = Optional.empty();
        if (work.kind() == SlaKind.RESERVATION) {
            ReservationRequest request = reservationFor(work, job);
            slurm.updateReservation(request);
            reservation = Optional.of(request.name());
        }
        submissions().submitting(work.agreementId());
        long id = slurm.submit(reservation.map(job::inReservation).orElse(job));
        submissions().submitted(work.agreementId(), id);
        t.jobId = Optional.of(id);
    }

    /** The planned window and CPUs, at least one of Slurm's minutes long so the job's time limit fits. */
    private ReservationRequest reservationFor(Work work, JobSubmission job) {
        Instant start = work.plannedStart().isBefore(Instant.now()) ? Instant.now().plusSeconds(1) : work.plannedStart();
        start = start.plusMillis(999).truncatedTo(ChronoUnit.SECONDS);
        Instant end = start.plusSeconds(job.timeLimitMinutes() * 60);
        if (work.plannedFinish().isAfter(end)) {
            end = work.plannedFinish();
        }
        return new ReservationRequest(work.agreementId(), start, end, work.cpus(), settings.partition(), jobUser());
    }

    /** Whose jobs the provider's are: {@code slurm.user}, else the provider's own user. */
    private String jobUser() {
        return settings.user().orElseGet(slurm::defaultUser);
    }

    /**
     * One look at Slurm: the provider's own jobs by id (nobody else's), then the partition's nodes. A job Slurm
     * no longer lists ended longer ago than its {@code MinJobAge}: its end comes from accounting or the completion
     * log, or its outcome is unknown.
     */
    private void poll() {
        guarded("poll", () -> {
            tracked.values().stream().filter(t -> !t.ended && t.jobId.isEmpty() && !t.submittedUnknown)
                    .forEach(this::queueSubmit);
            Map<Long, Tracked> following = new HashMap<>();
            tracked.values().stream().filter(t -> !t.ended)
                    .forEach(t -> t.jobId.ifPresent(id -> following.put(id, t)));
            if (!following.isEmpty()) {
                Map<Long, SlurmJob> listed = new HashMap<>();
                slurm.jobs(following.keySet(), Optional.of(jobUser())).forEach(j -> listed.put(j.id(), j));
                Map<Long, Tracked> forgotten = new HashMap<>();
                following.forEach((id, t) -> {
                    SlurmJob job = listed.get(id);
                    if (job != null) {
                        observe(t, job);
                    } else {
                        forgotten.put(id, t);
                    }
                });
                gone(forgotten);
            }
            tracked.values().removeIf(t -> t.ended);
            readCapacity().filter(c -> !c.equals(capacity)).ifPresent(this::capacityChanged);
        });
    }

    /**
     * Jobs Slurm no longer lists: their records from accounting or the completion log ({@link JobHistory}), else an
     * unknown outcome. When accounting does not answer, they are asked for again at the next poll.
     */
    private void gone(Map<Long, Tracked> forgotten) {
        forgotten.values().removeIf(t -> t.ended);
        if (forgotten.isEmpty()) {
            return;
        }
        Map<Long, SlurmJob> recorded;
        try {
            recorded = history.find(forgotten.entrySet().stream()
                    .collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().work.agreementId())));
        } catch (SlurmCommandException e) {
            LOG.warn("slurm backend: Slurm no longer lists jobs {} and its accounting did not answer; asking again at "
                    + "the next poll: {}", forgotten.keySet(), e.getMessage());
            return;
        }
        forgotten.forEach((jobId, t) -> {
            SlurmJob job = recorded.get(jobId);
            if (job != null) {
                observe(t, job);
            } else {
                end(t, new ExecutionEvent.Lost(t.work.agreementId(), Instant.now(), "Slurm no longer lists job "
                        + jobId + " (it ended longer ago than Slurm's MinJobAge) and no record of it is found (looked "
                        + "in: " + history.describe() + "): it is not submitted again"));
            }
        });
    }

    /** The latest job of this name that squeue has forgotten; accounting not answering counts as no record. */
    private Optional<SlurmJob> recordNamed(String name, Set<Long> except) {
        try {
            return history.named(name, except);
        } catch (SlurmCommandException e) {
            LOG.warn("slurm backend: Slurm's accounting did not answer while looking for a job named {}: {}", name,
                    e.getMessage());
            return Optional.empty();
        }
    }

    private void observe(Tracked t, SlurmJob job) {
        if (!t.jobId.equals(Optional.of(job.id())) || t.ended) {
            return;
        }
        String id = t.work.agreementId();
        if (!t.startReported && job.startTime().isPresent() && (job.running() || job.ended())) {
            t.startReported = true;
            report(new ExecutionEvent.Started(id, job.startTime().get()));
        }
        if (job.ended()) {
            Instant end = job.endTime().orElse(Instant.now());
            end(t, job.succeeded() ? new ExecutionEvent.Finished(id, end) : new ExecutionEvent.Failed(id, end, job.failure()));
            String reservation = job.reservation().isEmpty() && t.work.kind() == SlaKind.RESERVATION ? id
                    : job.reservation();
            if (!reservation.isEmpty()) {
                slurm.deleteReservation(reservation);
            }
        }
    }

    /** Reports the agreement's outcome and stops following it. */
    private void end(Tracked t, ExecutionEvent event) {
        t.ended = true;
        remember(t);
        report(event);
        submissions().ended(t.work.agreementId());
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
                .flatMap(n -> IntStream.range(0, n.cpus()).mapToObj(i -> new ComputeNode(n.name() + "/cpu" + i, 1)))
                .toList();
        return usable.isEmpty() ? Optional.empty() : Optional.of(new Capacity(usable));
    }

    /** The Slurm nodes behind a capacity of CPU slots, e.g. {@code {n1=8, n2=8}}. */
    private static Map<String, Long> perNode(Capacity capacity) {
        return capacity.nodes().stream().collect(Collectors.groupingBy(
                n -> n.name().substring(0, n.name().lastIndexOf("/cpu")), TreeMap::new, Collectors.counting()));
    }

    private SubmissionLog submissions() {
        return submissions;
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
                LOG.info("slurm backend: Slurm answers again ({}); catching up", slurm.describe());
            }
            reachable = true;
        } catch (SlurmUnreachableException e) {
            if (reachable) {
                LOG.warn("slurm backend: Slurm unreachable (" + slurm.describe() + ") during " + what
                        + "; admitted work is queued until it answers: " + e.getMessage());
            }
            reachable = false;
        } catch (RuntimeException e) {
            if (!monitor.isShutdown()) {
                LOG.warn("slurm backend: " + what + " failed: " + e.getMessage(), e);
            }
        }
    }

    private static ThreadFactory daemon(String name) {
        return r -> {
            Thread thread = new Thread(r, name);
            thread.setDaemon(true);
            return thread;
        };
    }

    /** What the backend knows of one agreement's work; shared by the command and monitor threads. */
    private static final class Tracked {
        volatile Work work;
        volatile Optional<Long> jobId = Optional.empty();
        volatile boolean startReported;
        volatile boolean ended;
        /** Queued on the command thread, not yet tried. */
        volatile boolean queued;
        /** The provider stopped while submitting: never submit again; the job is looked up by name. */
        volatile boolean submittedUnknown;
        /** Jobs the provider cancelled for a re-plan: never the agreement's job. */
        final Set<Long> replaced = ConcurrentHashMap.newKeySet();

        Tracked(Work work) {
            this.work = work;
        }
    }
}
