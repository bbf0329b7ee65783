package org.accord.benchmark.provider;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import org.accord.benchmark.ScratchDirectory;
import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.RequestLimits;
import org.accord.provider.config.SettingsBuilder;

import org.accord.provider.server.EmbeddedServer;
import org.accord.provider.server.EndpointSet;
import org.accord.provider.server.PublishingOptions;
import org.accord.provider.server.ServiceEndpoint;
import org.accord.speedpath.SpeedPaths;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The provider's SOAP and REST benchmark: publishes its endpoints on the embedded server at 127.0.0.1 (a free
 * port, schema validation IN, as the provider runs), then measures the workloads side by side, interleaved
 * ({@link Measurement}), and prints the figures with ratios against the first workload, the bare echo, and the
 * REST creates' ratios against SOAP's createAgreement on the same provider ({@link RestCreateWorkload}).
 *
 * <p>Usage: {@code ./accord bench provider [--warmup N] [--warmup-seconds S] [--calls N] [--clients N] [--seconds S]
 * [--payload BYTES] [--speed-paths]} ({@link Arguments}; defaults 20000, 10, 5000, 8, 5, and the create request's offer size
 * as sent, compact; {@code --speed-paths} adds createAgreement with each speed path's library reference,
 * {@link SpeedPathWorkloads}; calls
 * and seconds are per workload; the warm-up is {@link Measurement.Warmup}). Client and server share the JVM and the machine's cores. The client uses CXF's
 * URLConnection conduit, about twice as fast on loopback as the default java.net.http one.
 *
 * <p>A workload for another operation is added in {@link #endpoints()} (publish its endpoint) and
 * {@link #workloads} (a client factory calling it).
 */
public final class ProviderBenchmark {

    /** Run parameters. */
    record Options(int warmup, double warmupSeconds, int calls, int clients, double seconds, int payloadBytes,
            boolean speedPaths) {

        /** The options as picocli reads them from {@code args} (a test's shortcut to {@link Arguments}). */
        static Options parse(String... args) {
            Arguments arguments = new Arguments();
            new CommandLine(arguments).parseArgs(args);
            return arguments.options();
        }
    }

    private static final int MAX_MESSAGE_BYTES = 1 << 20;
    private static final String FACTORY_ECHO = "AgreementFactoryEcho";
    private static final String METRICS_OFF = "createAgreement, no metrics";

    /** {@code ./accord bench provider [OPTIONS]}: the typed options, with {@code --help}. */
    @Command(name = "provider", mixinStandardHelpOptions = true, sortOptions = false,
            description = "SOAP and REST calls over HTTP on 127.0.0.1 vs a bare CXF echo and the AgreementFactory port"
                    + " without logic")
    public static final class Arguments implements Runnable {

        @Option(names = "--warmup", paramLabel = "CALLS", defaultValue = "20000",
                description = "sequential warm-up calls per workload (default: ${DEFAULT-VALUE})")
        int warmup;

        @Option(names = "--warmup-seconds", paramLabel = "S", defaultValue = "10",
                description = "seconds of warm-up with all clients per workload (default: ${DEFAULT-VALUE})")
        double warmupSeconds;

        @Option(names = "--calls", paramLabel = "N", defaultValue = "5000",
                description = "sequential calls measured per workload (default: ${DEFAULT-VALUE})")
        int calls;

        @Option(names = "--clients", paramLabel = "N", defaultValue = "8",
                description = "concurrent clients for the throughput figure (default: ${DEFAULT-VALUE})")
        int clients;

        @Option(names = "--seconds", paramLabel = "S", defaultValue = "5",
                description = "seconds of concurrent clients measured per workload (default: ${DEFAULT-VALUE})")
        double seconds;

        @Option(names = "--payload", paramLabel = "BYTES", defaultValue = "0",
                description = "the echo's payload; 0 for the create request's offer as sent (default: ${DEFAULT-VALUE})")
        int payload;

        @Option(names = "--speed-paths",
                description = "createAgreement with each hand-written speed path's library reference in its place,"
                        + " instead of the metrics-off and REST workloads")
        boolean speedPaths;

        Options options() {
            return new Options(warmup, warmupSeconds, calls, clients, seconds, payload, speedPaths);
        }

        @Override
        public void run() {
            System.setProperty("org.apache.cxf.transport.http.forceURLConnection", "true");
            ProviderBenchmark.run(options(), System.out);
        }
    }

    private ProviderBenchmark() {}

    /**
     * Publishes the echo and two real providers in a temporary directory, one on the default journaled
     * embedded store and one writing every agreement straight into H2 (a {@code jdbc.url}, as before the
     * journal), measures the workloads side by side and prints the table to {@code out}. The echo's payload
     * is as long as the create request's offer unless {@code --payload} says otherwise.
     */
    static List<Measurement> run(Options options, PrintStream out) {
        PublishingOptions publishing = new PublishingOptions(true, MAX_MESSAGE_BYTES, Optional.empty());
        Path data = ScratchDirectory.create("accord-bench-");
        try (EmbeddedServer server = EmbeddedServer.start("127.0.0.1", freePort(), publishing, endpoints());
                EmbeddedProvider journaled = provider(settings(data.resolve("journaled")).build());
                EmbeddedProvider unmetered = provider(settings(data.resolve("metrics-off")).metricsEnabled(false).build());
                EmbeddedProvider writtenThrough = provider(settings(data.resolve("written-through")).jdbc(
                        "jdbc:h2:file:" + data.resolve("written-through").resolve("accord").toAbsolutePath()
                                + ";WRITE_DELAY=0", "", "").build())) {
            CreateAgreementWorkload create = new CreateAgreementWorkload("createAgreement",
                    journaled.endpointUrls().get("AgreementFactory"));
            CreateAgreementWorkload metricsOff = new CreateAgreementWorkload(METRICS_OFF,
                    unmetered.endpointUrls().get("AgreementFactory"));
            CreateAgreementWorkload direct = new CreateAgreementWorkload("createAgreement, H2 direct",
                    writtenThrough.endpointUrls().get("AgreementFactory"));
            int payloadChars = options.payloadBytes() > 0 ? options.payloadBytes() : create.offerChars();
            List<Workload> workloads = new ArrayList<>(workloads(server, "x".repeat(payloadChars)));
            workloads.add(new CreateAgreementWorkload("AgreementFactory, no logic",
                    server.endpointUrls().get(FACTORY_ECHO)).workload());
            workloads.add(create.workload());
            List<CreateAgreementWorkload> references = new ArrayList<>();
            if (options.speedPaths()) {
                for (SpeedPaths.Path path : SpeedPaths.Path.values()) {
                    CreateAgreementWorkload reference = new CreateAgreementWorkload(SpeedPathWorkloads.workloadName(path),
                            journaled.endpointUrls().get("AgreementFactory"));
                    references.add(reference);
                    workloads.add(SpeedPathWorkloads.switched(reference.workload(), path));
                }
            }
            RestCreateWorkload restValues = new RestCreateWorkload("REST create, values", journaled.restUrl(), false);
            RestCreateWorkload restDocument = new RestCreateWorkload("REST create, document", journaled.restUrl(), true);
            if (!options.speedPaths()) {
                workloads.add(metricsOff.workload());
                workloads.add(restValues.workload());
                workloads.add(restDocument.workload());
            }
            if (options.speedPaths()) {
                workloads.replaceAll(w -> SpeedPathWorkloads.isReference(w) ? w : SpeedPathWorkloads.switched(w, Set.of()));
            }
            Measurement.Warmup warmup = new Measurement.Warmup(options.warmup(), options.warmupSeconds());
            List<JitActivity> jit = new ArrayList<>();
            List<Measurement> results = new ArrayList<>(Measurement.of(workloads, warmup, options.calls(),
                    options.clients(), options.seconds(), jit::add));
            // measured after, not interleaved: its store's background commits would slow the others' rounds; warmed
            // with a quarter of the calls and no clients, since all but its store path is compiled by then
            Measurement.Warmup directWarmup = new Measurement.Warmup(options.warmup() / 4, 0);
            results.addAll(Measurement.of(List.of(direct.workload()), directWarmup, options.calls(),
                    options.clients(), options.seconds(), activity -> { }));
            print(results, options, payloadChars, out);
            out.println("JIT, interleaved workloads: " + jit.get(0).describe());
            out.println(create.counts());
            if (!options.speedPaths()) {
                out.println(metricsOff.counts());
                out.println(restValues.counts());
                out.println(restDocument.counts());
            }
            out.println(direct.counts());
            references.forEach(reference -> out.println(reference.counts()));
            if (options.speedPaths()) {
                SpeedPathWorkloads.print(results, out);
            }
            return results;
        } finally {
            ScratchDirectory.delete(data);
        }
    }

    /**
     * A provider on 128 nodes storing in {@code data}, its clock running 10^6 times real time so that
     * admitted jobs keep finishing; by default the journaled embedded store. Every client is the one
     * initiator {@code anonymous}, so the per-initiator limits are lifted: the benchmark measures admission,
     * not the quota's refusals.
     */
    private static SettingsBuilder settings(Path data) {
        return ProviderSettings.builder().host("127.0.0.1").dataDir(data).nodes(128).clockSpeedup(1_000_000)
                .requestLimits(new RequestLimits(Integer.MAX_VALUE, Integer.MAX_VALUE,
                        ProviderSettings.defaults().requestLimits().requestTime()));
    }

    private static EmbeddedProvider provider(ProviderSettings settings) {
        return EmbeddedProvider.startOnFreePort(settings);
    }

    /** What the benchmark publishes: the echo baseline and the diagnostic AgreementFactory without logic. */
    static EndpointSet endpoints() {
        return EndpointSet.of(new ServiceEndpoint("echo", new BenchmarkEchoEndpoint()),
                new ServiceEndpoint(FACTORY_ECHO, new BenchmarkFactoryEndpoint()));
    }

    /** The workloads, the baseline first. */
    static List<Workload> workloads(EmbeddedServer server, String payload) {
        String echoUrl = server.endpointUrls().get("echo");
        return List.of(new Workload("echo (baseline)", () -> {
            BenchmarkEcho echo = client(BenchmarkEcho.class, echoUrl);
            return () -> echo.echo(payload);
        }));
    }

    /** A CXF client proxy of {@code serviceInterface} at {@code url}. */
    static <T> T client(Class<T> serviceInterface, String url) {
        JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
        factory.setServiceClass(serviceInterface);
        factory.setAddress(url);
        return serviceInterface.cast(factory.create());
    }

    private static void print(List<Measurement> results, Options options, int payloadChars, PrintStream out) {
        Measurement base = results.get(0);
        out.printf("provider SOAP and REST benchmark: HTTP on 127.0.0.1, payload %d chars, schema validation IN, "
                + "%d calls after %d warm-up calls and %.0f s of warm-up clients, %d clients for %.0f s; all but the last "
                + "interleaved in %d rounds%n", payloadChars, options.calls(), options.warmup(), options.warmupSeconds(),
                options.clients(), options.seconds(), Measurement.ROUNDS);
        out.printf("%-28s %10s %10s %12s %14s %16s%n",
                "workload", "median ms", "p99 ms", "calls/s", "median ratio", "throughput ratio");
        for (Measurement m : results) {
            out.printf("%-28s %10.3f %10.3f %12.0f %14.2f %16.2f%n", m.workload(), m.medianMillis(), m.p99Millis(),
                    m.callsPerSecond(), m.medianMillis() / base.medianMillis(), m.callsPerSecond() / base.callsPerSecond());
        }
        printCpu(results, options, out);
        Measurement noLogic = named(results, "AgreementFactory, no logic");
        Measurement create = named(results, "createAgreement");
        out.printf("createAgreement against the AgreementFactory port without logic (target: median <= 1.30x, "
                + "throughput >= 0.75x): median %.2fx, throughput %.2fx with %d clients%n",
                create.medianMillis() / noLogic.medianMillis(), create.callsPerSecond() / noLogic.callsPerSecond(),
                options.clients());
        if (options.speedPaths()) {
            return;
        }
        Measurement unmetered = named(results, METRICS_OFF);
        out.printf("createAgreement with metrics on (metrics.enabled=true, the default) against off (target: within 3%%): "
                + "median %.3fx, throughput %.3fx%n", create.medianMillis() / unmetered.medianMillis(),
                create.callsPerSecond() / unmetered.callsPerSecond());
        for (String rest : List.of("REST create, values", "REST create, document")) {
            Measurement m = named(results, rest);
            out.printf("%s against SOAP createAgreement (target: median <= 1.00x, throughput >= 1.00x): median %.2fx, "
                    + "throughput %.2fx%n", rest, m.medianMillis() / create.medianMillis(),
                    m.callsPerSecond() / create.callsPerSecond());
        }
        if (!create.cpuMillisPerCall().isEmpty()) {
            out.printf("the same from CPU per call (the no-logic port's over createAgreement's; throughput follows it "
                    + "while the cores are saturated): %.2fx; without the JIT compiler threads, still compiling "
                    + "while it measured: %.2fx%n",
                    cpuPerCall(noLogic, true) / cpuPerCall(create, true),
                    cpuPerCall(noLogic, false) / cpuPerCall(create, false));
        }
    }

    /** The CPU milliseconds per call of all thread groups, or of all but the JIT compiler threads. */
    static double cpuPerCall(Measurement m, boolean withJit) {
        return m.cpuMillisPerCall().entrySet().stream().filter(e -> withJit || !e.getKey().equals(ThreadCpu.JIT))
                .mapToDouble(Map.Entry::getValue).sum();
    }

    /** The CPU each call cost while the clients ran, by thread group; nothing where the JVM cannot tell. */
    private static void printCpu(List<Measurement> results, Options options, PrintStream out) {
        if (results.get(0).cpuMillisPerCall().isEmpty()) {
            return;
        }
        out.printf("CPU ms per call with %d clients, by thread group (client and server share the JVM):%n", options.clients());
        StringBuilder header = new StringBuilder(String.format("%-28s", "workload"));
        ThreadCpu.GROUPS.forEach(g -> header.append(String.format(" %16s", g)));
        out.println(header.append(String.format(" %10s", "total")));
        for (Measurement m : results) {
            StringBuilder row = new StringBuilder(String.format("%-28s", m.workload()));
            ThreadCpu.GROUPS.forEach(g -> row.append(String.format(" %16.3f", m.cpuMillisPerCall().get(g))));
            out.println(row.append(String.format(" %10.3f", cpuPerCall(m, true))));
        }
    }

    private static Measurement named(List<Measurement> results, String workload) {
        return results.stream().filter(m -> m.workload().equals(workload)).findFirst().orElseThrow();
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
