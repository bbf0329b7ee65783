package org.accord.benchmark.provider;

import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.accord.speedpath.SpeedPaths;
import org.accord.speedpath.SpeedPaths.Path;

/**
 * {@code ./accord bench provider --speed-paths}: createAgreement with each hand-written speed path's library
 * reference in its place ({@link SpeedPaths}), interleaved with the others on the same journaled provider: a
 * path's workload switches its reference on before every call, and every other workload switches all off. The
 * figure is the CPU per create of each against the plain createAgreement: the share of a create's CPU the
 * hand-written path saves.
 */
final class SpeedPathWorkloads {

    private SpeedPathWorkloads() {}

    static String workloadName(Path path) {
        return "create, library " + path.label();
    }

    static boolean isReference(Workload workload) {
        return workload.name().startsWith("create, library ");
    }

    /** {@code workload} with {@code path}'s library reference on (and every other path off) for each of its calls. */
    static Workload switched(Workload workload, Path path) {
        return switched(workload, Set.of(path));
    }

    /** {@code workload} with exactly {@code library} on for each of its calls. */
    static Workload switched(Workload workload, Set<Path> library) {
        Set<Path> paths = Set.copyOf(library);
        return new Workload(workload.name(), () -> {
            Runnable client = workload.clients().get();
            return () -> {
                SpeedPaths.use(paths);
                client.run();
            };
        });
    }

    /**
     * Per path: the CPU per create with the library reference and with the hand-written path (the plain
     * createAgreement), without the JIT compiler threads, and the share of the reference's CPU the
     * hand-written path saves; also the journal against writing straight into H2.
     */
    static void print(List<Measurement> results, PrintStream out) {
        Measurement create = named(results, "createAgreement").orElseThrow();
        if (create.cpuMillisPerCall().isEmpty()) {
            return;
        }
        double own = ProviderBenchmark.cpuPerCall(create, false);
        out.println("speed paths: CPU ms per create (all threads but the JIT compiler's), hand-written against the library "
                + "reference, and the share of the reference's CPU saved (keep at >= 10%):");
        out.printf("%-22s %12s %12s %8s%n", "path", "hand-written", "library", "saved");
        for (Path path : Path.values()) {
            named(results, workloadName(path)).ifPresent(reference -> row(out, path.label(),
                    own, ProviderBenchmark.cpuPerCall(reference, false)));
        }
        named(results, "createAgreement, H2 direct").ifPresent(direct -> row(out, "journal vs H2 direct",
                own, ProviderBenchmark.cpuPerCall(direct, false)));
    }

    private static void row(PrintStream out, String path, double own, double library) {
        out.printf("%-22s %12.3f %12.3f %7.1f%%%n", path, own, library, 100 * (library - own) / library);
    }

    private static Optional<Measurement> named(List<Measurement> results, String workload) {
        return results.stream().filter(m -> m.workload().equals(workload)).findFirst();
    }
}
