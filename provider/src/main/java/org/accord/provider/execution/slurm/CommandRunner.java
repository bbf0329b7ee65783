package org.accord.provider.execution.slurm;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Runs one command line to completion with a timeout: its standard input is {@code input} (or nothing), its
 * standard output is returned, and a non-zero exit, a timeout or a failure to start is a {@link
 * SlurmCommandException} carrying the command's standard error (or why it did not finish). Output is read
 * while the command runs, so a long answer cannot block it. Every command runs with {@code TZ=UTC} and
 * {@code SLURM_TIME_FORMAT=standard}: times passed to and read from Slurm as text are UTC, {@code YYYY-MM-DDTHH:MM:SS}
 * (whatever format the provider's own environment asks for).
 */
final class CommandRunner {
    /** Reads the commands' output streams; daemon threads, so a stuck command never keeps the JVM alive. */
    private static final ExecutorService READERS = Executors.newCachedThreadPool(r -> {
        Thread thread = new Thread(r, "slurm-command-output");
        thread.setDaemon(true);
        return thread;
    });
    private final Map<String, String> environment;
    private final Duration timeout;
    private final java.util.Optional<Path> bin;

    /** A runner that adds {@code environment} to the JVM's own for every command, found on the {@code PATH}. */
    CommandRunner(Map<String, String> environment, Duration timeout) {
        this(environment, timeout, java.util.Optional.empty());
    }

    /**
     * A runner that adds {@code environment} to the JVM's own for every command and runs a command found in
     * {@code bin} (or in {@code bin}'s sibling {@code sbin}, where Slurm installs its daemons) from there, so
     * several Slurm installations can be used side by side; other commands are found on the {@code PATH}.
     */
    CommandRunner(Map<String, String> environment, Duration timeout, java.util.Optional<Path> bin) {
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("command timeout must be positive: " + timeout);
        }
        this.environment = Map.copyOf(environment);
        this.timeout = timeout;
        this.bin = bin.map(Path::toAbsolutePath);
    }

    /** {@code command} with its program resolved in the runner's {@code bin} (or {@code sbin}) when found there. */
    List<String> resolve(List<String> command) {
        if (bin.isEmpty() || command.isEmpty() || command.get(0).contains("/")) {
            return command;
        }
        for (Path dir : List.of(bin.get(), bin.get().resolveSibling("sbin"))) {
            Path program = dir.resolve(command.get(0));
            if (Files.isExecutable(program)) {
                List<String> resolved = new java.util.ArrayList<>(command);
                resolved.set(0, program.toString());
                return resolved;
            }
        }
        return command;
    }

    /** The timeout each command gets. */
    Duration timeout() {
        return timeout;
    }

    /** Runs {@code command}, feeding it {@code input} when not null; returns its standard output. */
    String run(List<String> command, String input) {
        Process process = start(command);
        CompletableFuture<String> out = drain(process.getInputStream());
        CompletableFuture<String> err = drain(process.getErrorStream());
        feed(process, input);
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new SlurmUnreachableException(command, "timed out after " + timeout.toMillis() + " ms");
            }
            String stderr = err.get().strip();
            if (process.exitValue() != 0) {
                String message = stderr.isEmpty() ? "exit code " + process.exitValue() : stderr;
                throw SlurmUnreachableException.saysUnreachable(message)
                        ? new SlurmUnreachableException(command, message) : new SlurmCommandException(command, message);
            }
            return out.get();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new SlurmCommandException(command, "interrupted while waiting");
        } catch (ExecutionException e) {
            throw new SlurmCommandException(command, "could not read its output: " + e.getCause());
        }
    }

    /**
     * Runs a command that daemonizes (munged, slurmctld, slurmd): its output goes to {@code log}, not to a pipe
     * the daemon could keep open, and only the launching process is waited for.
     */
    void launch(List<String> command, Path log) {
        ProcessBuilder builder = builder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        try {
            Process process = builder.start();
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new SlurmCommandException(command, "did not return within " + timeout.toMillis() + " ms");
            }
            if (process.exitValue() != 0) {
                throw new SlurmCommandException(command, "exit code " + process.exitValue() + ": " + tail(log));
            }
        } catch (IOException e) {
            throw new SlurmCommandException(command, "could not start it: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SlurmCommandException(command, "interrupted while waiting");
        }
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join(" | ", lines.subList(Math.max(0, lines.size() - 5), lines.size()));
        } catch (IOException e) {
            return "(its log " + log + " cannot be read: " + e.getMessage() + ")";
        }
    }

    /**
     * Starts {@code command} to be talked to over its standard input and output (standard error joined to its
     * output, so a message arrives in order with the answers), with the runner's environment; the caller owns the
     * process.
     */
    Process startConversation(List<String> command) {
        try {
            return builder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new SlurmCommandException(command, "could not start it (is Slurm installed and on the PATH?): "
                    + e.getMessage());
        }
    }

    private Process start(List<String> command) {
        try {
            return builder(command).start();
        } catch (IOException e) {
            throw new SlurmCommandException(command, "could not start it (is Slurm installed and on the PATH?): "
                    + e.getMessage());
        }
    }

    private ProcessBuilder builder(List<String> command) {
        ProcessBuilder builder = new ProcessBuilder(resolve(command));
        builder.environment().putAll(environment);
        builder.environment().put("TZ", "UTC");
        builder.environment().put("SLURM_TIME_FORMAT", "standard");
        return builder;
    }

    private static void feed(Process process, String input) {
        try (OutputStream stdin = process.getOutputStream()) {
            if (input != null) {
                stdin.write(input.getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            // the command closed its input early; its exit status and stderr tell why
        }
    }

    private static CompletableFuture<String> drain(InputStream stream) {
        return CompletableFuture.supplyAsync(() -> {
            try (stream) {
                return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, READERS);
    }
}
