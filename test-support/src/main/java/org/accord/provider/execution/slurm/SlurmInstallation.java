package org.accord.provider.execution.slurm;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A Slurm installation the tests run a local cluster of: Debian's packages ({@link #DEBIAN}, 22.05, commands on
 * the system's search path) or a current release built into a prefix ({@link #CURRENT}: the system property
 * {@value #PREFIX_PROPERTY}, else the environment variable {@value #PREFIX_VARIABLE}; the tests on it run only
 * when one of them is set; {@code .ci/run} builds 25.11.7 into {@value #DEFAULT_PREFIX} with
 * {@code build-slurm.sh}). A test class says
 * which with {@link OnSlurm}; without it, Debian's.
 */
public enum SlurmInstallation {
    /** Debian 12's packages (Slurm 22.05): commands in /usr/bin, daemons in /usr/sbin. */
    DEBIAN,
    /** A current release built into a prefix (its bin and sbin). */
    CURRENT;

    /** The system property naming the current release's prefix. */
    public static final String PREFIX_PROPERTY = "accord.slurm.prefix";
    /** The environment variable naming it when the property is not set. */
    public static final String PREFIX_VARIABLE = "ACCORD_SLURM_PREFIX";
    /** The current release {@code .ci/run} builds and the tests are run against. */
    public static final String CURRENT_RELEASE = "25.11.7";
    /** Where {@code .ci/run} builds it. */
    public static final String DEFAULT_PREFIX = "/opt/slurm-25.11.7";

    /** Directories searched for Slurm's commands and daemons, in order. */
    public List<Path> directories() {
        return switch (this) {
            case DEBIAN -> List.of(Path.of("/usr/bin"), Path.of("/usr/sbin"), Path.of("/bin"), Path.of("/sbin"));
            // munge comes from the system; the prefix's slurmctld is checked first (LocalSlurmCluster)
            case CURRENT -> List.of(prefix().resolve("bin"), prefix().resolve("sbin"), Path.of("/usr/bin"),
                    Path.of("/usr/sbin"));
        };
    }

    /** The directory of the installation's commands, for {@code slurm.bin}; empty for the search path. */
    public Optional<Path> bin() {
        return this == CURRENT ? Optional.of(prefix().resolve("bin")) : Optional.empty();
    }

    /** The installation's prefix ({@link #CURRENT}) or {@code /usr} ({@link #DEBIAN}). */
    public Path prefix() {
        if (this == DEBIAN) {
            return Path.of("/usr");
        }
        String configured = System.getProperty(PREFIX_PROPERTY, System.getenv(PREFIX_VARIABLE));
        return Path.of(configured == null || configured.isBlank() ? DEFAULT_PREFIX : configured);
    }

    /** True for Debian's; for the current release, when its prefix is set ({@value #PREFIX_PROPERTY}, {@value #PREFIX_VARIABLE}). */
    public boolean configured() {
        String configured = System.getProperty(PREFIX_PROPERTY, System.getenv(PREFIX_VARIABLE));
        return this == DEBIAN || (configured != null && !configured.isBlank());
    }

    /** The release the tests expect of this installation, for the line saying they did not run. */
    public String release() {
        return this == DEBIAN ? "22.05" : CURRENT_RELEASE;
    }

    /** The installation in words, for messages. */
    public String describe() {
        return this == DEBIAN ? "Debian's Slurm (22.05)" : "Slurm in " + prefix();
    }

    /** The path of {@code program} in this installation, if it has it. */
    Optional<String> executable(String program) {
        return directories().stream().map(d -> d.resolve(program)).filter(Files::isExecutable).map(Path::toString)
                .findFirst();
    }
}
