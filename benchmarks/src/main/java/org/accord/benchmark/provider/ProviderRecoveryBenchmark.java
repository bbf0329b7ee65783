package org.accord.benchmark.provider;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.accord.benchmark.Median;
import org.accord.benchmark.ScratchDirectory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code ./accord bench recovery [SECONDS [KILLS [CLIENTS]]]}: how long the provider takes to be ready again
 * after {@code kill -9} under load, against a fresh start. The real provider command ({@code ./accord provider})
 * runs as a child JVM on 127.0.0.1 with {@code ./accord bench provider}'s settings (128 nodes, the clock 10^6
 * times real time so admitted jobs keep finishing, per-initiator limits lifted); CLIENTS threads (default 8)
 * send createAgreement as fast as it answers for SECONDS (default 20), so every agreement is written three
 * times (admitted, started, completed) at the benchmark's create rate and the journal holds all the segments
 * it keeps; then the child is killed with SIGKILL and a new one is started on the same data directory. Ready is
 * the provider's ready banner ({@code Ctrl-C stops it.}, printed once it serves), timed from the exec of the
 * child. Each of KILLS rounds (default 3) loads the provider the previous round restarted, so the database
 * grows from round to round as a running provider's does; before it, a provider on an empty data directory is
 * started and timed the same way (the baseline). Prints every round and the medians.
 *
 * <p>The child runs with the benchmark's own class path, which {@code ./accord bench} gives the cli module's
 * (the provider command's class), and the launcher's class data archive when it maps one (system property
 * {@code accord.classArchive}, docs/operating.md "Start-up time"), as {@code ./accord provider} would; JVM options for it (e.g. a flight recording) may be given in the system
 * property {@code accord.bench.childJvm}, separated by spaces.
 */
public final class ProviderRecoveryBenchmark {

    /** The provider command's main class, in the cli module (named, not linked: the cli depends on this module). */
    private static final String CLI_MAIN = "org.accord.cli.AccordCli";
    private static final String READY_LINE = "Ctrl-C stops it.";
    private static final String[] SETTINGS = {"--host", "127.0.0.1", "--nodes", "128", "--speedup", "1000000",
        "--max-agreements-per-initiator", "2147483647", "--max-pending-per-initiator", "2147483647"};

    private ProviderRecoveryBenchmark() {}

    /** {@code ./accord bench recovery [SECONDS [KILLS [CLIENTS]]]}: the typed arguments, with {@code --help}. */
    @Command(name = "recovery", mixinStandardHelpOptions = true,
            description = "the provider command ready again after kill -9 under the provider benchmark's creates vs a fresh"
                    + " start")
    public static final class Arguments implements Runnable {

        @Parameters(index = "0", arity = "0..1", paramLabel = "SECONDS", defaultValue = "20",
                description = "seconds of load before each kill (default: ${DEFAULT-VALUE})")
        double seconds;

        @Parameters(index = "1", arity = "0..1", paramLabel = "KILLS", defaultValue = "3",
                description = "kills (rounds) (default: ${DEFAULT-VALUE})")
        int kills;

        @Parameters(index = "2", arity = "0..1", paramLabel = "CLIENTS", defaultValue = "8",
                description = "client threads creating agreements (default: ${DEFAULT-VALUE})")
        int clients;

        @Override
        public void run() {
            benchmark(seconds, kills, clients);
        }
    }

    static void benchmark(double seconds, int kills, int clients) {
        Path scratch = ScratchDirectory.create("accord-recovery-bench-");
        try {
            Path data = scratch.resolve("data");
            double[] fresh = new double[kills];
            double[] restart = new double[kills];
            double[] freshCpu = new double[kills];
            double[] restartCpu = new double[kills];
            Child loaded = Child.start(data, scratch.resolve("provider-0.log"));
            try {
                for (int round = 0; round < kills; round++) {
                    Path empty = scratch.resolve("fresh-" + round);
                    Child baseline = Child.start(empty, scratch.resolve("fresh-" + round + ".log"));
                    fresh[round] = baseline.readyMillis;
                    freshCpu[round] = baseline.cpuMillis;
                    baseline.kill();
                    ScratchDirectory.delete(empty);

                    String load = load(loaded.factoryUrl, seconds, clients);
                    String journal = describeJournal(data.resolve("journal"));
                    loaded.kill();
                    Path log = scratch.resolve("provider-" + (round + 1) + ".log");
                    loaded = Child.start(data, log);
                    restart[round] = loaded.readyMillis;
                    restartCpu[round] = loaded.cpuMillis;
                    System.out.printf(Locale.ROOT, "round %d: %s; killed with %s; ready again in %.0f ms (CPU %.0f ms)%s;"
                            + " fresh start %.0f ms (CPU %.0f ms)%n", round + 1, load, journal, restart[round],
                            restartCpu[round], recovered(log), fresh[round], freshCpu[round]);
                }
            } finally {
                loaded.stop();
            }
            double r = Median.of(restart);
            double f = Median.of(fresh);
            System.out.printf(Locale.ROOT, "recovery: median ready after kill -9 under load %.0f ms (target <= 5000);"
                    + " baseline, fresh start %.0f ms; ratio %.2fx (%d kills, each exec to ready banner); the"
                    + " provider's CPU time to ready %.0f ms against %.0f ms%n", r, f, r / f, kills,
                    Median.of(restartCpu), Median.of(freshCpu));
        } finally {
            ScratchDirectory.delete(scratch);
        }
    }

    /** Creates from {@code clients} threads for {@code seconds}; says how many were answered and how. */
    private static String load(String factoryUrl, double seconds, int clients) {
        CreateAgreementWorkload creates = new CreateAgreementWorkload("recovery", factoryUrl);
        Workload workload = creates.workload();
        long end = System.nanoTime() + (long) (seconds * 1e9);
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        List<Future<?>> running = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            running.add(pool.submit(() -> {
                Runnable call = workload.clients().get();
                while (System.nanoTime() < end) {
                    call.run();
                }
            }));
        }
        try {
            for (Future<?> client : running) {
                client.get();
            }
        } catch (Exception e) {
            throw new IllegalStateException("a client failed: " + e.getMessage(), e);
        } finally {
            pool.shutdownNow();
        }
        int answered = creates.accepted() + creates.rejected();
        return String.format(Locale.ROOT, "%d creates in %.0f s (%.0f/s, %d admitted)", answered, seconds,
                answered / seconds, creates.accepted());
    }

    /** The provider's own line on what it replayed, if it logged one. */
    private static String recovered(Path log) {
        try (Stream<String> lines = Files.lines(log)) {
            return lines.filter(line -> line.contains("recovered ")).findFirst()
                    .map(line -> " (" + line.substring(line.indexOf("recovered ")) + ")").orElse("");
        } catch (IOException e) {
            return "";
        }
    }

    /** How many journal segments there are and their size. */
    private static String describeJournal(Path journal) {
        if (!Files.isDirectory(journal)) {
            return "no journal";
        }
        try (Stream<Path> files = Files.list(journal)) {
            long count = 0;
            long bytes = 0;
            for (Path file : files.toList()) {
                count++;
                bytes += Files.size(file);
            }
            return String.format(Locale.ROOT, "%d journal segments, %.1f MB", count, bytes / 1e6);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A provider command in a child JVM, started and waited for until ready. */
    private static final class Child {

        private final Process process;
        private final String factoryUrl;
        private final double readyMillis;
        private final double cpuMillis;

        private Child(Process process, String factoryUrl, double readyMillis, double cpuMillis) {
            this.process = process;
            this.factoryUrl = factoryUrl;
            this.readyMillis = readyMillis;
            this.cpuMillis = cpuMillis;
        }

        static Child start(Path data, Path log) {
            List<String> command = new ArrayList<>();
            command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            // the launcher's class data archive, as ./accord provider maps it (it matches this JVM's class path)
            String archive = System.getProperty("accord.classArchive", "");
            if (!archive.isEmpty()) {
                command.addAll(List.of("-Xlog:cds=off", "-Xlog:cds+dynamic=off", "-XX:SharedArchiveFile=" + archive,
                        "-Xshare:auto"));
            }
            String jvm = System.getProperty("accord.bench.childJvm", "").strip();
            if (!jvm.isEmpty()) {
                command.addAll(Arrays.asList(jvm.split("\\s+")));
            }
            command.addAll(List.of("-cp", System.getProperty("java.class.path"), CLI_MAIN, "provider",
                    "--port", Integer.toString(freePort()), "--data", data.toString()));
            command.addAll(List.of(SETTINGS));
            try {
                long start = System.nanoTime();
                Process process = new ProcessBuilder(command).redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.PIPE).start();
                BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                        StandardCharsets.UTF_8));
                List<String> seen = new ArrayList<>();
                String factoryUrl = null;
                String line;
                while ((line = out.readLine()) != null && !line.equals(READY_LINE)) {
                    seen.add(line);
                    String[] words = line.strip().split("\\s+");
                    if (words.length == 2 && words[0].equals("AgreementFactory")) {
                        factoryUrl = words[1];
                    }
                }
                double millis = (System.nanoTime() - start) / 1e6;
                double cpuMillis = process.info().totalCpuDuration().map(d -> d.toNanos() / 1e6).orElse(Double.NaN);
                if (line == null || factoryUrl == null) {
                    process.destroyForcibly();
                    throw new IllegalStateException("the provider did not get ready (is " + CLI_MAIN
                            + " on the class path? run it as ./accord bench recovery); it printed:\n"
                            + String.join("\n", seen));
                }
                Files.write(log, seen);
                Thread drain = new Thread(() -> append(out, log), "provider-output");
                drain.setDaemon(true);
                drain.start();
                return new Child(process, factoryUrl, millis, cpuMillis);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** SIGKILL, as {@code kill -9}: no shutdown hook runs, nothing is flushed or closed. */
        void kill() {
            process.destroyForcibly();
            await();
        }

        /** SIGTERM, as Ctrl-C: the provider closes cleanly (and a flight recording given to it is written). */
        void stop() {
            process.destroy();
            await();
        }

        private void await() {
            try {
                if (!process.waitFor(30, TimeUnit.SECONDS)) {
                    throw new IllegalStateException("the provider outlived SIGKILL by 30 s");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
        }

        private static void append(BufferedReader out, Path log) {
            try (var writer = Files.newBufferedWriter(log, StandardCharsets.UTF_8,
                    java.nio.file.StandardOpenOption.APPEND)) {
                String line;
                while ((line = out.readLine()) != null) {
                    writer.write(line);
                    writer.newLine();
                }
            } catch (IOException e) {
                // the child was killed, or its log directory deleted at the end: nothing more to keep
            }
        }

        private static int freePort() {
            try (ServerSocket socket = new ServerSocket(0)) {
                return socket.getLocalPort();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
