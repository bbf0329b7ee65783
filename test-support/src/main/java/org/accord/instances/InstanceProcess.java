package org.accord.instances;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One provider instance in a child JVM: {@code org.accord.cli.AccordCli provider ARGS --port P} on this JVM's class
 * path (so it runs where {@code ./accord} runs, which puts the command line's module on it), its log in a file. It
 * is ready once its banner printed the service list's address. {@link #leads()} reads the log for the line a
 * provider writes when it takes the leader's lease; {@link #kill()} is {@code kill -9} (SIGKILL: no shutdown hook
 * runs, the lease is not handed over).
 */
public final class InstanceProcess implements AutoCloseable {

    /** The launcher's main class; the child runs its {@code provider} command. */
    static final String MAIN = "org.accord.cli.AccordCli";
    /** What a provider logs when it takes the leader's lease (see the provider's AgreementService). */
    static final String LEADS = "leads execution";
    private static final String SERVICE_LIST = "service list: ";
    private static final String READY = "Ctrl-C stops it.";

    private final String name;
    private final Process process;
    private final Path log;
    private final String baseUrl;

    private InstanceProcess(String name, Process process, Path log, String baseUrl) {
        this.name = name;
        this.process = process;
        this.log = log;
        this.baseUrl = baseUrl;
    }

    /**
     * Starts {@code provider ARGS --port P} on a free port, its log in {@code logs/NAME.log}, with {@code javaOptions}
     * before the main class, and waits (at most {@code startLimit}) until it serves.
     *
     * @throws IllegalStateException when it exits or does not serve in time (with the end of its log)
     */
    public static InstanceProcess start(String name, List<String> providerArgs, List<String> javaOptions, Path logs,
            Duration startLimit) {
        Path log = logs.resolve(name + ".log");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(javaOptions);
        // the service's INFO lines carry LEADS, whatever binding is on the class path: slf4j-simple (tests) or
        // Logback (./accord, whose ACCORD_LOG_LEVEL would otherwise be WARN for a demo or a benchmark)
        command.addAll(List.of("-Dorg.slf4j.simpleLogger.log.org.accord.provider.agreement=info",
                "-DACCORD_LOG_LEVEL=INFO"));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), MAIN, "provider"));
        command.addAll(providerArgs);
        command.addAll(List.of("--port", Integer.toString(freePort())));
        Process process;
        try {
            Files.createDirectories(logs);
            ProcessBuilder builder = new ProcessBuilder(command).redirectError(log.toFile());
            // the level ./accord gives a provider (logback.xml); the launcher exports WARN for the other commands,
            // and the line a provider writes when it takes the lease is an INFO line
            builder.environment().put("ACCORD_LOG_LEVEL", "INFO");
            process = builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start provider instance " + name + ": " + e.getMessage(), e);
        }
        String baseUrl = awaitBanner(name, process, log, startLimit);
        return new InstanceProcess(name, process, log, baseUrl);
    }

    /** Reads the banner on stdout until the ready line; the rest of stdout is drained on a daemon thread. */
    private static String awaitBanner(String name, Process process, Path log, Duration limit) {
        Thread watchdog = new Thread(() -> {
            try {
                if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                // the instance started: the watchdog was stopped
            }
        }, "instance-start-" + name);
        watchdog.setDaemon(true);
        watchdog.start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        String baseUrl = null;
        try {
            String line;
            while ((line = out.readLine()) != null && !line.equals(READY)) {
                if (line.startsWith(SERVICE_LIST)) {
                    baseUrl = line.substring(SERVICE_LIST.length()).replaceAll("/$", "");
                }
            }
            if (line == null || baseUrl == null) {
                process.destroyForcibly();
                throw new IllegalStateException("provider instance " + name + " did not start within " + limit.toSeconds()
                        + " s; the end of its log: " + tail(log));
            }
        } catch (IOException e) {
            process.destroyForcibly();
            throw new UncheckedIOException("cannot read provider instance " + name + "'s output", e);
        } finally {
            watchdog.interrupt();
        }
        Thread drain = new Thread(() -> out.lines().forEach(ignored -> { }), "instance-stdout-" + name);
        drain.setDaemon(true);
        drain.start();
        return baseUrl;
    }

    public String name() {
        return name;
    }

    /** The provider's base URL, e.g. {@code http://127.0.0.1:8123/accord} (no trailing slash). */
    public String baseUrl() {
        return baseUrl;
    }

    public long pid() {
        return process.pid();
    }

    public boolean alive() {
        return process.isAlive();
    }

    /** Whether the instance logged that it took the leader's lease (and is still running). */
    public boolean leads() {
        try {
            return process.isAlive() && Files.exists(log) && Files.readString(log).contains(LEADS);
        } catch (IOException e) {
            return false;
        }
    }

    /** {@code kill -9}: the process ends at once, without its shutdown hook; waits until it is gone. */
    public void kill() {
        process.destroyForcibly();
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException("provider instance " + name + " (pid " + pid() + ") survived SIGKILL");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while killing provider instance " + name, e);
        }
    }

    /** Kills the instance if it still runs. */
    @Override
    public void close() {
        if (process.isAlive()) {
            kill();
        }
    }

    /** The last lines of the instance's log, for error messages. */
    public String logTail() {
        return tail(log);
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.exists(log) ? Files.readAllLines(log) : List.of();
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 15), lines.size()));
        } catch (IOException | UncheckedIOException e) {
            return "(log unreadable: " + e.getMessage() + ")";
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port for a provider instance", e);
        }
    }
}
