package org.accord.benchmark.provider;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.accord.benchmark.Median;
import org.accord.benchmark.ScratchDirectory;
import org.accord.document.Documents;
import org.accord.document.DomainToWsag;
import org.accord.document.ExtensionTypes;
import org.accord.offer.AgreementOffer;
import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.FairShareSettings;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.security.UserFile;
import org.accord.provider.template.TemplateRegistry;
import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.schema.wsag.AgreementType;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * Issue #34's flood, against a real provider over HTTP with security on and otherwise default settings:
 * {@code alice} sends createAgreement from {@value #FLOOD_THREADS} threads for the whole run while {@code bob}
 * sends {@value #BOB_CREATES} creates of the same offer (the built-in LibraSLA template's: 4 CPUs, 7200 s,
 * deadline 14400 s), spread evenly over it. Then {@code alice} floods alone for as long. Each is run with fair
 * share at its default ({@code fairness.reserve} 0.15) and, as the baseline in the same run, with fair share off
 * ({@code fairness.reserve} 0, the provider before fair share).
 *
 * <p>Capacity in use is measured by what alice alone gets admitted: every agreement is the same job (4 x 7200
 * processor-seconds of work), so admitted agreements per run are the work the provider took on, proportional
 * to the processors it kept busy.
 *
 * <p>A warm-up phase of at most 5 s runs first, not counted. Usage: {@code FairnessBenchmark [seconds [runs]]}, default 15 s per phase and 3 runs; prints each run and
 * the medians: bob's admitted creates of 8 with and without fair share, alice's admitted creates alone with and
 * without fair share, and their ratio (the target: bob at least 7 of 8, the ratio at least 0.8).
 */
public final class FairnessBenchmark {

    private static final int FLOOD_THREADS = 6;
    private static final int BOB_CREATES = 8;
    private static final String ALICE_PASSWORD = "wonder land";
    private static final String BOB_PASSWORD = "builder";

    private FairnessBenchmark() {}

    /** {@code ./accord bench fairness [SECONDS [RUNS]]}: the typed arguments, with {@code --help}. */
    @Command(name = "fairness", mixinStandardHelpOptions = true,
            description = "issue #34's flood: bob's 8 creates while alice floods, and alice alone, with fair share vs"
                    + " without")
    public static final class Arguments implements Runnable {

        @Parameters(index = "0", arity = "0..1", paramLabel = "SECONDS", defaultValue = "15",
                description = "seconds of each flood (default: ${DEFAULT-VALUE})")
        int seconds;

        @Parameters(index = "1", arity = "0..1", paramLabel = "RUNS", defaultValue = "3",
                description = "runs, median taken (default: ${DEFAULT-VALUE})")
        int runs;

        @Override
        public void run() {
            benchmark(seconds, runs);
        }
    }

    static void benchmark(int seconds, int runs) {
        double[] bobFair = new double[runs];
        double[] bobToday = new double[runs];
        double[] aliceFair = new double[runs];
        double[] aliceToday = new double[runs];
        System.out.printf(Locale.ROOT, "warm-up (not counted): %s%n", flood(0.15, Math.min(seconds, 5), true));
        for (int run = 0; run < runs; run++) {
            Phase fair = flood(0.15, seconds, true);
            Phase today = flood(0, seconds, true);
            Phase fairAlone = flood(0.15, seconds, false);
            Phase todayAlone = flood(0, seconds, false);
            bobFair[run] = fair.bobAdmitted;
            bobToday[run] = today.bobAdmitted;
            aliceFair[run] = fairAlone.aliceAdmitted;
            aliceToday[run] = todayAlone.aliceAdmitted;
            System.out.printf(Locale.ROOT, "run %d: with bob: fair share %s | off %s; alice alone: fair share %s | off %s%n",
                    run + 1, fair, today, fairAlone, todayAlone);
        }
        double aliceRatio = Median.of(aliceFair) / Median.of(aliceToday);
        System.out.printf(Locale.ROOT, "medians of %d runs of %d s:%n", runs, seconds);
        System.out.printf(Locale.ROOT, "  bob's creates admitted during alice's flood: %.0f of %d with fair share, "
                + "%.0f of %d without (target >= 7 of 8)%n", Median.of(bobFair), BOB_CREATES, Median.of(bobToday),
                BOB_CREATES);
        System.out.printf(Locale.ROOT, "  alice alone, agreements admitted: %.0f with fair share, %.0f without; "
                + "capacity in use %.2fx of the provider without fair share (target >= 0.80)%n", Median.of(aliceFair),
                Median.of(aliceToday), aliceRatio);
    }

    /** One phase on a fresh provider: alice floods for {@code seconds}; bob's creates spread over it, if any. */
    private static Phase flood(double reserve, int seconds, boolean withBob) {
        Path data = ScratchDirectory.create("accord-fairness-bench");
        try {
            Path users = data.resolve("users.properties");
            UserFile.put(users, "alice", ALICE_PASSWORD.toCharArray(), 1000);
            UserFile.put(users, "bob", BOB_PASSWORD.toCharArray(), 1000);
            ProviderSettings settings = ProviderSettings.builder().host("127.0.0.1").dataDir(data).securityEnabled(true)
                    .usersFile(users).fairShare(new FairShareSettings(reserve, Map.of())).build();
            try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(settings)) {
                String url = provider.endpointUrls().get("AgreementFactory");
                return run(url, seconds, withBob);
            }
        } finally {
            ScratchDirectory.delete(data);
        }
    }

    private static Phase run(String url, int seconds, boolean withBob) {
        Creator alice = new Creator(url, "alice", ALICE_PASSWORD);
        Creator bob = new Creator(url, "bob", BOB_PASSWORD);
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        ExecutorService flood = Executors.newFixedThreadPool(FLOOD_THREADS);
        List<Future<?>> floods = new ArrayList<>();
        for (int t = 0; t < FLOOD_THREADS; t++) {
            AgreementFactory port = alice.port();
            floods.add(flood.submit(() -> {
                while (System.nanoTime() < end) {
                    alice.create(port);
                }
            }));
        }
        if (withBob) {
            AgreementFactory port = bob.port();
            long step = TimeUnit.SECONDS.toNanos(seconds) / (BOB_CREATES + 1);
            long start = end - TimeUnit.SECONDS.toNanos(seconds);
            for (int i = 1; i <= BOB_CREATES; i++) {
                sleepUntil(start + i * step);
                bob.create(port);
            }
        }
        for (Future<?> f : floods) {
            try {
                f.get();
            } catch (Exception e) {
                throw new IllegalStateException("the flood failed: " + e.getMessage(), e);
            }
        }
        flood.shutdown();
        return new Phase(alice.admitted.get(), alice.refused.get(), bob.admitted.get(), bob.lastRefusal);
    }

    private static void sleepUntil(long nanos) {
        long wait = nanos - System.nanoTime();
        if (wait > 0) {
            try {
                TimeUnit.NANOSECONDS.sleep(wait);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private record Phase(int aliceAdmitted, int aliceRefused, int bobAdmitted, String bobRefusal) {
        @Override
        public String toString() {
            return "alice " + aliceAdmitted + " admitted, " + aliceRefused + " refused"
                    + (bobRefusal == null && bobAdmitted == 0 ? "" : ", bob " + bobAdmitted + " of " + BOB_CREATES)
                    + (bobRefusal == null ? "" : " (a refusal: " + bobRefusal + ")");
        }
    }

    /** One initiator's creates: the LibraSLA template's offer, renamed on every call. */
    private static final class Creator {

        private final String url;
        private final String user;
        private final String password;
        private final AgreementOffer offer;
        private final AtomicLong sequence = new AtomicLong();
        private final AtomicInteger admitted = new AtomicInteger();
        private final AtomicInteger refused = new AtomicInteger();
        private volatile String lastRefusal;

        Creator(String url, String user, String password) {
            this.url = url;
            this.user = user;
            this.password = password;
            this.offer = TemplateRegistry.builtIn(Documents.standard()).find("librasla-job").orElseThrow().model()
                    .toOffer();
        }

        AgreementFactory port() {
            JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
            factory.setServiceClass(AgreementFactory.class);
            factory.setAddress(url);
            factory.setUsername(user);
            factory.setPassword(password);
            factory.setProperties(ExtensionTypes.cxfProperties());
            return (AgreementFactory) factory.create();
        }

        void create(AgreementFactory port) {
            AgreementType request = DomainToWsag.offer(offer);
            request.setName(user + "-" + sequence.incrementAndGet());
            try {
                port.createAgreement(request);
                admitted.incrementAndGet();
            } catch (AgreementFactoryFault fault) {
                refused.incrementAndGet();
                lastRefusal = fault.getFaultInfo().getReasonCode() + ": " + fault.getFaultInfo().getMessage();
            } catch (AccessDeniedFault fault) {
                throw new IllegalStateException(user + " was denied: " + fault.getMessage(), fault);
            }
        }
    }
}
