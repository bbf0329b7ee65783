package org.accord.benchmark.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.stream.Stream;

import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTermState;
import org.accord.agreement.ServiceTermState;
import org.accord.benchmark.Median;
import org.accord.benchmark.ScratchDirectory;
import org.accord.document.Documents;
import org.accord.provider.admission.DeadlineAllocation;
import org.accord.provider.store.AgreementRecord;
import org.accord.provider.store.journal.JournaledAgreementStore;
import org.accord.provider.template.TemplateRegistry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code ./accord bench store [AGREEMENTS [ROUNDS [PER_SECOND]]]}: the CPU time the embedded store spends per agreement on
 * what a provider running the simulated backend fast does with it: create (admitted, Processing), the
 * started update, the completed update with evaluated guarantees, and the background flush into H2. The
 * document is the built-in librasla-job offer (about 2.5 KB), the offer ids random {@code sha256:} digests like
 * the provider's (sequential ones would hide what inserting into the database's offer index costs). PER_SECOND (default 1,000, about what
 * {@code ./accord bench provider} creates with 8 clients; 0: as fast as possible) paces the writer, which
 * sets how many writes each flush carries. It reports the writer thread's and the
 * flusher thread's CPU per agreement (thread CPU clocks, so other load on the machine does not count),
 * the median of the rounds, against a baseline in the same run: three plain {@code write}s of the
 * document's bytes to a file, the floor any journal pays for three acknowledged writes.
 */
public final class StoreBenchmark {

    private static final int WRITES_PER_AGREEMENT = 3;

    private StoreBenchmark() {}

    /** {@code ./accord bench store [AGREEMENTS [ROUNDS [PER_SECOND]]]}: the typed arguments, with {@code --help}. */
    @Command(name = "store", mixinStandardHelpOptions = true,
            description = "CPU per agreement of the journaled store (create, two updates, flush into H2) vs plain writes of"
                    + " the document")
    public static final class Arguments implements Runnable {

        @Parameters(index = "0", arity = "0..1", paramLabel = "AGREEMENTS", defaultValue = "3000",
                description = "agreements per round (default: ${DEFAULT-VALUE})")
        int perRound;

        @Parameters(index = "1", arity = "0..1", paramLabel = "ROUNDS", defaultValue = "5",
                description = "rounds measured, median taken (default: ${DEFAULT-VALUE})")
        int rounds;

        @Parameters(index = "2", arity = "0..1", paramLabel = "PER_SECOND", defaultValue = "1000",
                description = "agreements written per second (0: as fast as possible) (default: ${DEFAULT-VALUE})")
        int perSecond;

        @Override
        public void run() {
            benchmark(perRound, rounds, perSecond);
        }
    }

    static void benchmark(int perRound, int rounds, int perSecond) {
        String document = document();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Path data = ScratchDirectory.create("accord-store-bench-");
        try {
            double[] writer = new double[rounds];
            double[] flusher = new double[rounds];
            double[] floor = new double[rounds];
            try (JournaledAgreementStore store = JournaledAgreementStore.open(data)) {
                long flusherId = flusherThreadId();
                long sequence = 0;
                for (int round = -2; round < rounds; round++) {
                    long writer0 = threads.getCurrentThreadCpuTime();
                    long flusher0 = threads.getThreadCpuTime(flusherId);
                    long count = perRound;
                    long start = System.nanoTime();
                    for (int i = 0; i < perRound; i++) {
                        lifecycle(store, "bench-" + sequence++, document);
                        if (perSecond > 0 && i % 10 == 9) {
                            long due = start + (i + 1) * 1_000_000_000L / perSecond;
                            long early = due - System.nanoTime();
                            if (early > 0) {
                                pause(early / 1_000_000, (int) (early % 1_000_000));
                            }
                        }
                    }
                    long writerNanos = threads.getCurrentThreadCpuTime() - writer0;
                    // the flusher's share: its next pass writes what this round left in the journal
                    pause(3 * JournaledAgreementStore.DEFAULT_FLUSH_MILLIS);
                    long flusherNanos = threads.getThreadCpuTime(flusherId) - flusher0;
                    double floorMicros = floor(data, document, 0.5, threads);
                    if (round >= 0) {
                        writer[round] = writerNanos / 1e3 / count;
                        flusher[round] = flusherNanos / 1e3 / count;
                        floor[round] = floorMicros;
                    }
                    System.out.printf("round %d: %d agreements, writer %.1f us, flusher %.1f us per agreement;"
                            + " %d plain writes %.1f us%n", round, count, writerNanos / 1e3 / count,
                            flusherNanos / 1e3 / count, WRITES_PER_AGREEMENT, floorMicros);
                }
            }
            double w = Median.of(writer);
            double f = Median.of(flusher);
            double b = Median.of(floor);
            System.out.printf("store: median %.1f us CPU per agreement (writer %.1f + flusher %.1f);"
                    + " baseline %d plain writes of the document %.1f us; ratio %.1fx%n",
                    w + f, w, f, WRITES_PER_AGREEMENT, b, (w + f) / b);
        } finally {
            ScratchDirectory.delete(data);
        }
    }

    /** One agreement's writes as a fast simulated backend makes them. */
    static void lifecycle(JournaledAgreementStore store, String id, String document) {
        Instant now = Instant.now();
        List<String> nodes = List.of("node-" + (id.hashCode() & 127));
        AgreementRecord created = new AgreementRecord(id, "anonymous", offerId(id), "librasla-job",
                AgreementState.OBSERVED, Map.of("job", ServiceTermState.PROCESSING),
                List.of(GuaranteeOutcome.undetermined("deadline"), GuaranteeOutcome.undetermined("budget")), document,
                Optional.of(new DeadlineAllocation(1234.5, nodes, 1, 4834.5)), now, now);
        store.create(created);
        store.update(id, r -> r.withTermStates(Map.of("job", ServiceTermState.PROCESSING), r.guarantees(), Instant.now()));
        store.update(id, r -> {
            Map<String, ServiceTermState> done = new LinkedHashMap<>();
            done.put("job", ServiceTermState.COMPLETED);
            List<GuaranteeOutcome> outcomes = List.of(
                    new GuaranteeOutcome("deadline", GuaranteeTermState.FULFILLED, OptionalDouble.of(125.0),
                            Optional.of("G$"), OptionalDouble.of(4800.25), OptionalDouble.of(0)),
                    new GuaranteeOutcome("budget", GuaranteeTermState.FULFILLED, OptionalDouble.of(100.0),
                            Optional.of("G$"), OptionalDouble.of(4800.25), OptionalDouble.of(0)));
            return r.withState(AgreementState.COMPLETE, Instant.now()).withTermStates(done, outcomes, Instant.now());
        });
    }

    /** The built-in librasla-job offer's document, about 2.5 KB. */
    static String document() {
        return Documents.standard().toXml(
                TemplateRegistry.builtIn(Documents.standard()).find("librasla-job").orElseThrow().model().toOffer());
    }

    /**
     * An offer id of the form the provider gives offers, {@code sha256:} and 64 hex digits (here the digest of
     * the agreement id): random as far as the database's offer index is concerned, as real ones are.
     */
    private static String offerId(String id) {
        try {
            return "sha256:" + HexFormat.of().formatHex(
                    MessageDigest.getInstance("SHA-256").digest(id.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    /** CPU microseconds of {@value #WRITES_PER_AGREEMENT} plain writes of the document's bytes. */
    private static double floor(Path data, String document, double seconds, ThreadMXBean threads) {
        Path file = data.resolve("floor.bin");
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            long cpu0 = threads.getCurrentThreadCpuTime();
            long end = System.nanoTime() + (long) (seconds * 1e9);
            long count = 0;
            while (System.nanoTime() < end) {
                for (int i = 0; i < 100; i++) {
                    for (int w = 0; w < WRITES_PER_AGREEMENT; w++) {
                        ByteBuffer bytes = ByteBuffer.wrap(document.getBytes(StandardCharsets.UTF_8));
                        while (bytes.hasRemaining()) {
                            channel.write(bytes);
                        }
                    }
                }
                count += 100;
                channel.truncate(0);
            }
            return (threads.getCurrentThreadCpuTime() - cpu0) / 1e3 / count;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static void pause(long millis) {
        pause(millis, 0);
    }

    private static void pause(long millis, int nanos) {
        try {
            Thread.sleep(millis, nanos);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private static long flusherThreadId() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().equals("accord-store-flusher"))
                .findFirst().orElseThrow(() -> new IllegalStateException("no accord-store-flusher thread")).getId();
    }
}
