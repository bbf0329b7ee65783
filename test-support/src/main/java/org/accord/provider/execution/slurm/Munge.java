package org.accord.provider.execution.slurm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The munge daemon every Slurm daemon and command authenticates through: {@link #ensureRunning()} creates the
 * key when it is missing and starts {@code munged} (as the {@code munge} user) when no daemon answers, as the
 * Debian packages lay it out ({@code /etc/munge/munge.key}, socket under {@code /run/munge}). Needs root.
 */
final class Munge {
    private static final Path KEY = Path.of("/etc/munge/munge.key");
    private static final List<Path> DIRECTORIES = List.of(Path.of("/etc/munge"), Path.of("/run/munge"),
            Path.of("/var/log/munge"), Path.of("/var/lib/munge"));
    private final CommandRunner runner = new CommandRunner(Map.of(), Duration.ofSeconds(20));

    /** Starts munged unless one already answers; creates its key first when there is none. */
    void ensureRunning() {
        if (answers()) {
            return;
        }
        try {
            for (Path dir : DIRECTORIES) {
                Files.createDirectories(dir);
            }
            if (!Files.exists(KEY)) {
                byte[] key = new byte[1024];
                new SecureRandom().nextBytes(key);
                Files.write(KEY, key);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare munge's directories and key: " + e.getMessage(), e);
        }
        runner.run(List.of("chown", "-R", "munge:munge", "/etc/munge", "/run/munge", "/var/log/munge",
                "/var/lib/munge"), null);
        runner.run(List.of("chmod", "400", KEY.toString()), null);
        try {
            runner.launch(List.of("runuser", "-u", "munge", "--", "/usr/sbin/munged", "--force"),
                    Path.of("/var/log/munge/accord-start.log"));
        } catch (SlurmCommandException e) {
            if (!answers()) {
                throw e;
            }
        }
        if (!answers()) {
            throw new SlurmCommandException(List.of("munge", "-n"), "munged was started but does not answer");
        }
    }

    private boolean answers() {
        try {
            runner.run(List.of("munge", "-n"), null);
            return true;
        } catch (SlurmCommandException e) {
            return false;
        }
    }
}
