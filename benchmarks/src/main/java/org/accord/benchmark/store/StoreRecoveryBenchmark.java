package org.accord.benchmark.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.accord.benchmark.Median;
import org.accord.benchmark.ScratchDirectory;
import org.accord.provider.store.journal.JournaledAgreementStore;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code ./accord bench store-recovery [SECONDS [PER_SECOND [ROUNDS]]]}: how long the embedded store takes to open
 * after its JVM was killed, against opening it after a clean close. A child JVM writes agreements into the
 * journaled store as {@code ./accord bench store} does (create, started, completed), PER_SECOND of them
 * (default 1,700, about what {@code ./accord bench provider} admits with 8 clients) for SECONDS (default 40),
 * then halts without closing anything, leaving what {@code kill -9} leaves: the journal segments the last 32
 * flushes kept, and H2 as its last commit left it. Each round copies that image, opens it in a fresh JVM (a
 * restart: cold JIT, the journal replayed into H2), then opens the same directory again in another fresh JVM
 * (now closed cleanly: the baseline). It prints each round and the medians.
 */
public final class StoreRecoveryBenchmark {

    private StoreRecoveryBenchmark() {}

    /** {@code ./accord bench store-recovery [SECONDS [PER_SECOND [ROUNDS]]]}: the typed arguments, with {@code --help}. */
    @Command(name = "store-recovery", mixinStandardHelpOptions = true,
            description = "opening the journaled store after its JVM was killed (journal replayed) vs after a clean"
                    + " close")
    public static final class Arguments implements Runnable {

        @Parameters(index = "0", arity = "0..1", paramLabel = "SECONDS", defaultValue = "40",
                description = "seconds the child JVM writes before it halts (default: ${DEFAULT-VALUE})")
        double seconds;

        @Parameters(index = "1", arity = "0..1", paramLabel = "PER_SECOND", defaultValue = "1700",
                description = "agreements written per second (default: ${DEFAULT-VALUE})")
        int perSecond;

        @Parameters(index = "2", arity = "0..1", paramLabel = "ROUNDS", defaultValue = "3",
                description = "rounds, median taken (default: ${DEFAULT-VALUE})")
        int rounds;

        @Override
        public void run() {
            benchmark(seconds, perSecond, rounds);
        }
    }

    /**
     * The child JVM's command line: {@code write DIR SECONDS PER_SECOND} or {@code open DIR}, typed like the
     * benchmark's own arguments. Only {@link #child} starts it.
     */
    @Command(name = "store-recovery-child", subcommands = {Write.class, Open.class},
            description = "the child JVM of store-recovery")
    static final class Child {
    }

    @Command(name = "write", description = "writes, then halts as if killed")
    static final class Write implements Runnable {

        @Parameters(index = "0", paramLabel = "DIR") Path data;

        @Parameters(index = "1", paramLabel = "SECONDS") double seconds;

        @Parameters(index = "2", paramLabel = "PER_SECOND") int perSecond;

        @Override
        public void run() {
            write(data, seconds, perSecond);
        }
    }

    @Command(name = "open", description = "opens the store, prints the milliseconds that took, closes it")
    static final class Open implements Runnable {

        @Parameters(index = "0", paramLabel = "DIR") Path data;

        @Override
        public void run() {
            open(data);
        }
    }

    public static void main(String[] args) {
        int exit = new CommandLine(new Child()).execute(args);
        if (exit != 0) {
            System.exit(exit);
        }
    }

    static void benchmark(double seconds, int perSecond, int rounds) {
        Path scratch = ScratchDirectory.create("accord-recovery-bench-");
        try {
            Path image = scratch.resolve("image");
            System.out.println("killed writer: " + child("write", image.toString(), Double.toString(seconds),
                    Integer.toString(perSecond)));
            double[] restart = new double[rounds];
            double[] clean = new double[rounds];
            for (int round = 0; round < rounds; round++) {
                Path copy = scratch.resolve("round-" + round);
                copy(image, copy);
                restart[round] = millis(child("open", copy.toString()));
                clean[round] = millis(child("open", copy.toString()));
                System.out.printf("round %d: open after the kill %.0f ms, after a clean close %.0f ms%n", round,
                        restart[round], clean[round]);
                ScratchDirectory.delete(copy);
            }
            double r = Median.of(restart);
            double c = Median.of(clean);
            System.out.printf("recovery: median open after the kill %.0f ms; baseline, open after a clean close %.0f ms;"
                    + " ratio %.1fx (each open a fresh JVM)%n", r, c, r / c);
        } finally {
            ScratchDirectory.delete(scratch);
        }
    }

    /** The child that writes, then halts as if killed: no store close, no shutdown hooks. */
    private static void write(Path data, double seconds, int perSecond) {
        JournaledAgreementStore store = JournaledAgreementStore.open(data);
        String document = StoreBenchmark.document();
        long start = System.nanoTime();
        long end = start + (long) (seconds * 1e9);
        int written = 0;
        while (System.nanoTime() < end) {
            long due = start + written * 1_000_000_000L / perSecond;
            long early = due - System.nanoTime();
            if (early > 0) {
                sleep(early);
                continue;
            }
            StoreBenchmark.lifecycle(store, "recovery-" + written, document);
            written++;
        }
        Path journal = data.resolve(JournaledAgreementStore.JOURNAL_DIR);
        System.out.printf("%d agreements in %.0f s; %s, left behind%n", written, seconds, describe(journal));
        System.out.flush();
        Runtime.getRuntime().halt(0);
    }

    /** The child that opens the store, prints the milliseconds that took, and closes it cleanly. */
    private static void open(Path data) {
        long start = System.nanoTime();
        try (JournaledAgreementStore store = JournaledAgreementStore.open(data)) {
            System.out.printf("%.1f ms to open %d agreements%n", (System.nanoTime() - start) / 1e6,
                    store.database().count());
        }
    }

    /** Runs this class's main in a fresh JVM with these arguments; returns its last line of output. */
    private static String child(String... args) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), StoreRecoveryBenchmark.class.getName()));
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!process.waitFor(10, TimeUnit.MINUTES) || out.isEmpty()) {
                throw new IllegalStateException("recovery benchmark child " + args[0] + " printed nothing (exit "
                        + (process.isAlive() ? "none" : process.exitValue()) + ")");
            }
            return out.lines().reduce((a, b) -> b).orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private static double millis(String line) {
        return Double.parseDouble(line.substring(0, line.indexOf(" ms")));
    }

    private static void copy(Path from, Path to) {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, to.resolve(from.relativize(file).toString()), StandardCopyOption.COPY_ATTRIBUTES);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** How many files {@code journal} holds and their size, from one listing. */
    private static String describe(Path journal) {
        try (Stream<Path> files = Files.list(journal)) {
            long[] countAndBytes = new long[2];
            for (Path file : files.toList()) {
                countAndBytes[0]++;
                countAndBytes[1] += Files.size(file);
            }
            return String.format("%d journal segments, %.0f MB", countAndBytes[0], countAndBytes[1] / 1e6);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void sleep(long nanos) {
        try {
            TimeUnit.NANOSECONDS.sleep(nanos);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
