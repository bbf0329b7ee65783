package org.accord.provider.execution.slurm;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Slurm's commands, one method each, with typed answers. Reads use the machine-readable forms ({@code sinfo
 * --json}, {@code squeue --json --states=all}, {@code scontrol show reservation -o}); writes use {@code sbatch
 * --parsable}, {@code scontrol create|update|delete reservation} and {@code scancel}. Every command runs with the
 * configured timeout; a failure is a {@link SlurmCommandException} naming the command line and Slurm's message,
 * or a {@link SlurmUnreachableException} when slurmctld could not be reached.
 *
 * <p>{@code SLURM_CONF}: the given configuration file, or else whatever the JVM's environment says (Slurm's own
 * default, {@code /etc/slurm/slurm.conf}, when neither does). Times are passed to Slurm as UTC
 * ({@code YYYY-MM-DDTHH:MM:SS}, with {@code TZ=UTC} in the command's environment), whole seconds.
 *
 * <p>Safe for concurrent use: besides its settings it holds the release once detected and one long-lived
 * {@code scontrol} ({@link ScontrolSession}) that looks up the provider's jobs one at a time.
 */
public final class SlurmCommands implements SlurmApi {
    private static final DateTimeFormatter SLURM_TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss").withZone(ZoneOffset.UTC);
    /**
     * The most jobs looked up one by one ({@code scontrol show job ID}, about a millisecond each); more are read
     * with one {@code squeue} (a few milliseconds plus about ten microseconds per job slurmctld holds).
     */
    static final int ONE_BY_ONE = 64;
    private final CommandRunner runner;
    /** The long-lived {@code scontrol} the poll asks about each job; started on first use. */
    private final ScontrolSession session;
    /** The release and its reading layer, detected once, on first use. */
    private volatile Detected detected;

    /** The release Slurm's commands report and the layer chosen to read them. */
    private record Detected(SlurmRelease release, SlurmDialect dialect) {
    }

    /**
     * @param slurmConf the {@code slurm.conf} to use; empty to use {@code SLURM_CONF} of the environment
     * @param timeout   how long any one command may take
     */
    public SlurmCommands(Optional<Path> slurmConf, Duration timeout) {
        this(slurmConf, timeout, Optional.empty());
    }

    /**
     * @param slurmConf the {@code slurm.conf} to use; empty to use {@code SLURM_CONF} of the environment
     * @param timeout   how long any one command may take
     * @param bin       the directory of Slurm's commands; empty to find them on the {@code PATH}
     */
    public SlurmCommands(Optional<Path> slurmConf, Duration timeout, Optional<Path> bin) {
        this.runner = new CommandRunner(slurmConf.map(p -> Map.of("SLURM_CONF", p.toAbsolutePath().toString()))
                .orElse(Map.of()), timeout, bin);
        this.session = new ScontrolSession(runner);
    }

    /** Ends the long-lived {@code scontrol} of the poll, if one runs; a later poll starts another. */
    @Override
    public void close() {
        session.close();
    }

    /**
     * The Slurm release the commands belong to ({@code sinfo --version}), detected on the first call of any
     * method and kept: the reading layer is chosen once. A release Accord does not read is a
     * {@link SlurmCommandException} naming it and the supported range.
     */
    @Override
    public SlurmRelease release() {
        return detected().release();
    }

    /** The JSON layout read, in words (e.g. {@code data_parser v0.0.44 (pinned)}). */
    @Override
    public String layout() {
        return detected().dialect().layout();
    }

    private Detected detected() {
        Detected d = detected;
        if (d == null) {
            synchronized (this) {
                if (detected == null) {
                    List<String> command = List.of("sinfo", "--version");
                    SlurmRelease release = SlurmRelease.parse(command, runner.run(command, null));
                    detected = new Detected(release, SlurmDialect.of(release));
                }
                d = detected;
            }
        }
        return d;
    }

    private SlurmDialect dialect() {
        return detected().dialect();
    }

    /** Every node Slurm knows ({@code sinfo --json} on 22.05, {@code scontrol --json=v0.0.4N show nodes} later). */
    @Override
    public List<SlurmNode> nodes() {
        List<String> command = dialect().nodesCommand(Optional.empty());
        return dialect().nodes(command, runner.run(command, null));
    }

    /** Pending, running and recently ended jobs (kept for Slurm's {@code MinJobAge}), from {@code squeue --json}. */
    public List<SlurmJob> jobs() {
        List<String> command = List.of("squeue", dialect().jsonOption(), "--states=all");
        return dialect().jobs(command, runner.run(command, null));
    }

    /**
     * The jobs of these ids that Slurm still lists (pending, running, or ended within {@code MinJobAge}), asked
     * for by id ({@code squeue --jobs=...}); every job is read by slurmctld and listed by 22.05's JSON, so prefer
     * {@link #jobs(Collection, Optional)} with the jobs' user.
     */
    public List<SlurmJob> jobs(Collection<Long> ids) {
        return jobs(ids, Optional.empty());
    }

    /**
     * The jobs of these ids, all of {@code user}, that Slurm still lists, asked for so that the answer does not
     * grow with other users' jobs: {@code squeue --states=all --user=USER --jobs=ID,...}. slurmctld itself
     * filters a single job id only: with a user and a list of ids (22.05 and 25.11.7 alike) it sends squeue every
     * job it holds, which squeue then filters (and 22.05's JSON writer does not filter at all). So up to {@link
     * #ONE_BY_ONE} jobs are looked up one by one ({@link ScontrolSession}); more are read with one squeue (as text
     * on 22.05). The answer is filtered to the ids here.
     */
    @Override
    public List<SlurmJob> jobs(Collection<Long> ids, Optional<String> user) {
        if (ids.isEmpty()) {
            return List.of();
        }
        Set<Long> wanted = Set.copyOf(ids);
        String idList = ids.stream().map(String::valueOf).collect(Collectors.joining(","));
        if (wanted.size() <= ONE_BY_ONE) {
            return jobsOneByOne(List.copyOf(new java.util.LinkedHashSet<>(ids)), user);
        }
        if (!dialect().filtersJson()) {
            return jobsAsText(wanted, user, idList);
        }
        List<String> command = new ArrayList<>(List.of("squeue", dialect().jsonOption(), "--states=all"));
        user.ifPresent(u -> command.add("--user=" + u));
        command.add("--jobs=" + idList);
        return filtered(command).stream().filter(j -> wanted.contains(j.id())).toList();
    }

    /**
     * Up to {@link #ONE_BY_ONE} jobs: {@code show job ID} for each, through the long-lived {@code scontrol}
     * ({@link ScontrolSession}); slurmctld looks up each job alone, so neither its work nor the answer grows with
     * the jobs it holds for others. A job Slurm no longer knows ({@code Invalid job id specified}) is absent, as is
     * one of another user.
     */
    private List<SlurmJob> jobsOneByOne(List<Long> ids, Optional<String> user) {
        List<List<String>> answers = session.ask(ids.stream().map(id -> "show job " + id).toList());
        List<SlurmJob> read = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            List<String> command = List.of("scontrol", "-o", "show", "job", Long.toString(ids.get(i)));
            for (String line : answers.get(i)) {
                if (ScontrolJobs.isJob(line)) {
                    SlurmJob job = ScontrolJobs.job(command, line);
                    if (job.id() == ids.get(i) && user.map(u -> u.equals(ScontrolJobs.user(line))).orElse(true)) {
                        read.add(job);
                    }
                } else if (!line.contains("Invalid job id")) {
                    throw new SlurmCommandException(command, line);
                }
            }
        }
        return read;
    }

    /**
     * 22.05, more than {@link #ONE_BY_ONE} jobs: {@link SqueueText} ({@code squeue --user --jobs}, whose time grows
     * with every job slurmctld holds, as it sends them all to squeue), with the exit code of each ended job from
     * {@code scontrol show job -o}.
     */
    private List<SlurmJob> jobsAsText(Set<Long> wanted, Optional<String> user, String idList) {
        List<String> command = new ArrayList<>(List.of("squeue", "--states=all", "--noheader",
                "--format=" + SqueueText.FORMAT));
        user.ifPresent(u -> command.add("--user=" + u));
        command.add("--jobs=" + idList);
        List<SlurmJob> jobs;
        try {
            jobs = SqueueText.jobs(command, runner.run(command, null));
        } catch (SlurmUnreachableException e) {
            throw e;
        } catch (SlurmCommandException e) {
            if (e.slurmMessage().contains("Invalid job id")) {
                return List.of();
            }
            throw e;
        }
        List<SlurmJob> read = new ArrayList<>();
        for (SlurmJob job : jobs) {
            if (!wanted.contains(job.id())) {
                continue;
            }
            if (job.ended()) {
                List<String> show = List.of("scontrol", "show", "job", "-o", Long.toString(job.id()));
                try {
                    int status = SqueueText.exitStatus(runner.run(show, null)).orElse(0);
                    job = new SlurmJob(job.id(), job.name(), job.comment(), job.state(), job.reason(), job.startTime(),
                            job.endTime(), status, job.reservation(), job.cpus());
                } catch (SlurmUnreachableException e) {
                    throw e;
                } catch (SlurmCommandException e) {
                    if (!e.slurmMessage().contains("Invalid job id")) {
                        throw e;
                    }
                    continue; // forgotten between the two commands: as if squeue had not listed it
                }
            }
            read.add(job);
        }
        return read;
    }

    /** The jobs Slurm still lists whose name or comment is one of {@code names} (Accord uses the agreement id for both). */
    public List<SlurmJob> jobsNamed(Collection<String> names) {
        return jobsNamed(names, Optional.empty());
    }

    /** The jobs of {@code user} that Slurm still lists whose name or comment is one of {@code names}. */
    @Override
    public List<SlurmJob> jobsNamed(Collection<String> names, Optional<String> user) {
        Set<String> wanted = Set.copyOf(names);
        List<String> command = new ArrayList<>(List.of("squeue", dialect().jsonOption(), "--states=all"));
        user.ifPresent(u -> command.add("--user=" + u));
        if (dialect().filtersJson()) {
            command.add("--name=" + String.join(",", names));
        }
        return filtered(command).stream().filter(j -> wanted.contains(j.name()) || wanted.contains(j.comment())).toList();
    }

    /** A filtered squeue: Slurm answers "Invalid job id" when it knows none of the jobs asked for. */
    private List<SlurmJob> filtered(List<String> command) {
        try {
            return dialect().jobs(command, runner.run(command, null));
        } catch (SlurmUnreachableException e) {
            throw e;
        } catch (SlurmCommandException e) {
            if (e.slurmMessage().contains("Invalid job id")) {
                return List.of();
            }
            throw e;
        }
    }

    /**
     * The job completion log Slurm writes ({@code JobCompLoc} when {@code JobCompType=jobcomp/filetxt}, from
     * {@code scontrol show config}); empty when it writes none.
     */
    @Override
    public Optional<Path> completionLog() {
        Map<String, String> config = config();
        return "jobcomp/filetxt".equals(config.get("JobCompType")) && config.containsKey("JobCompLoc")
                ? Optional.of(Path.of(config.get("JobCompLoc"))) : Optional.empty();
    }

    /** Whether {@code scontrol show config} names an {@code AccountingStorageType} other than none. */
    @Override
    public boolean accounting() {
        String type = config().getOrDefault("AccountingStorageType", "accounting_storage/none");
        return !type.isEmpty() && !type.equals("accounting_storage/none") && !type.equals("(null)");
    }

    private Map<String, String> config() {
        Map<String, String> config = new java.util.HashMap<>();
        for (String line : runner.run(List.of("scontrol", "show", "config"), null).split("\n")) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                config.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
            }
        }
        return config;
    }

    /**
     * {@code sacct --allocations ... --jobs=ID,... --user=USER} ({@link SacctText}); with {@code --jobs} sacct looks
     * at every time, not just today.
     */
    @Override
    public List<SlurmJob> accountedJobs(Collection<Long> ids, Optional<String> user) {
        if (ids.isEmpty()) {
            return List.of();
        }
        Set<Long> wanted = Set.copyOf(ids);
        return sacct(user, "--jobs=" + ids.stream().map(String::valueOf).collect(Collectors.joining(",")))
                .stream().filter(j -> wanted.contains(j.id())).toList();
    }

    /** {@code sacct ... --name=NAME,... --user=USER}, from the epoch on (by name, sacct would look at today only). */
    @Override
    public List<SlurmJob> accountedJobsNamed(Collection<String> names, Optional<String> user) {
        if (names.isEmpty()) {
            return List.of();
        }
        Set<String> wanted = Set.copyOf(names);
        return sacct(user, "--name=" + String.join(",", names), "--starttime=1970-01-02T00:00:00")
                .stream().filter(j -> wanted.contains(j.name())).toList();
    }

    private List<SlurmJob> sacct(Optional<String> user, String... filters) {
        List<String> command = new ArrayList<>(List.of("sacct"));
        command.addAll(SacctText.options());
        command.addAll(List.of(filters));
        user.ifPresent(u -> command.add("--user=" + u));
        return SacctText.jobs(command, runner.run(command, null));
    }

    @Override
    public String describe() {
        return "Slurm's commands";
    }

    /** The provider's own user (the JVM's {@code user.name}). */
    @Override
    public String defaultUser() {
        return System.getProperty("user.name");
    }

    /** Submits a batch job; returns Slurm's job id. */
    @Override
    public long submit(JobSubmission job) {
        List<String> command = new ArrayList<>(List.of("sbatch", "--parsable",
                "--job-name=" + job.name(), "--comment=" + job.comment(),
                "--ntasks=" + job.cpus(), "--cpus-per-task=1", "--time=" + job.timeLimitMinutes(),
                "--chdir=" + job.workingDirectory(), "--output=" + job.workingDirectory() + "/slurm-%j.out"));
        job.partition().ifPresent(p -> command.add("--partition=" + p));
        job.deadline().ifPresent(d -> command.add("--deadline=" + time(d)));
        job.reservation().ifPresent(r -> command.add("--reservation=" + r));
        job.account().ifPresent(a -> command.add("--account=" + a));
        job.user().ifPresent(u -> command.add("--uid=" + u));
        String out = runner.run(command, job.script()).strip();
        String id = out.contains(";") ? out.substring(0, out.indexOf(';')) : out;
        try {
            return Long.parseLong(id);
        } catch (NumberFormatException e) {
            throw new SlurmCommandException(command, "answered '" + out + "' instead of a job id");
        }
    }

    /** Cancels a job; a job that has already ended is left as it is. */
    @Override
    public void cancel(long jobId) {
        List<String> command = List.of("scancel", Long.toString(jobId));
        try {
            runner.run(command, null);
        } catch (SlurmUnreachableException e) {
            throw e;
        } catch (SlurmCommandException e) {
            if (!e.slurmMessage().contains("already completing or completed") && !e.slurmMessage().contains("Invalid job id")) {
                throw e;
            }
        }
    }

    /** Creates an advance reservation. */
    @Override
    public void createReservation(ReservationRequest request) {
        List<String> command = new ArrayList<>(List.of("scontrol", "create", "reservation",
                "reservationname=" + request.name(), "starttime=" + time(request.start()),
                "endtime=" + time(request.end()), "corecnt=" + request.cores(), "users=" + request.user()));
        request.partition().ifPresent(p -> command.add("partitionname=" + p));
        runner.run(command, null);
    }

    /**
     * Moves a reservation's window in place ({@code scontrol update}). Slurm 22.05 refuses to change a core-based
     * reservation's core count ("Core-based reservation can not be updated"), so {@link #updateReservation}
     * re-creates one whose cores change.
     */
    @Override
    public void moveReservation(ReservationRequest request) {
        runner.run(List.of("scontrol", "update", "reservationname=" + request.name(),
                "starttime=" + time(request.start()), "endtime=" + time(request.end())), null);
    }

    /** Deletes a reservation; returns false when Slurm has none of that name. */
    @Override
    public boolean deleteReservation(String name) {
        List<String> command = List.of("scontrol", "delete", "reservationname=" + name);
        try {
            runner.run(command, null);
            return true;
        } catch (SlurmUnreachableException e) {
            throw e;
        } catch (SlurmCommandException e) {
            if (e.slurmMessage().contains("Requested reservation is invalid")) {
                return false;
            }
            throw e;
        }
    }

    /** Every advance reservation, from {@code scontrol show reservation -o}. */
    @Override
    public List<SlurmReservation> reservations() {
        List<String> command = List.of("scontrol", "show", "reservation", "-o");
        return ReservationLines.parse(command, runner.run(command, null));
    }

    /** An instant in the form Slurm's commands take, UTC, whole seconds. */
    static String time(Instant instant) {
        return SLURM_TIME.format(instant.truncatedTo(ChronoUnit.SECONDS));
    }
}
