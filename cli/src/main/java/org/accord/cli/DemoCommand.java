package org.accord.cli;

import java.io.PrintWriter;
import java.util.OptionalDouble;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.accord.consumer.cli.LibraryLogs;
import org.accord.demo.DemoProgress;
import org.accord.demo.DemoReport;
import org.accord.demo.DemoRun;
import org.accord.demo.InstancesDemoRun;
import org.accord.demo.SlurmDemoRun;
import org.accord.demo.DemoSettings;
import org.accord.demo.DemoSummary;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ./accord demo}: the main job end to end on embedded defaults (see {@link org.accord.demo}).
 * Prints a summary table, or with {@code --json} exactly {@code {"offered", "acceptedFirstTime",
 * "acceptedAfterCounterOffer", "rejected", "completed", "slaFulfilled", "utility", "penalties",
 * "wallSeconds"}}. The progress bar goes to stderr. A failure is one line on stderr and exit code 1.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Run Accord end to end: an embedded provider, SDSC SP2 jobs offered as LibraSLA agreements over SOAP, negotiation, completion, a summary.")
public final class DemoCommand implements Callable<Integer> {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Option(names = "--jobs", paramLabel = "N",
            description = "jobs of the trace slice to offer (default: 200, or 40 with --backend slurm)")
    private Integer jobs;

    @Option(names = "--seed", paramLabel = "N", description = "seed of the SLA assignment (default: ${DEFAULT-VALUE})")
    private long seed = DemoSettings.defaults().seed();

    @Option(names = "--speedup", paramLabel = "X",
            description = "simulated seconds per real second (default: chosen so the run takes about "
                    + "20 s of simulated time)")
    private Double speedup;

    @Option(names = "--arrival-factor", paramLabel = "F",
            description = "arrival delay factor compressing inter-arrival times (default: ${DEFAULT-VALUE})")
    private double arrivalFactor = DemoSettings.defaults().arrivalDelayFactor();

    @Option(names = "--nodes", paramLabel = "N", description = "nodes of the provider (default: ${DEFAULT-VALUE})")
    private int nodes = DemoSettings.defaults().nodes();

    @Option(names = "--backend", paramLabel = "NAME", description = "simulated (default) or slurm: run the jobs, "
            + "scaled down to seconds, as real Slurm jobs on the cluster SLURM_CONF names or a local one")
    private String backend = "simulated";

    @Option(names = "--slurm-prefix", paramLabel = "DIR", description = "with --backend slurm: the Slurm installation "
            + "prefix (bin, sbin) whose daemons the local cluster runs and whose commands the provider uses, e.g. "
            + "/opt/slurm-25.11.7; default: the system's Slurm")
    private java.nio.file.Path slurmPrefix;

    @Option(names = "--instances", paramLabel = "N", description = "run N provider instances (2 or more) over a local "
            + "PostgreSQL instead: create agreements through one, read them from all, kill -9 the leader, watch another "
            + "take over (needs Debian's postgresql package; --jobs is then the agreements to create, default 6)")
    private Integer instances;

    @Option(names = "--json", description = "print one JSON document instead of a table")
    private boolean json;

    @Option(names = "--no-progress", negatable = false, description = "do not draw the progress bar")
    private boolean noProgress;

    @Spec
    private CommandSpec spec;

    /** slf4j-simple's default level: the embedded provider's start-up lines would bury the summary. */
    private static final String DEFAULT_LOG_LEVEL = "org.slf4j.simpleLogger.defaultLogLevel";

    @Override
    public Integer call() {
        if (System.getProperty(DEFAULT_LOG_LEVEL) == null) {
            System.setProperty(DEFAULT_LOG_LEVEL, "warn");
        }
        LibraryLogs.quiet();
        if (instances != null) {
            return runInstances();
        }
        DemoSettings settings;
        try {
            int count = jobs != null ? jobs : backend.equals("slurm") ? 40 : DemoSettings.defaults().jobs();
            settings = new DemoSettings(count, seed, arrivalFactor,
                    speedup == null ? OptionalDouble.empty() : OptionalDouble.of(speedup), nodes, !noProgress);
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("accord demo: " + e.getMessage());
            return 2;
        }
        DemoReport report;
        try (DemoProgressBar bar = new DemoProgressBar(System.err)) {
            DemoProgress progress = settings.progress() ? bar : DemoProgress.none();
            report = switch (backend) {
                case "simulated" -> new DemoRun(settings, progress).run();
                case "slurm" -> new SlurmDemoRun(settings, progress, java.util.Optional.ofNullable(slurmPrefix)).run();
                default -> throw new IllegalArgumentException("unknown backend '" + backend + "'; use simulated or slurm");
            };
        } catch (RuntimeException e) {
            spec.commandLine().getErr().println("accord demo: " + e.getMessage());
            return 1;
        }
        print(report);
        return 0;
    }

    /** {@code --instances N}: the story of {@link InstancesDemoRun}, printed as it happens. */
    private int runInstances() {
        PrintWriter err = spec.commandLine().getErr();
        if (json || !backend.equals("simulated")) {
            err.println("accord demo: --instances runs its own story on the simulated backend; it takes neither --json"
                    + " nor --backend");
            return 2;
        }
        InstancesDemoRun run;
        try {
            run = new InstancesDemoRun(instances, jobs == null ? 6 : jobs, spec.commandLine().getOut());
        } catch (IllegalArgumentException e) {
            err.println("accord demo: " + e.getMessage());
            return 2;
        }
        try {
            run.run();
            return 0;
        } catch (RuntimeException e) {
            err.println("accord demo: " + e.getMessage());
            return 1;
        }
    }

    private void print(DemoReport report) {
        PrintWriter out = spec.commandLine().getOut();
        DemoSummary s = report.summary();
        if (json) {
            out.println(json(s));
            return;
        }
        if (backend.equals("slurm")) {
            out.printf("Accord demo: %d SDSC SP2 jobs (seed %d) scaled to seconds, offered to an embedded provider on "
                    + "the slurm backend (fcfs), run as real Slurm jobs%n", report.settings().jobs(), report.settings().seed());
        } else {
            out.printf("Accord demo: %d SDSC SP2 jobs (seed %d, arrival factor %s) offered to an embedded librasla "
                    + "provider on %d nodes, clock speed-up %.0fx%n", report.settings().jobs(), report.settings().seed(),
                    report.settings().arrivalDelayFactor(), report.settings().nodes(), report.speedup());
        }
        row(out, "offered", Integer.toString(s.offered()));
        row(out, "accepted first time", Integer.toString(s.acceptedFirstTime()));
        row(out, "accepted after counter-offer", Integer.toString(s.acceptedAfterCounterOffer()));
        row(out, "rejected", Integer.toString(s.rejected()));
        row(out, "completed", Integer.toString(s.completed()));
        row(out, "  on time", Integer.toString(s.completedOnTime()));
        row(out, "  late, utility > 0", Integer.toString(s.completedLateProfitable()));
        row(out, "  late, with a loss", Integer.toString(s.completedLateLoss()));
        row(out, "SLA fulfilled", Integer.toString(s.slaFulfilled()));
        int admitted = s.acceptedFirstTime() + s.acceptedAfterCounterOffer();
        if (backend.equals("slurm") && admitted > 0) {
            row(out, "delivered on time (of admitted)", String.format("%d/%d = %.0f%%", s.slaFulfilled(), admitted,
                    100.0 * s.slaFulfilled() / admitted));
        }
        row(out, "aggregate utility", String.format("%.2f", s.utility()));
        row(out, "penalties", String.format("%.2f", s.penalties()));
        row(out, "wall seconds", String.format("%.1f", s.wallSeconds()));
    }

    private static void row(PrintWriter out, String name, String value) {
        out.printf("  %-30s %14s%n", name, value);
    }

    static String json(DemoSummary s) {
        ObjectNode node = JSON.createObjectNode();
        node.put("offered", s.offered());
        node.put("acceptedFirstTime", s.acceptedFirstTime());
        node.put("acceptedAfterCounterOffer", s.acceptedAfterCounterOffer());
        node.put("rejected", s.rejected());
        node.put("completed", s.completed());
        node.put("completedOnTime", s.completedOnTime());
        node.put("completedLateProfitable", s.completedLateProfitable());
        node.put("completedLateLoss", s.completedLateLoss());
        node.put("slaFulfilled", s.slaFulfilled());
        node.put("utility", s.utility());
        node.put("penalties", s.penalties());
        node.put("wallSeconds", s.wallSeconds());
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of JSON nodes always serialises", e);
        }
    }
}
