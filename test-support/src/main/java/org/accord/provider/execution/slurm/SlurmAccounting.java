package org.accord.provider.execution.slurm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Slurm's accounting for a {@link LocalSlurmCluster}: a MariaDB server of its own and slurmdbd storing into it, both
 * under the cluster's directory ({@code accounting/}). The server's data directory is made by
 * {@code mariadb-install-db}; {@code mariadbd} listens on 127.0.0.1 on a port and a socket of its own and skips its
 * grant tables (only the tests reach it). {@code slurmdbd.conf} is written beside the cluster's {@code slurm.conf},
 * where slurmdbd looks for it, and the cluster is registered with {@code sacctmgr -i add cluster} before slurmctld
 * starts. Needs root and Debian's packages {@code mariadb-server slurmdbd}; for a release in a prefix, a slurmdbd
 * there built with MySQL support ({@code accounting_storage_mysql}).
 */
public final class SlurmAccounting implements AutoCloseable {
    private static final Path MARIADBD = Path.of("/usr/sbin/mariadbd");
    private static final Path INSTALL_DB = Path.of("/usr/bin/mariadb-install-db");
    private static final Duration READY_TIMEOUT = Duration.ofSeconds(60);
    private final Path home;
    private final CommandRunner runner;
    private Process mariadb;

    private SlurmAccounting(Path home, CommandRunner runner) {
        this.home = home;
        this.runner = runner;
    }

    /** Why accounting cannot run here for {@code installation} (a missing program or plugin), or empty when it can. */
    public static Optional<String> unavailableReason(SlurmInstallation installation) {
        if (!Files.isExecutable(MARIADBD) || !Files.isExecutable(INSTALL_DB)) {
            return Optional.of("MariaDB is not installed (missing " + MARIADBD + " or " + INSTALL_DB
                    + "; install the Debian package mariadb-server)");
        }
        if (installation == SlurmInstallation.DEBIAN) {
            return installation.executable("slurmdbd").isPresent() && installation.executable("sacct").isPresent()
                    ? Optional.empty() : Optional.of("slurmdbd or sacct is not installed (install the Debian packages "
                            + "slurmdbd slurm-client)");
        }
        Path prefix = installation.prefix();
        if (!Files.isExecutable(prefix.resolve("sbin/slurmdbd"))) {
            return Optional.of("no slurmdbd in " + prefix);
        }
        return Files.exists(prefix.resolve("lib/slurm/accounting_storage_mysql.so")) ? Optional.empty()
                : Optional.of("the slurmdbd in " + prefix + " cannot store (built without MySQL: no "
                        + "accounting_storage_mysql)");
    }

    /**
     * Starts MariaDB on {@code dbPort} and slurmdbd of {@code installation} on {@code dbdPort} for the cluster whose
     * {@code slurm.conf} is {@code slurmConf} (it must name {@code clusterName} and this slurmdbd), and registers the
     * cluster; returns once sacctmgr lists it.
     */
    static SlurmAccounting start(Path slurmConf, String clusterName, String host, int dbdPort, int dbPort,
            SlurmInstallation installation) {
        Path home = slurmConf.getParent().resolve("accounting");
        CommandRunner runner = new CommandRunner(Map.of("SLURM_CONF", slurmConf.toString()), Duration.ofSeconds(60),
                installation.bin());
        SlurmAccounting accounting = new SlurmAccounting(home, runner);
        try {
            accounting.startDatabase(dbPort);
            Files.writeString(slurmConf.resolveSibling("slurmdbd.conf"), dbdConf(home, host, dbdPort, dbPort));
            Files.setPosixFilePermissions(slurmConf.resolveSibling("slurmdbd.conf"),
                    PosixFilePermissions.fromString("rw-------"));
            runner.launch(List.of(installation.executable("slurmdbd").orElseThrow()), home.resolve("launch.log"));
            accounting.register(clusterName);
            return accounting;
        } catch (IOException e) {
            accounting.close();
            throw new UncheckedIOException("cannot set up Slurm's accounting in " + home, e);
        } catch (RuntimeException e) {
            accounting.close();
            throw e;
        }
    }

    private void startDatabase(int port) throws IOException {
        Path data = home.resolve("db");
        Files.createDirectories(data);
        runner.run(List.of(INSTALL_DB.toString(), "--no-defaults", "--datadir=" + data, "--user=root",
                "--auth-root-authentication-method=normal", "--skip-test-db"), null);
        mariadb = new ProcessBuilder(MARIADBD.toString(), "--no-defaults", "--datadir=" + data, "--user=root",
                "--socket=" + home.resolve("mariadb.sock"), "--port=" + port, "--bind-address=127.0.0.1",
                "--skip-grant-tables", "--pid-file=" + home.resolve("mariadb.pid"),
                "--log-error=" + home.resolve("mariadb.log")).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(home.resolve("launch.log").toFile()))
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        await(() -> {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", port), 1000);
                return true;
            } catch (IOException e) {
                return false;
            }
        }, "MariaDB on port " + port + " (its log: " + home.resolve("mariadb.log") + ")");
    }

    private static String dbdConf(Path home, String host, int dbdPort, int dbPort) {
        return "AuthType=auth/munge\nDbdAddr=127.0.0.1\nDbdHost=" + host + "\nDbdPort=" + dbdPort + "\nSlurmUser=root\n"
                + "PidFile=" + home.resolve("slurmdbd.pid") + "\nLogFile=" + home.resolve("slurmdbd.log") + "\n"
                + "StorageType=accounting_storage/mysql\nStorageHost=127.0.0.1\nStoragePort=" + dbPort + "\n"
                + "StorageUser=root\nStorageLoc=slurm_acct_db\n";
    }

    /** Waits until slurmdbd answers sacctmgr, then adds the cluster (which adds user root to account root). */
    private void register(String clusterName) {
        await(() -> {
            try {
                runner.run(List.of("sacctmgr", "-n", "-P", "show", "cluster"), null);
                return true;
            } catch (SlurmCommandException e) {
                return false;
            }
        }, "slurmdbd (its log: " + home.resolve("slurmdbd.log") + ")");
        runner.run(List.of("sacctmgr", "-i", "add", "cluster", clusterName), null);
    }

    /** Stops slurmdbd, then MariaDB, and waits for both to exit. */
    @Override
    public void close() {
        try {
            Optional<ProcessHandle> dbd = Optional.of(Long.parseLong(Files.readString(home.resolve("slurmdbd.pid"))
                    .strip())).flatMap(ProcessHandle::of);
            dbd.ifPresent(ProcessHandle::destroy);
            dbd.ifPresent(SlurmAccounting::awaitExit);
        } catch (IOException | NumberFormatException e) {
            // slurmdbd never started
        }
        if (mariadb != null) {
            mariadb.destroy();
            awaitExit(mariadb.toHandle());
        }
    }

    private static void awaitExit(ProcessHandle process) {
        try {
            process.onExit().get(20, java.util.concurrent.TimeUnit.SECONDS);
        } catch (Exception e) {
            process.destroyForcibly();
        }
    }

    private static void await(java.util.function.BooleanSupplier ready, String what) {
        long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
        while (!ready.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new SlurmCommandException(List.of("slurmdbd"), what + " did not answer within "
                        + READY_TIMEOUT.toSeconds() + " s");
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SlurmCommandException(List.of("slurmdbd"), "interrupted while waiting for " + what);
            }
        }
    }
}
