package org.accord.provider.execution.slurm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * The one local Slurm cluster per installation ({@link OnSlurm}: real slurmctld and slurmd daemons) that every
 * Slurm integration test of this JVM on that installation shares: started by the first test that asks for it (a {@link LocalSlurmCluster} parameter, usually of a
 * {@code @BeforeAll} method), stopped when the whole test run ends. Use with {@link SlurmRequired} first, so
 * nothing starts where Slurm cannot run.
 *
 * <p>Tests run side by side on it, each on a partition of its own ({@link #BACKEND}, {@link #COMMANDS}, ...: 4-CPU
 * nodes that no other partition has), so one test's jobs, reservations and drained nodes never touch another's.
 * A test names its partition with {@link OnPartition}, which locks that partition of that installation's cluster
 * (tests of one partition run one after another; the two installations' clusters are apart). A test that waits
 * a minute or more for Slurm has a partition of its own where it can, so that no other test queues behind it. The
 * cluster's slurmctld must keep running: a test that stops it starts a cluster of its own.
 */
public final class SharedSlurmCluster implements ParameterResolver {
    /** Partition (2 nodes) of the short {@link SlurmBackendIT} tests. */
    public static final String BACKEND = "backend";
    /** Partition (2 nodes) of {@link SlurmBackendIT}'s job that runs into its time limit (a minute or more). */
    public static final String OVERRUN = "overrun";
    /** Partition (2 nodes) of {@link SlurmBackendIT}'s reservation that opens on the planner's next minute. */
    public static final String RESERVED = "reserved";
    /** Partition (2 nodes) of {@link SlurmRestartCornersIT}'s other corners. */
    public static final String CORNERS = "corners";
    /** Partition (2 nodes) of {@link SlurmRestartCornersIT}'s reservation made before the provider died. */
    public static final String CORNERS_RESERVED = "corners-reserved";
    /** Partition (2 nodes) of {@link SlurmRestartCornersIT}'s job that ends while no provider runs. */
    public static final String CORNERS_UNSEEN = "corners-unseen";
    /** Partition (2 nodes) of {@link SlurmCommandsIT}. */
    public static final String COMMANDS = "commands";
    /** Partition (1 node) of {@link SlurmProviderKillIT}. */
    public static final String KILL = "kill";
    /**
     * Partition (2 nodes) of the slurmrestd tests, on the current release only, whose cluster also accepts JSON Web
     * Tokens ({@code AuthAltTypes=auth/jwt}) so that {@link LocalSlurmCluster#startRest} can run slurmrestd.
     */
    public static final String REST = "rest";
    /** CPUs of every node. */
    public static final int CPUS_PER_NODE = 4;
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedSlurmCluster.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == LocalSlurmCluster.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        // the root context's store lives until the end of the run and closes the cluster then (it is AutoCloseable);
        // concurrent first callers wait for the one start
        SlurmInstallation installation = SlurmRequired.installation(context);
        return context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(installation, i -> start(installation),
                Running.class).cluster();
    }

    /** The cluster and its directory: closing stops the daemons, then deletes the directory. */
    private record Running(LocalSlurmCluster cluster, Path dir) implements AutoCloseable {
        @Override
        public void close() throws IOException {
            cluster.close();
            try (java.util.stream.Stream<Path> files = Files.walk(dir)) {
                for (Path file : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(file);
                }
            }
        }
    }

    private static Running start(SlurmInstallation installation) {
        Map<String, Integer> partitions = new LinkedHashMap<>();
        partitions.put(BACKEND, 2);
        partitions.put(OVERRUN, 2);
        partitions.put(RESERVED, 2);
        partitions.put(CORNERS, 2);
        partitions.put(CORNERS_RESERVED, 2);
        partitions.put(CORNERS_UNSEEN, 2);
        partitions.put(COMMANDS, 2);
        partitions.put(KILL, 1);
        boolean rest = installation == SlurmInstallation.CURRENT;
        if (rest) {
            partitions.put(REST, 2);
        }
        try {
            Path dir = Files.createTempDirectory("accord-slurm-it-");
            return new Running(LocalSlurmCluster.start(dir.resolve("cluster"), CPUS_PER_NODE, partitions,
                    installation, rest), dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the shared Slurm cluster's directory", e);
        }
    }
}
