package org.accord.benchmark.provider;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.accord.benchmark.Median;
import org.accord.benchmark.ScratchDirectory;
import org.accord.consumer.client.AgreementClient;
import org.accord.consumer.cli.LibraryLogs;
import org.accord.consumer.client.ClientSettings;
import org.accord.instances.InstanceProcess;
import org.accord.localpostgres.LocalPostgres;
import org.accord.offer.AgreementOffer;
import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.InstanceSettings;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.RequestLimits;
import org.accord.provider.config.SettingsBuilder;
import org.accord.scheduler.sla.DeadlineType;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * Several provider instances over one PostgreSQL database (docs/instances.md), against the journaled H2 store of a
 * provider alone, in one run on one durable PostgreSQL server (Debian's, fsync on, {@link LocalPostgres}):
 * <ol>
 * <li><b>Create throughput</b>: createAgreement over HTTP on 127.0.0.1 to the journaled H2 store (the baseline), to
 * one instance with {@code instances.shared} over PostgreSQL, and to two such instances over one database with each
 * client sending its calls to them in turn; beside them, to explain the gap, one instance of the PostgreSQL store
 * without {@code instances.shared} and one shared instance over a database with {@code synchronous_commit} off (a
 * commit does not wait for the WAL's fsync, which the journaled H2 store never does either); measured side by side ({@link Measurement}: sequential latency, then
 * {@code --clients} clients for {@code --seconds}, interleaved in rounds). All providers and clients share this
 * JVM and the machine's cores, so a second instance adds no CPU here: it shows what sharing costs, not how a group
 * scales on more hosts.</li>
 * <li><b>Failover</b>: two {@code ./accord provider --shared true} processes ({@link InstanceProcess}, default lease
 * unless {@code --lease-seconds}); {@code --kills} times the leader is killed with {@code kill -9}, the time until the
 * survivor logs that it leads is taken, and a fresh instance is started in the victim's place.</li>
 * <li><b>Admission with live agreements</b>: two instances over a fresh database on {@value #LIVE_NODES} nodes, a clock
 * at real time and offers of one CPU for an hour with a day's deadline (nothing ends during the run);
 * {@code --probes} sequential creates, alternating between the instances, are timed on the empty database (the
 * baseline), then after {@code --live} agreements were admitted.</li>
 * </ol>
 *
 * <p>Usage: {@code ./accord bench instances [--warmup N] [--warmup-seconds S] [--calls N] [--clients N] [--seconds S]
 * [--kills N] [--lease-seconds S] [--live N] [--probes N]} (defaults 500, 4, 300, 8, 6, 5, the provider's lease,
 * 2000, 500; the size is {@code --live 10000}, which takes a few minutes more to admit on two cores).
 * Targets: failover at most {@value #FAILOVER_TARGET_SECONDS} s; one instance over PostgreSQL at least
 * {@value #THROUGHPUT_TARGET}x the journaled H2 store's creates per second.
 */
public final class InstancesBenchmark {

    static final double FAILOVER_TARGET_SECONDS = 10;
    static final double THROUGHPUT_TARGET = 0.5;
    static final int LIVE_NODES = 1024;
    private static final Duration START_LIMIT = Duration.ofSeconds(180);
    private static final List<String> CHILD_JAVA_OPTIONS = List.of("-Xmx512m");

    /** Run parameters. */
    record Options(int warmup, double warmupSeconds, int calls, int clients, double seconds, int kills,
            double leaseSeconds, int live, int probes) {

        Options {
            if (warmup < 0 || warmupSeconds < 0 || calls < 1 || clients < 1 || seconds <= 0 || kills < 1 || live < 0
                    || probes < 2) {
                throw new IllegalArgumentException("sizes must be positive (probes at least 2, warm-up and live may be 0)");
            }
        }

        /** The options as picocli reads them from {@code args} (a test's shortcut to {@link Arguments}). */
        static Options parse(String... args) {
            Arguments arguments = new Arguments();
            new CommandLine(arguments).parseArgs(args);
            return arguments.options();
        }
    }

    /** Latency of sequential calls: median and 99th percentile in milliseconds. */
    record Latency(double medianMillis, double p99Millis) {}

    /** {@code ./accord bench instances [OPTIONS]}: the typed options, with {@code --help}. */
    @Command(name = "instances", mixinStandardHelpOptions = true, sortOptions = false,
            description = "creates/s of 1 and 2 provider instances over PostgreSQL vs the journaled H2 store; failover"
                    + " time after kill -9 of the leader; admission latency with live agreements (local PostgreSQL)")
    public static final class Arguments implements Callable<Integer> {

        @Option(names = "--warmup", paramLabel = "CALLS", defaultValue = "500",
                description = "sequential warm-up calls per workload (default: ${DEFAULT-VALUE})")
        int warmup;

        @Option(names = "--warmup-seconds", paramLabel = "S", defaultValue = "4",
                description = "seconds of warm-up with all clients per workload (default: ${DEFAULT-VALUE})")
        double warmupSeconds;

        @Option(names = "--calls", paramLabel = "N", defaultValue = "300",
                description = "sequential calls measured per workload (default: ${DEFAULT-VALUE})")
        int calls;

        @Option(names = "--clients", paramLabel = "N", defaultValue = "8",
                description = "concurrent clients for the throughput figure (default: ${DEFAULT-VALUE})")
        int clients;

        @Option(names = "--seconds", paramLabel = "S", defaultValue = "6",
                description = "seconds of concurrent clients measured per workload (default: ${DEFAULT-VALUE})")
        double seconds;

        @Option(names = "--kills", paramLabel = "N", defaultValue = "5",
                description = "kill -9 of the leader, each timed until another leads (default: ${DEFAULT-VALUE})")
        int kills;

        @Option(names = "--lease-seconds", paramLabel = "S",
                description = "the instances' leader lease (default: the provider's, instances.lease.seconds)")
        Double leaseSeconds;

        @Option(names = "--live", paramLabel = "N", defaultValue = "2000",
                description = "live agreements admitted before the latency is measured again (default: ${DEFAULT-VALUE})")
        int live;

        @Option(names = "--probes", paramLabel = "N", defaultValue = "500",
                description = "sequential creates timed for the latency figures, at least 2 (default: ${DEFAULT-VALUE})")
        int probes;

        @Spec
        CommandSpec spec;

        Options options() {
            double lease = leaseSeconds != null ? leaseSeconds : ProviderSettings.defaults().instances().leaseSeconds();
            return new Options(warmup, warmupSeconds, calls, clients, seconds, kills, lease, live, probes);
        }

        @Override
        public Integer call() {
            System.setProperty("org.apache.cxf.transport.http.forceURLConnection", "true");
            LibraryLogs.quiet();
            Options options;
            try {
                options = options();
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
            Optional<String> missing = LocalPostgres.unavailableReason();
            if (missing.isPresent()) {
                System.err.println("benchmark: instances needs a local PostgreSQL server: " + missing.get()
                        + " (install it: apt-get install postgresql)");
                return 1;
            }
            run(options, System.out);
            return 0;
        }
    }

    private InstancesBenchmark() {}

    static void run(Options options, PrintStream out) {
        Path data = ScratchDirectory.create("accord-bench-instances-");
        try (LocalPostgres postgres = LocalPostgres.start(true)) {
            out.printf(Locale.ROOT, "instances benchmark: PostgreSQL %s (durable: fsync on every commit) on 127.0.0.1,"
                    + " %d cores; providers, clients and the database share this machine%n", postgres.majorVersion(),
                    Runtime.getRuntime().availableProcessors());
            long start = System.nanoTime();
            List<Measurement> creates = throughput(options, postgres, data, out);
            long throughputEnd = System.nanoTime();
            double[] failovers = failover(options, postgres, data, out);
            long failoverEnd = System.nanoTime();
            Latency[] admission = admission(options, postgres, data, out);
            out.printf(Locale.ROOT, "%nwall time %.0f s: throughput %.0f s, failover %.0f s, admission %.0f s%n",
                    (System.nanoTime() - start) / 1e9, (throughputEnd - start) / 1e9, (failoverEnd - throughputEnd) / 1e9,
                    (System.nanoTime() - failoverEnd) / 1e9);

            double ratio = creates.get(1).callsPerSecond() / creates.get(0).callsPerSecond();
            double failover = Median.of(failovers);
            out.printf(Locale.ROOT, "%nagainst the targets:%n");
            out.printf(Locale.ROOT, "  failover, median of %d kill -9 of the leader (lease %.0f s): %.1f s; target <= %.0f s"
                    + " -> %.2fx of the target, %s%n", failovers.length, options.leaseSeconds(), failover,
                    FAILOVER_TARGET_SECONDS, failover / FAILOVER_TARGET_SECONDS,
                    failover <= FAILOVER_TARGET_SECONDS ? "met" : "MISSED");
            out.printf(Locale.ROOT, "  creates/s, 1 instance over PostgreSQL / journaled H2: %.2fx; target >= %.2fx -> %s%n",
                    ratio, THROUGHPUT_TARGET, ratio >= THROUGHPUT_TARGET ? "met" : "MISSED");
            out.printf(Locale.ROOT, "  creates/s, 2 instances / 1 instance over PostgreSQL: %.2fx (one JVM, the same %d"
                    + " cores: no CPU was added)%n", creates.get(2).callsPerSecond() / creates.get(1).callsPerSecond(),
                    Runtime.getRuntime().availableProcessors());
            out.printf(Locale.ROOT, "  admission (createAgreement) p99 with %,d live agreements, 2 instances: %.1f ms"
                    + " (%.1f ms on the empty database: %.2fx)%n", options.live(), admission[1].p99Millis(),
                    admission[0].p99Millis(), admission[1].p99Millis() / admission[0].p99Millis());
        } finally {
            ScratchDirectory.delete(data);
        }
    }

    /** createAgreement on the journaled H2 store, one instance and two over PostgreSQL, side by side. */
    private static List<Measurement> throughput(Options options, LocalPostgres postgres, Path data, PrintStream out) {
        String one = postgres.createDatabase("one");
        String two = postgres.createDatabase("two");
        String alone = postgres.createDatabase("alone");
        String lazy = postgres.createDatabase("lazy");
        execute(postgres, "ALTER DATABASE lazy SET synchronous_commit = off");
        try (EmbeddedProvider h2 = EmbeddedProvider.startOnFreePort(settings(data.resolve("h2"), 128, 1_000_000).build());
                EmbeddedProvider unshared = EmbeddedProvider.startOnFreePort(settings(data.resolve("alone"), 128,
                        1_000_000).jdbc(alone, LocalPostgres.USER, "").build());
                EmbeddedProvider noWait = EmbeddedProvider.startOnFreePort(shared(data.resolve("lazy"), lazy, 128,
                        1_000_000, options));
                EmbeddedProvider single = EmbeddedProvider.startOnFreePort(shared(data.resolve("one"), one, 128,
                        1_000_000, options));
                EmbeddedProvider a = EmbeddedProvider.startOnFreePort(shared(data.resolve("two-a"), two, 128,
                        1_000_000, options));
                EmbeddedProvider b = EmbeddedProvider.startOnFreePort(shared(data.resolve("two-b"), two, 128,
                        1_000_000, options))) {
            AgreementOffer offer = CreateAgreementWorkload.templateOffer();
            List<CreateAgreementWorkload> creates = List.of(
                    new CreateAgreementWorkload("H2 journaled, 1 instance", List.of(factory(h2)), offer),
                    new CreateAgreementWorkload("PostgreSQL, 1 instance", List.of(factory(single)), offer),
                    new CreateAgreementWorkload("PostgreSQL, 2 instances", List.of(factory(a), factory(b)), offer),
                    new CreateAgreementWorkload("PostgreSQL, not shared", List.of(factory(unshared)), offer),
                    new CreateAgreementWorkload("PostgreSQL, 1, async commit", List.of(factory(noWait)), offer));
            List<Measurement> results = Measurement.of(creates.stream().map(CreateAgreementWorkload::workload).toList(),
                    new Measurement.Warmup(options.warmup(), options.warmupSeconds()), options.calls(),
                    options.clients(), options.seconds(), jit -> { });
            out.printf(Locale.ROOT, "%ncreateAgreement (the librasla-job template's offer, 128 nodes, clock at 10^6x), %d"
                    + " sequential calls and %d clients for %.0f s each, interleaved in %d rounds:%n", options.calls(),
                    options.clients(), options.seconds(), Measurement.ROUNDS);
            out.printf(Locale.ROOT, "  %-26s %10s %10s %10s %12s%n", "store", "median ms", "p99 ms", "creates/s",
                    "vs H2");
            for (Measurement m : results) {
                out.printf(Locale.ROOT, "  %-26s %10.2f %10.2f %10.0f %11.2fx%n", m.workload(), m.medianMillis(),
                        m.p99Millis(), m.callsPerSecond(), m.callsPerSecond() / results.get(0).callsPerSecond());
            }
            creates.forEach(c -> out.println("  " + c.counts()));
            out.println("  (not shared: the same store without --shared, no pool lock and no lease; async commit: one"
                    + " instance over a database with synchronous_commit off, so a commit does not wait for the WAL's"
                    + " fsync, which the journaled H2 store never does either)");
            return results;
        }
    }

    /** Seconds from each {@code kill -9} of the leader to the survivor leading. */
    private static double[] failover(Options options, LocalPostgres postgres, Path data, PrintStream out) {
        String database = postgres.createDatabase("failover");
        out.printf(Locale.ROOT, "%nfailover: two ./accord provider --shared true processes, lease %.0f s; kill -9 of the"
                + " leader -> the other logs that it leads:%n", options.leaseSeconds());
        List<InstanceProcess> running = new ArrayList<>();
        try {
            List<CompletableFuture<InstanceProcess>> starting = List.of(
                    CompletableFuture.supplyAsync(() -> startProcess("instance-1", database, data, options)),
                    CompletableFuture.supplyAsync(() -> startProcess("instance-2", database, data, options)));
            starting.forEach(s -> running.add(s.join()));
            double[] seconds = new double[options.kills()];
            for (int kill = 0; kill < options.kills(); kill++) {
                InstanceProcess leader = awaitLeader(running, options);
                List<InstanceProcess> survivors = running.stream().filter(p -> p != leader).toList();
                if (survivors.stream().anyMatch(InstanceProcess::leads)) {
                    throw new IllegalStateException("two instances logged that they lead: " + running);
                }
                long killed = System.nanoTime();
                leader.kill();
                InstanceProcess next = awaitLeader(survivors, options);
                seconds[kill] = (System.nanoTime() - killed) / 1e9;
                out.printf(Locale.ROOT, "  kill %d: %s killed, %s leads %.2f s later%n", kill + 1, leader.name(),
                        next.name(), seconds[kill]);
                running.remove(leader);
                running.add(startProcess("instance-" + (kill + 3), database, data, options));
            }
            out.printf(Locale.ROOT, "  median %.2f s, min %.2f s, max %.2f s%n", Median.of(seconds),
                    Arrays.stream(seconds).min().orElseThrow(), Arrays.stream(seconds).max().orElseThrow());
            return seconds;
        } finally {
            running.forEach(InstanceProcess::close);
        }
    }

    /** Admission latency on the empty database, then with {@code --live} live agreements; two instances. */
    private static Latency[] admission(Options options, LocalPostgres postgres, Path data, PrintStream out) {
        String database = postgres.createDatabase("live");
        try (EmbeddedProvider a = EmbeddedProvider.startOnFreePort(shared(data.resolve("live-a"), database, LIVE_NODES,
                1, options));
                EmbeddedProvider b = EmbeddedProvider.startOnFreePort(shared(data.resolve("live-b"), database, LIVE_NODES,
                        1, options));
                AgreementClient client = AgreementClient.connect(ClientSettings.of(a.baseUrl()))) {
            AgreementOffer hour = client.offer("librasla-job").cpus(1).singleCpuRuntime(3600)
                    .deadlineType(DeadlineType.SOFT).deadline(86_400).budget(100).penaltyRate(0.01).build();
            CreateAgreementWorkload creates = new CreateAgreementWorkload("live", List.of(factory(a), factory(b)), hour);
            Runnable sequential = creates.workload().clients().get();
            repeat(sequential, Math.min(options.warmup(), 1000));
            Latency empty = time(sequential, options.probes());
            fill(creates, options.live(), options.clients());
            Latency full = time(sequential, options.probes());
            out.printf(Locale.ROOT, "%nadmission with live agreements: two instances over one database, %d nodes, clock at"
                    + " real time, offers of 1 CPU for an hour (deadline a day); %d sequential creates alternating between"
                    + " the instances:%n", LIVE_NODES, options.probes());
            out.printf(Locale.ROOT, "  %-30s %10s %10s%n", "database", "median ms", "p99 ms");
            out.printf(Locale.ROOT, "  %-30s %10.2f %10.2f%n", "nearly empty (baseline)", empty.medianMillis(),
                    empty.p99Millis());
            out.printf(Locale.ROOT, "  %-30s %10.2f %10.2f%n", String.format(Locale.ROOT, "%,d live agreements",
                    options.live()), full.medianMillis(), full.p99Millis());
            out.println("  " + creates.counts());
            return new Latency[] {empty, full};
        }
    }

    /** Creates until {@code creates} admitted {@code target} agreements in all, from {@code clients} threads. */
    private static void fill(CreateAgreementWorkload creates, int target, int clients) {
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        AtomicBoolean done = new AtomicBoolean();
        List<java.util.concurrent.Future<?>> running = new ArrayList<>();
        for (int i = 0; i < clients; i++) {
            Runnable client = creates.workload().clients().get();
            running.add(pool.submit(() -> {
                while (!done.get() && creates.accepted() < target) {
                    client.run();
                }
            }));
        }
        try {
            for (java.util.concurrent.Future<?> f : running) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while admitting the live agreements", e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException("a client failed while admitting the live agreements: " + e.getCause(),
                    e.getCause());
        } finally {
            done.set(true);
            pool.shutdown();
        }
        try {
            pool.awaitTermination(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void repeat(Runnable call, int times) {
        for (int i = 0; i < times; i++) {
            call.run();
        }
    }

    private static Latency time(Runnable call, int calls) {
        long[] nanos = new long[calls];
        for (int i = 0; i < calls; i++) {
            long start = System.nanoTime();
            call.run();
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        return new Latency(nanos[calls / 2] / 1e6, nanos[Math.min(calls - 1, (int) (calls * 0.99))] / 1e6);
    }

    private static InstanceProcess startProcess(String name, String database, Path data, Options options) {
        List<String> args = List.of("--host", "127.0.0.1", "--data", data.resolve(name).toString(), "--jdbc-url",
                database, "--jdbc-user", LocalPostgres.USER, "--shared", "true", "--lease-seconds",
                Double.toString(options.leaseSeconds()));
        return InstanceProcess.start(name, args, CHILD_JAVA_OPTIONS, data.resolve("logs"), START_LIMIT);
    }

    private static InstanceProcess awaitLeader(List<InstanceProcess> group, Options options) {
        long giveUp = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(Math.round(options.leaseSeconds() * 5000));
        while (System.nanoTime() < giveUp) {
            for (InstanceProcess p : group) {
                if (p.leads()) {
                    return p;
                }
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for a leader", e);
            }
        }
        throw new IllegalStateException("no instance took the lead within " + options.leaseSeconds() * 5 + " s; "
                + group.stream().map(p -> p.name() + ": " + p.logTail()).toList());
    }

    private static void execute(LocalPostgres postgres, String sql) {
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(postgres.url("postgres"), LocalPostgres.USER, "");
                java.sql.Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException("cannot run " + sql + ": " + e.getMessage(), e);
        }
    }

    private static String factory(EmbeddedProvider provider) {
        return provider.endpointUrls().get("AgreementFactory");
    }

    /**
     * A provider storing in {@code data} on {@code nodes} nodes with its clock at {@code speedup}x; every client is
     * the one initiator {@code anonymous}, so the per-initiator limits are lifted: the benchmark measures admission.
     */
    private static SettingsBuilder settings(Path data, int nodes, double speedup) {
        return ProviderSettings.builder().host("127.0.0.1").dataDir(data).nodes(nodes).clockSpeedup(speedup)
                .requestLimits(new RequestLimits(Integer.MAX_VALUE, Integer.MAX_VALUE,
                        ProviderSettings.defaults().requestLimits().requestTime(), RequestLimits.DEFAULT_OPEN_NEGOTIATIONS));
    }

    private static ProviderSettings shared(Path data, String database, int nodes, double speedup, Options options) {
        return settings(data, nodes, speedup).jdbc(database, LocalPostgres.USER, "")
                .instances(new InstanceSettings(true, options.leaseSeconds())).build();
    }
}
