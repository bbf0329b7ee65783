package org.accord.provider.execution.slurm;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One long-lived {@code scontrol -o} that takes its commands on standard input, so that asking slurmctld about a
 * few jobs one by one ({@code show job ID}, a single-job request) costs one request each and no process start.
 * After each command the session sends {@code show hostnames accord-answered-N}, which scontrol answers itself
 * (no request to slurmctld) with that word alone: everything between two such words is one command's answer.
 * scontrol's prompt and the echo of each command (it echoes what it reads when its input is not a terminal) are
 * dropped; its messages (standard error, joined to its output) come back in the answer of the command that caused
 * them.
 *
 * <p>The process is started on first use and replaced after {@link #LIFETIME} (so a changed {@code slurm.conf}
 * or a controller that moved is picked up), after a timeout, after a message that slurmctld could not be reached,
 * and when it has ended (an exchange that finds it gone is tried once more on a fresh one). Each exchange has the
 * runner's timeout. Safe for concurrent use: one exchange at a time.
 */
final class ScontrolSession implements AutoCloseable {
    /** How long one process serves before it is replaced. */
    static final Duration LIFETIME = Duration.ofMinutes(1);
    private static final List<String> COMMAND = List.of("scontrol", "-o");
    private static final String PROMPT = "scontrol:";
    private static final String MARK = "accord-answered-";
    private final CommandRunner runner;
    private Conversation current;
    private long marks;

    /** One running scontrol: its input, and its output lines as a reader thread queues them (empty at its end). */
    private record Conversation(Process process, Writer input, BlockingQueue<Optional<String>> lines, long startedNanos) {
        void end() {
            try {
                input.close();
            } catch (IOException e) {
                // it has gone already
            }
            process.destroy();
        }
    }

    /** The process has ended (or its input closed) before answering. */
    private static final class Ended extends Exception {
        private static final long serialVersionUID = 1L;

        Ended(String message) {
            super(message, null, false, false);
        }
    }

    ScontrolSession(CommandRunner runner) {
        this.runner = runner;
    }

    /**
     * Sends {@code commands} (e.g. {@code show job 42}) and returns each one's answer lines in order: output and
     * messages, without prompt and echo. A message saying slurmctld cannot be reached is a {@link
     * SlurmUnreachableException}, at once; so is an exchange that outlasts the timeout.
     */
    synchronized List<List<String>> ask(List<String> commands) {
        if (commands.isEmpty()) {
            return List.of();
        }
        boolean fresh = false;
        if (current != null && System.nanoTime() - current.startedNanos() > LIFETIME.toNanos()) {
            close();
        }
        if (current == null) {
            current = start();
            fresh = true;
        }
        try {
            return exchange(commands);
        } catch (Ended first) {
            close();
            if (fresh) {
                throw new SlurmCommandException(COMMAND, first.getMessage());
            }
            current = start();
            try {
                return exchange(commands);
            } catch (Ended again) {
                close();
                throw new SlurmCommandException(COMMAND, again.getMessage());
            }
        }
    }

    /** Ends the process, if one runs; the next {@link #ask} starts another. */
    @Override
    public synchronized void close() {
        if (current != null) {
            current.end();
            current = null;
        }
    }

    private List<List<String>> exchange(List<String> commands) throws Ended {
        long deadline = System.nanoTime() + runner.timeout().toNanos();
        long first = marks + 1;
        StringBuilder request = new StringBuilder();
        for (String command : commands) {
            request.append(command).append('\n').append("show hostnames ").append(MARK).append(++marks).append('\n');
        }
        try {
            current.input().write(request.toString());
            current.input().flush();
        } catch (IOException e) {
            throw new Ended("ended before it was asked (" + e.getMessage() + ")");
        }
        List<List<String>> answers = new ArrayList<>();
        for (int i = 0; i < commands.size(); i++) {
            answers.add(answer(commands.get(i), MARK + (first + i), deadline));
        }
        return answers;
    }

    /** The lines up to {@code mark}, without prompt and echo; checks each for an unreachable controller. */
    private List<String> answer(String command, String mark, long deadline) throws Ended {
        List<String> lines = new ArrayList<>();
        while (true) {
            Optional<String> next = next(command, deadline);
            if (next.isEmpty()) {
                throw new Ended("ended before answering '" + command + "'"
                        + (lines.isEmpty() ? "" : ": " + String.join(" | ", lines)));
            }
            String line = withoutPrompt(next.get());
            if (line.equals(mark)) {
                return lines;
            }
            if (line.isEmpty() || line.equals(command) || line.startsWith("show hostnames " + MARK)) {
                continue;
            }
            if (SlurmUnreachableException.saysUnreachable(line)) {
                close();
                throw new SlurmUnreachableException(List.of("scontrol", command), line);
            }
            lines.add(line);
        }
    }

    private Optional<String> next(String command, long deadline) {
        try {
            long left = deadline - System.nanoTime();
            Optional<String> line = left > 0 ? current.lines().poll(left, TimeUnit.NANOSECONDS) : null;
            if (line == null) {
                close();
                throw new SlurmUnreachableException(List.of("scontrol", command),
                        "timed out after " + runner.timeout().toMillis() + " ms");
            }
            return line;
        } catch (InterruptedException e) {
            close();
            Thread.currentThread().interrupt();
            throw new SlurmCommandException(List.of("scontrol", command), "interrupted while waiting");
        }
    }

    private static String withoutPrompt(String line) {
        String rest = line.strip();
        while (rest.startsWith(PROMPT)) {
            rest = rest.substring(PROMPT.length()).strip();
        }
        return rest;
    }

    private Conversation start() {
        Process process = runner.startConversation(COMMAND);
        BlockingQueue<Optional<String>> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader out = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    lines.add(Optional.of(line));
                }
            } catch (IOException e) {
                // the process was ended; the end is queued below
            }
            lines.add(Optional.empty());
        }, "scontrol-session-output");
        reader.setDaemon(true);
        reader.start();
        return new Conversation(process, new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8),
                lines, System.nanoTime());
    }
}
