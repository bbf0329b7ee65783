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
 * backfill scheduling every second, a job completion log), starts the daemons and returns once every node is idle. {@link #close} stops them with
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

    private LocalSlurmCluster(Path dir, Map<String, List<String>> partitions, int cpusPerNode,
            SlurmInstallation installation) {
        this.dir = dir;
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
                java.util.Collections.unmodifiableMap(partitions), cpusPerNode, installation);
        cluster.writeConfig();
        try {
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
        cancelJobs();
        List<ProcessHandle> daemons = daemons();
        try {
            runner.run(List.of("scontrol", "shutdown"), null);
        } catch (SlurmCommandException e) {
            daemons.forEach(ProcessHandle::destroy);
        }
        daemons.forEach(LocalSlurmCluster::awaitExit);
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
            Files.writeString(slurmConf(), SlurmConfig.text(dir, hostname(), freePorts(nodes + 2), partitions, cpusPerNode));
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
