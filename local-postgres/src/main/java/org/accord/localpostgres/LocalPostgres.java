package org.accord.localpostgres;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real PostgreSQL server from Debian's {@code postgresql} package, started in a temporary directory on a free
 * port of 127.0.0.1 ({@code initdb}, then {@code pg_ctl start}; as the {@code postgres} user when running as
 * root, since the server refuses to run as root). {@link #stopImmediately()} is a crash (no checkpoint, clients cut
 * off); {@link #start()} brings the same cluster back on the same port. {@link #close()} stops it and deletes the
 * directory. Every database belongs to the superuser {@value #USER}, with no password (trust authentication on
 * 127.0.0.1 only).
 */
public final class LocalPostgres implements AutoCloseable {

    static {
        // DriverManager scans for drivers once per JVM, with the class loader of its first caller. When that was
        // a web application's (the WAR tests deploy one in this JVM), the PostgreSQL driver it found left with
        // the application, and DriverManager.getConnection would find no driver for jdbc:postgresql: register
        // this class loader's own.
        try {
            Class.forName("org.postgresql.Driver");
        } catch (ClassNotFoundException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** The user every database belongs to; it needs no password. */
    public static final String USER = "postgres";

    private static final Path DEBIAN_SERVERS = Path.of("/usr/lib/postgresql");

    private final Path bin;
    private final Path dir;
    private final int port;
    private final boolean durable;

    private LocalPostgres(Path bin, Path dir, int port, boolean durable) {
        this.bin = bin;
        this.dir = dir;
        this.port = port;
        this.durable = durable;
    }

    /** Why no server can be started here, empty when one can. */
    public static Optional<String> unavailableReason() {
        if (serverBin().isEmpty()) {
            return Optional.of("PostgreSQL's server (Debian package postgresql, " + DEBIAN_SERVERS
                    + "/<version>/bin/initdb and pg_ctl) is not installed");
        }
        if (isRoot() && !Files.isDirectory(Path.of("/var/lib/postgresql")) && !userExists()) {
            return Optional.of("running as root and there is no postgres user to run the server as");
        }
        return Optional.empty();
    }

    /**
     * Creates a cluster and starts it. {@code durable} keeps PostgreSQL's defaults (fsync of the write-ahead log on
     * commit), as a benchmark needs; otherwise fsync is off, for fast tests (a crash of the server process still
     * loses nothing committed, only an operating-system crash would).
     */
    public static LocalPostgres start(boolean durable) {
        Path bin = serverBin().orElseThrow(() -> new IllegalStateException(unavailableReason().orElseThrow()));
        try {
            Path dir = Files.createTempDirectory("accord-postgres-");
            LocalPostgres server = new LocalPostgres(bin, dir, freePort(), durable);
            if (isRoot()) {
                run(List.of("chown", "-R", "postgres:postgres", dir.toString()));
            }
            server.asServerUser(List.of(bin.resolve("initdb").toString(), "-D", server.data().toString(), "-U",
                    "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--locale=C"));
            server.start();
            return server;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create PostgreSQL's directory: " + e.getMessage(), e);
        }
    }

    /** Starts (or restarts, after {@link #stopImmediately()}) the server and waits until it accepts connections. */
    public void start() {
        String options = "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1 -c max_connections=200"
                + (durable ? "" : " -c fsync=off -c synchronous_commit=off -c full_page_writes=off");
        asServerUser(List.of(bin.resolve("pg_ctl").toString(), "-D", data().toString(), "-l",
                dir.resolve("server.log").toString(), "-o", options, "-w", "-t", "60", "start"));
    }

    /** Stops the server the way a crash would ({@code pg_ctl stop -m immediate}). */
    public void stopImmediately() {
        asServerUser(List.of(bin.resolve("pg_ctl").toString(), "-D", data().toString(), "-m", "immediate", "-w", "stop"));
    }

    /** A new, empty database on this server; its JDBC URL (user {@value #USER}, no password). */
    public String createDatabase(String name) {
        if (!name.matches("[a-z][a-z0-9_]*")) {
            throw new IllegalArgumentException("database names here are lower-case identifiers: " + name);
        }
        try (Connection c = DriverManager.getConnection(url("postgres"), USER, "");
                Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create database " + name + ": " + e.getMessage(), e);
        }
        return url(name);
    }

    /** The server's major version, as Debian installs it (e.g. {@code 15}). */
    public String majorVersion() {
        return bin.getParent().getFileName().toString();
    }

    public int port() {
        return port;
    }

    /** The JDBC URL of database {@code database} on this server. */
    public String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    private Path data() {
        return dir.resolve("data");
    }

    @Override
    public void close() {
        try {
            asServerUser(List.of(bin.resolve("pg_ctl").toString(), "-D", data().toString(), "-m", "immediate", "-w",
                    "stop"));
        } catch (RuntimeException e) {
            // already stopped
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void asServerUser(List<String> command) {
        List<String> full = new ArrayList<>();
        if (isRoot()) {
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        full.addAll(command);
        run(full);
    }

    private static void run(List<String> command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes());
            if (!process.waitFor(90, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IllegalStateException(String.join(" ", command) + " failed: " + output);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + command.get(0) + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + command, e);
        }
    }

    /** The newest installed server's bin directory, e.g. {@code /usr/lib/postgresql/15/bin}. */
    private static Optional<Path> serverBin() {
        if (!Files.isDirectory(DEBIAN_SERVERS)) {
            return Optional.empty();
        }
        try (Stream<Path> versions = Files.list(DEBIAN_SERVERS)) {
            return versions.map(v -> v.resolve("bin"))
                    .filter(b -> Files.isExecutable(b.resolve("initdb")) && Files.isExecutable(b.resolve("pg_ctl")))
                    .max(Comparator.comparing(b -> versionOf(b.getParent())));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static int versionOf(Path versionDir) {
        try {
            return Integer.parseInt(versionDir.getFileName().toString());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    private static boolean userExists() {
        try {
            return Files.readAllLines(Path.of("/etc/passwd")).stream().anyMatch(l -> l.startsWith("postgres:"));
        } catch (IOException e) {
            return false;
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
