package org.accord.provider.execution.slurm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A real Slurm cluster on this machine: one slurmctld and {@code nodes} slurmd daemons of {@code cpusPerNode}
 * CPUs each on 127.0.0.1, in a state directory of its own with free ports, so several clusters (tests of
 * several builds) run side by side. For tests and {@code ./accord demo --backend slurm}; a provider in production
 * talks to the site's cluster through {@code SLURM_CONF} instead.
 *
 * <p>It needs Slurm's Debian packages ({@code slurmctld slurmd slurm-client munge}) and root (the daemons run as
 * root, {@code SlurmUser=root}). {@link #start} makes sure munged runs, writes {@code slurm.conf} (partition
 * {@value #PARTITION}, or several partitions of nodes of their own, {@code select/cons_tres} with {@code CR_Core},
 * backfill scheduling every second, a job completion log; or Slurm's accounting instead, {@link
 * #startWithAccounting}), starts the daemons and returns once every node is idle. {@link #close} stops them with
 * {@code scontrol shutdown} and waits for their processes to end (killing them after a grace period).
 */
public final class LocalSlurmCluster implements AutoCloseable {
    /** The partition every node belongs to. */
    public static final String PARTITION = "batch";
    private static final List<String> DAEMONS = List.of("slurmctld", "slurmd", "sinfo", "squeue", "sbatch",
            "scontrol", "scancel", "munged", "munge");
    private static final Duration READY_TIMEOUT = Duration.ofSeconds(60);
    private final Path dir;
    private final Map<String, List<String>> partitions;
    private final int nodes;
    private final int cpusPerNode;
    private final SlurmCommands commands;
    private final CommandRunner runner;
    private final SlurmInstallation installation;
    /** JSON Web Tokens accepted beside munge ({@code AuthAltTypes=auth/jwt}), so slurmrestd can be started. */
    private final boolean jwt;
    /** slurmrestd, once {@link #startRest} started it, and its URL. */
    private Process rest;
    private java.net.URI restUrl;
    /** How long squeue keeps ended jobs, when not 600 s, and whether slurmdbd keeps them ({@link #startWithAccounting}). */
    private final Optional<Duration> shortMinJobAge;
    private final boolean accounts;
    /** slurmdbd and its database, when the cluster keeps accounting. */
    private SlurmAccounting accounting;
    /** The ports of {@code slurm.conf}: controller, slurmd, one per node, then slurmdbd's and MariaDB's. */
    private List<Integer> ports;

    private LocalSlurmCluster(Path dir, Map<String, List<String>> partitions, int cpusPerNode,
            SlurmInstallation installation, boolean jwt, Optional<Duration> shortMinJobAge, boolean accounts) {
        this.dir = dir;
        this.jwt = jwt;
        this.shortMinJobAge = shortMinJobAge;
        this.accounts = accounts;
        this.partitions = partitions;
        this.nodes = partitions.values().stream().mapToInt(List::size).sum();
        this.cpusPerNode = cpusPerNode;
        this.installation = installation;
        this.commands = new SlurmCommands(Optional.of(slurmConf()), Duration.ofSeconds(30), installation.bin());
        this.runner = new CommandRunner(Map.of("SLURM_CONF", slurmConf().toString()), Duration.ofSeconds(30),
                installation.bin());
    }

    /** Why a local cluster of Debian's Slurm cannot be started here (a missing command, not root), or empty. */
    public static Optional<String> unavailableReason() {
        return unavailableReason(SlurmInstallation.DEBIAN);
    }

    /** Why a local cluster of {@code installation} cannot be started here, or empty when it can. */
    public static Optional<String> unavailableReason(SlurmInstallation installation) {
        if (installation == SlurmInstallation.CURRENT && !installation.configured()) {
            return Optional.of("no current Slurm release configured (set " + SlurmInstallation.PREFIX_PROPERTY + " or "
                    + SlurmInstallation.PREFIX_VARIABLE + " to its prefix, e.g. " + SlurmInstallation.DEFAULT_PREFIX + ")");
        }
        if (installation == SlurmInstallation.CURRENT
                && !java.nio.file.Files.isExecutable(installation.prefix().resolve("sbin").resolve("slurmctld"))) {
            return Optional.of("no Slurm in " + installation.prefix() + " (build it there with build-slurm.sh, or set "
                    + SlurmInstallation.PREFIX_PROPERTY + " or " + SlurmInstallation.PREFIX_VARIABLE + ")");
        }
        Optional<String> reason = unavailableReason(installation.directories(), System.getProperty("user.name"));
        return installation == SlurmInstallation.DEBIAN ? reason : reason.map(r -> installation.describe()
                + " cannot run: " + r.replace("install the Debian packages slurmctld slurmd slurm-client munge",
                        "build it with build-slurm.sh PREFIX and set " + SlurmInstallation.PREFIX_PROPERTY));
    }

    /** The installation the cluster runs. */
    public SlurmInstallation installation() {
        return installation;
    }

    /**
     * Why a local cluster cannot be started by {@code user} with the commands found in {@code directories},
     * or empty when it can.
     */
    static Optional<String> unavailableReason(List<Path> directories, String user) {
        List<String> missing = DAEMONS.stream().filter(d -> executable(d, directories).isEmpty()).toList();
        if (!missing.isEmpty()) {
            return Optional.of("Slurm is not installed (missing " + String.join(", ", missing)
                    + "; install the Debian packages slurmctld slurmd slurm-client munge)");
        }
        if (!"root".equals(user)) {
            return Optional.of("a local Slurm cluster needs root (its daemons run as SlurmUser=root); running as "
                    + user);
        }
        return Optional.empty();
    }

    /**
     * Starts a cluster of {@code nodes} x {@code cpusPerNode} in partition {@value #PARTITION} in {@code dir}
     * (created if needed) and waits until it is idle.
     */
    public static LocalSlurmCluster start(Path dir, int nodes, int cpusPerNode) {
        return start(dir, cpusPerNode, Map.of(PARTITION, nodes));
    }

    /**
     * Starts a cluster whose partitions (in {@code nodesPerPartition}'s iteration order, the first the default
     * one) each have nodes of their own, {@code cpusPerNode} CPUs each, numbered {@code n1, n2, ...} across them,
     * and waits until it is idle. Work in one partition never lands on another's nodes, so independent users
     * (tests running side by side) can share one cluster, each in a partition of its own.
     */
    public static LocalSlurmCluster start(Path dir, int cpusPerNode, Map<String, Integer> nodesPerPartition) {
        return start(dir, cpusPerNode, nodesPerPartition, SlurmInstallation.DEBIAN);
    }

    /** {@link #start(Path, int, Map)} with the daemons and commands of {@code installation}. */
    public static LocalSlurmCluster start(Path dir, int cpusPerNode, Map<String, Integer> nodesPerPartition,
            SlurmInstallation installation) {
        return start(dir, cpusPerNode, nodesPerPartition, installation, false);
    }

    /**
     * {@link #start(Path, int, Map, SlurmInstallation)}, and with {@code jwt} slurmctld also accepts JSON Web Tokens
     * signed with a key of the cluster's own ({@code AuthAltTypes=auth/jwt}), so that {@link #startRest} can run
     * slurmrestd against it and {@link #token} can make tokens.
     */
    public static LocalSlurmCluster start(Path dir, int cpusPerNode, Map<String, Integer> nodesPerPartition,
            SlurmInstallation installation, boolean jwt) {
        return start(dir, cpusPerNode, nodesPerPartition, installation, jwt, Optional.empty(), false);
    }

    /**
     * {@link #start(Path, int, Map, SlurmInstallation)} for a cluster that keeps Slurm's accounting: slurmdbd on a
     * MariaDB server of its own ({@link SlurmAccounting}, see {@link SlurmAccounting#unavailableReason} for what it
     * needs), no job completion log, and squeue forgetting ended jobs after {@code minJobAge} (whole seconds, at
     * least 2), so that {@code sacct} is the one place their ends are kept.
     */
    public static LocalSlurmCluster startWithAccounting(Path dir, int cpusPerNode, Map<String, Integer> nodesPerPartition,
            SlurmInstallation installation, Duration minJobAge) {
        SlurmAccounting.unavailableReason(installation).ifPresent(reason -> {
            throw new SlurmCommandException(List.of("slurmdbd"), reason);
        });
        return start(dir, cpusPerNode, nodesPerPartition, installation, false, Optional.of(minJobAge), true);
    }

    /**
     * {@link #start(Path, int, Map, SlurmInstallation)} for a cluster that keeps no record of ended jobs: squeue
     * forgets them after {@code minJobAge} (whole seconds, at least 2), and there is neither accounting nor a job
     * completion log, so nothing tells how a forgotten job ended.
     */
    public static LocalSlurmCluster startWithoutJobRecords(Path dir, int cpusPerNode,
            Map<String, Integer> nodesPerPartition, SlurmInstallation installation, Duration minJobAge) {
        return start(dir, cpusPerNode, nodesPerPartition, installation, false, Optional.of(minJobAge), false);
    }

    private static LocalSlurmCluster start(Path dir, int cpusPerNode, Map<String, Integer> nodesPerPartition,
            SlurmInstallation installation, boolean jwt, Optional<Duration> shortMinJobAge, boolean accounts) {
        if (nodesPerPartition.isEmpty() || cpusPerNode < 1
                || nodesPerPartition.values().stream().anyMatch(n -> n == null || n < 1)) {
            throw new IllegalArgumentException("a cluster needs partitions of at least one node and one CPU: "
                    + nodesPerPartition + " x " + cpusPerNode);
        }
        unavailableReason(installation).ifPresent(reason -> {
            throw new SlurmCommandException(List.of("slurmctld"), reason);
        });
        Map<String, List<String>> partitions = new java.util.LinkedHashMap<>();
        int next = 1;
        for (Map.Entry<String, Integer> partition : nodesPerPartition.entrySet()) {
            List<String> names = new ArrayList<>();
            for (int i = 0; i < partition.getValue(); i++) {
                names.add(node(next++));
            }
            partitions.put(partition.getKey(), List.copyOf(names));
        }
        new Munge().ensureRunning();
        LocalSlurmCluster cluster = new LocalSlurmCluster(dir.toAbsolutePath(),
                java.util.Collections.unmodifiableMap(partitions), cpusPerNode, installation, jwt, shortMinJobAge,
                accounts);
        cluster.writeConfig();
        try {
            if (accounts) {
                cluster.accounting = SlurmAccounting.start(cluster.slurmConf(), "accord" + cluster.ports.get(0),
                        cluster.hostname(), cluster.ports.get(cluster.nodes + 2), cluster.ports.get(cluster.nodes + 3),
                        installation);
            }
            cluster.startController();
            for (int i = 1; i <= cluster.nodes; i++) {
                cluster.runner.launch(List.of(installation.executable("slurmd").orElseThrow(), "-N", node(i), "-f",
                        cluster.slurmConf().toString()), cluster.dir.resolve("launch.log"));
            }
            cluster.awaitIdle();
            return cluster;
        } catch (RuntimeException e) {
            cluster.close();
            throw e;
        }
    }

    /**
     * Starts slurmrestd for this cluster (once; later calls return the same URL), as the recipe in SLURM.md does:
     * as user {@code nobody} (slurmrestd refuses to run as root or SlurmUser), with {@code rest_auth/jwt} and
     * {@code SLURM_JWT=daemon}, on a free port of 127.0.0.1; returns its URL once it answers. The cluster must have
     * been started with {@code jwt}; its directory (and the directories above it) are opened for reading by others,
     * so that {@code nobody} can read {@code slurm.conf}. Stopped by {@link #close}.
     */
    public synchronized java.net.URI startRest() {
        if (restUrl != null) {
            return restUrl;
        }
        if (!jwt) {
            throw new IllegalStateException("the cluster in " + dir + " was started without JWT authentication; "
                    + "slurmrestd needs AuthAltTypes=auth/jwt");
        }
        String slurmrestd = installation.executable("slurmrestd").orElseThrow(() -> new SlurmCommandException(
                List.of("slurmrestd"), "not found in " + installation.directories()));
        try {
            openForOthers();
            int port = freePorts(1).get(0);
            ProcessBuilder builder = new ProcessBuilder("runuser", "-u", "nobody", "--", "env",
                    "SLURM_CONF=" + slurmConf(), "SLURM_JWT=daemon", slurmrestd, "-a", "rest_auth/jwt",
                    "127.0.0.1:" + port).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("slurmrestd.log").toFile()))
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
            builder.environment().put("SLURM_CONF", slurmConf().toString());
            rest = builder.start();
            java.net.URI url = java.net.URI.create("http://127.0.0.1:" + port);
            awaitRest(url);
            restUrl = url;
            return url;
        } catch (IOException e) {
            throw new SlurmCommandException(List.of("slurmrestd"), "could not start it: " + e.getMessage());
        }
    }

    /** A token for {@code root} from {@code scontrol token lifespan=SECONDS}, as slurmrestd takes it. */
    public String token(int lifespanSeconds) {
        String out = runner.run(List.of("scontrol", "token", "lifespan=" + lifespanSeconds), null).strip();
        return out.startsWith("SLURM_JWT=") ? out.substring("SLURM_JWT=".length()) : out;
    }

    private void awaitRest(java.net.URI url) {
        java.net.http.HttpClient http = java.net.http.HttpClient.newBuilder()
                .version(java.net.http.HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5)).build();
        String token = token(300);
        long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
        String seen = "nothing";
        while (System.nanoTime() < deadline && rest.isAlive()) {
            try {
                java.net.http.HttpResponse<String> answer = http.send(java.net.http.HttpRequest.newBuilder(
                        url.resolve("/slurm/v0.0.43/ping/")).header("X-SLURM-USER-TOKEN", token)
                        .timeout(Duration.ofSeconds(10)).build(), java.net.http.HttpResponse.BodyHandlers.ofString());
                if (answer.statusCode() == 200) {
                    return;
                }
                seen = "HTTP " + answer.statusCode() + ": " + answer.body();
            } catch (IOException e) {
                seen = e.toString();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            sleep(250);
        }
        throw new SlurmCommandException(List.of("slurmrestd"), "did not answer at " + url + " within "
                + READY_TIMEOUT.toSeconds() + " s (" + (rest.isAlive() ? "running" : "exited " + rest.exitValue())
                + "); last seen " + seen + "; its log: " + dir.resolve("slurmrestd.log"));
    }

    /** Lets other users (slurmrestd's {@code nobody}) reach the cluster's directory and read its slurm.conf. */
    private void openForOthers() throws IOException {
        for (Path d = dir; d != null; d = d.getParent()) {
            java.util.Set<java.nio.file.attribute.PosixFilePermission> permissions = Files.getPosixFilePermissions(d);
            if (!permissions.contains(java.nio.file.attribute.PosixFilePermission.OTHERS_EXECUTE)) {
                permissions.add(java.nio.file.attribute.PosixFilePermission.OTHERS_EXECUTE);
                Files.setPosixFilePermissions(d, permissions);
            }
        }
        java.util.Set<java.nio.file.attribute.PosixFilePermission> conf = Files.getPosixFilePermissions(slurmConf());
        conf.add(java.nio.file.attribute.PosixFilePermission.OTHERS_READ);
        Files.setPosixFilePermissions(slurmConf(), conf);
    }

    /** The cluster's {@code slurm.conf}; point {@code SLURM_CONF} at it to use Slurm's commands by hand. */
    public Path slurmConf() {
        return dir.resolve("slurm.conf");
    }

    /** Slurm's job completion log ({@code JobCompType=jobcomp/filetxt}). */
    public Path completionLog() {
        return dir.resolve("jobcomp.log");
    }

    /** The cluster's directory. */
    public Path directory() {
        return dir;
    }

    /** Commands bound to this cluster. */
    public SlurmCommands commands() {
        return commands;
    }

    /** Number of nodes, in all partitions. */
    public int nodeCount() {
        return nodes;
    }

    /** The names of a partition's nodes, in order. */
    public List<String> nodes(String partition) {
        List<String> names = partitions.get(partition);
        if (names == null) {
            throw new IllegalArgumentException("no partition " + partition + " in the local cluster; it has "
                    + partitions.keySet());
        }
        return names;
    }

    /** CPUs of each node. */
    public int cpusPerNode() {
        return cpusPerNode;
    }

    /** The name of node {@code i} (1-based). */
    public static String node(int i) {
        return "n" + i;
    }

    /** Drains a node, as an administrator would: running work finishes, nothing new is placed there. */
    public void drain(String node, String reason) {
        runner.run(List.of("scontrol", "update", "nodename=" + node, "state=drain", "reason=" + reason), null);
    }

    /** Returns a drained node to service. */
    public void resume(String node) {
        runner.run(List.of("scontrol", "update", "nodename=" + node, "state=resume"), null);
    }

    /** Stops slurmctld alone (the compute daemons and running jobs stay) and waits until it has exited. */
    public void stopController() {
        Optional<Long> pid = pid(dir.resolve("slurmctld.pid"));
        pid.flatMap(ProcessHandle::of).ifPresent(p -> {
            p.destroy();
            p.onExit().orTimeout(30, java.util.concurrent.TimeUnit.SECONDS).exceptionally(t -> {
                p.destroyForcibly();
                return p;
            }).join();
        });
    }

    /** Starts slurmctld, which recovers its jobs and reservations from the state directory. */
    public void startController() {
        runner.launch(List.of(installation.executable("slurmctld").orElseThrow(), "-f", slurmConf().toString()),
                dir.resolve("launch.log"));
    }

    /**
     * Stops the cluster and leaves no process of it behind: cancels every job and waits (up to 20 s) until Slurm
     * lists none active, shuts the daemons down and waits for them, then kills whatever still runs with this
     * cluster's {@code SLURM_CONF} in its environment (a {@code slurmstepd} left by a daemon that went first, a job's
     * processes). Jobs and daemons of other clusters have another configuration file, and are left alone.
     */
    @Override
    public void close() {
        synchronized (this) {
            if (rest != null) {
                rest.descendants().forEach(ProcessHandle::destroy);
                rest.destroy();
                awaitExit(rest.toHandle());
            }
        }
        cancelJobs();
        List<ProcessHandle> daemons = daemons();
        try {
            runner.run(List.of("scontrol", "shutdown"), null);
        } catch (SlurmCommandException e) {
            daemons.forEach(ProcessHandle::destroy);
        }
        daemons.forEach(LocalSlurmCluster::awaitExit);
        if (accounting != null) {
            accounting.close();
        }
        List<ProcessHandle> leftovers = processesOfThisCluster();
        leftovers.forEach(ProcessHandle::destroyForcibly);
        leftovers.forEach(LocalSlurmCluster::awaitExit);
    }

    private void cancelJobs() {
        try {
            for (String partition : partitions.keySet()) {
                runner.run(List.of("scancel", "--partition=" + partition), null);
            }
            long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            while (commands.jobs().stream().anyMatch(j -> !j.ended()) && System.nanoTime() < deadline) {
                sleep(250);
            }
        } catch (SlurmCommandException e) {
            // the controller is gone: what still runs is killed below
        }
    }

    /** Processes whose environment names this cluster's slurm.conf (step daemons and jobs), not this JVM. */
    private List<ProcessHandle> processesOfThisCluster() {
        String variable = "\0SLURM_CONF=" + slurmConf() + "\0";
        long self = ProcessHandle.current().pid();
        return ProcessHandle.allProcesses().filter(p -> p.pid() != self)
                .filter(p -> environment(p.pid()).contains(variable)).toList();
    }

    /** A process's environment as {@code \0NAME=value\0NAME=value\0}; empty when it cannot be read. */
    private static String environment(long pid) {
        try {
            byte[] bytes = Files.readAllBytes(Path.of("/proc", Long.toString(pid), "environ"));
            return "\0" + new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1);
        } catch (IOException | SecurityException e) {
            return "";
        }
    }

    private static void awaitExit(ProcessHandle process) {
        try {
            process.onExit().get(20, java.util.concurrent.TimeUnit.SECONDS);
        } catch (Exception e) {
            process.destroyForcibly();
        }
    }

    private List<ProcessHandle> daemons() {
        List<ProcessHandle> handles = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            files.filter(f -> f.getFileName().toString().endsWith(".pid")).forEach(f ->
                    pid(f).flatMap(ProcessHandle::of).ifPresent(handles::add));
        } catch (IOException e) {
            // no directory, no daemons
        }
        return handles;
    }

    private static Optional<Long> pid(Path file) {
        try {
            return Optional.of(Long.parseLong(Files.readString(file).strip()));
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    private void awaitIdle() {
        long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
        String seen = "nothing";
        while (System.nanoTime() < deadline) {
            try {
                List<SlurmNode> all = commands.nodes();
                seen = all.stream().map(n -> n.name() + "=" + n.describeState()).toList().toString();
                if (all.size() == nodes && all.stream().allMatch(n -> n.usable() && n.state().equals("idle"))) {
                    return;
                }
            } catch (SlurmCommandException e) {
                seen = e.getMessage();
            }
            sleep(250);
        }
        throw new SlurmCommandException(List.of("sinfo", "--json"), "the local cluster in " + dir
                + " was not idle after " + READY_TIMEOUT.toSeconds() + " s; last seen " + seen);
    }

    private void writeConfig() {
        try {
            Files.createDirectories(dir.resolve("state"));
            for (int i = 1; i <= nodes; i++) {
                Files.createDirectories(dir.resolve("spool").resolve(node(i)));
            }
            Optional<Path> key = Optional.empty();
            if (jwt) {
                key = Optional.of(dir.resolve("jwt.key"));
                byte[] bytes = new byte[32];
                new java.security.SecureRandom().nextBytes(bytes);
                Files.write(key.get(), bytes);
                Files.setPosixFilePermissions(key.get(), java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
            }
            ports = freePorts(nodes + (accounts ? 4 : 2));
            Optional<SlurmConfig.ShortMemory> memory = shortMinJobAge.map(age -> new SlurmConfig.ShortMemory(
                    (int) Math.max(2, age.toSeconds()), accounts ? Optional.of(ports.get(nodes + 2)) : Optional.empty()));
            Files.writeString(slurmConf(), SlurmConfig.text(dir, hostname(), ports, partitions, cpusPerNode, key, memory));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the local cluster's configuration in " + dir, e);
        }
    }

    private String hostname() {
        return new CommandRunner(Map.of(), Duration.ofSeconds(5)).run(List.of("hostname", "-s"), null).strip();
    }

    /** Distinct ports free at this instant (held open together, so no two are equal). */
    private static List<Integer> freePorts(int count) throws IOException {
        List<ServerSocket> sockets = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                sockets.add(new ServerSocket(0));
            }
            return sockets.stream().map(ServerSocket::getLocalPort).toList();
        } finally {
            for (ServerSocket socket : sockets) {
                socket.close();
            }
        }
    }

    static Optional<String> executable(String name) {
        return executable(name, searchPath());
    }

    private static Optional<String> executable(String name, List<Path> directories) {
        return directories.stream().map(d -> d.resolve(name)).filter(Files::isExecutable).map(Path::toString)
                .findFirst();
    }

    /** {@code PATH}, then the system directories where the Debian packages put the daemons. */
    private static List<Path> searchPath() {
        String path = System.getenv().getOrDefault("PATH", "") + ":/usr/sbin:/usr/bin:/sbin:/bin";
        return java.util.Arrays.stream(path.split(":")).map(d -> Path.of(d.isEmpty() ? "." : d)).toList();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SlurmCommandException(List.of("sinfo"), "interrupted while waiting for the cluster");
        }
    }
}
