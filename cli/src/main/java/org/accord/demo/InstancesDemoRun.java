package org.accord.demo;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.stream.Stream;

import org.accord.agreement.AgreementState;
import org.accord.consumer.client.AccordClientException;
import org.accord.consumer.client.AgreementClient;
import org.accord.consumer.client.ClientSettings;
import org.accord.instances.InstanceProcess;
import org.accord.localpostgres.LocalPostgres;
import org.accord.offer.AgreementOffer;
import org.accord.scheduler.sla.DeadlineType;

/**
 * {@code ./accord demo --instances N}: several provider instances over one PostgreSQL database, and one of them
 * killed. Starts Debian's PostgreSQL server in a temporary directory ({@link LocalPostgres}), then N
 * {@code ./accord provider --shared true} processes over one database of it; creates agreements through the first
 * instance and reads each one's state from every instance; kills the leader with {@code kill -9}; shows another
 * instance taking the lease, answering, admitting, and completing the agreements the dead leader was running.
 * Everything runs on 127.0.0.1 and is deleted afterwards.
 *
 * <p>Each agreement is the {@code librasla-job} template's job on one CPU, {@value #RUNTIME_SECONDS} s long, with
 * the providers' simulated clocks at {@value #SPEEDUP}x: alone on a node it would run for 5 s of wall time, and
 * LibraSLA packs them onto one node's shares, so a handful of them are still running when the leader is killed.
 */
public final class InstancesDemoRun {

    /** The lease the instances hold (--lease-seconds): short, so the takeover is quick to watch. */
    static final int LEASE_SECONDS = 3;
    static final double SPEEDUP = 300;
    static final double RUNTIME_SECONDS = 1500;
    private static final Duration START_LIMIT = Duration.ofSeconds(120);
    private static final Duration COMPLETION_LIMIT = Duration.ofSeconds(120);
    /** Child JVMs start quicker and lighter with the client compiler only; a demo needs no peak speed. */
    private static final List<String> JAVA_OPTIONS = List.of("-Xmx384m", "-XX:TieredStopAtLevel=1");

    private final int instances;
    private final int agreements;
    private final PrintWriter out;

    /**
     * @param instances provider instances to start, at least 2
     * @param agreements agreements to create through the first instance, at least 1
     */
    public InstancesDemoRun(int instances, int agreements, PrintWriter out) {
        if (instances < 2) {
            throw new IllegalArgumentException("--instances must be at least 2 to show a takeover, got " + instances);
        }
        if (agreements < 1 || agreements > 1000) {
            throw new IllegalArgumentException("--jobs with --instances must be 1..1000, got " + agreements);
        }
        this.instances = instances;
        this.agreements = agreements;
        this.out = out;
    }

    /** What the run showed, for the caller's checks; the story itself is printed as it happens. */
    public record Outcome(int agreements, boolean sameEverywhere, double takeoverSeconds, int completedByNewLeader) {}

    /**
     * Runs the story.
     *
     * @throws IllegalStateException when PostgreSQL's server is not installed (naming the package) or a step fails
     */
    public Outcome run() {
        Optional<String> missing = LocalPostgres.unavailableReason();
        if (missing.isPresent()) {
            throw new IllegalStateException("--instances needs a local PostgreSQL server: " + missing.get()
                    + " (install it: apt-get install postgresql)");
        }
        Path work = temporaryDirectory();
        List<InstanceProcess> group = new ArrayList<>();
        try (LocalPostgres postgres = LocalPostgres.start(false)) {
            String database = postgres.createDatabase("accord");
            out.printf("PostgreSQL %s on 127.0.0.1:%d (a temporary cluster in %s), database accord%n",
                    postgres.majorVersion(), postgres.port(), work);
            List<CompletableFuture<InstanceProcess>> starting = new ArrayList<>();
            for (int i = 1; i <= instances; i++) {
                int index = i;
                starting.add(CompletableFuture.supplyAsync(() -> startInstance(index, database, work)));
            }
            for (CompletableFuture<InstanceProcess> instance : starting) {
                try {
                    group.add(instance.join());
                } catch (CompletionException e) {
                    starting.forEach(s -> s.thenAccept(InstanceProcess::close));
                    throw e.getCause() instanceof RuntimeException r ? r : e;
                }
            }
            group.forEach(p -> out.printf("instance %s: %s (pid %d)%n", p.name(), p.baseUrl(), p.pid()));
            InstanceProcess leader = awaitLeader(group, Duration.ofSeconds(LEASE_SECONDS * 5L));
            out.printf("instance %s leads execution (it holds the lease row accord_leader); the others serve requests%n",
                    leader.name());

            InstanceProcess first = group.get(0);
            Map<String, String> created = new LinkedHashMap<>();
            try (AgreementClient client = connect(first)) {
                for (int i = 1; i <= agreements; i++) {
                    String id = client.create(offer(client, "demo-" + i)).agreementId();
                    created.put(id, "created at " + first.name());
                }
            }
            out.printf("%n%d agreements created through instance %s; their states read from every instance:%n",
                    agreements, first.name());
            boolean same = printStates(created.keySet(), group);

            out.printf("%nkill -9 instance %s (pid %d), the leader%n", leader.name(), leader.pid());
            long killed = System.nanoTime();
            leader.kill();
            List<InstanceProcess> survivors = group.stream().filter(InstanceProcess::alive).toList();
            InstanceProcess next = awaitLeader(survivors, Duration.ofSeconds(LEASE_SECONDS * 5L));
            double takeover = (System.nanoTime() - killed) / 1e9;
            out.printf("instance %s took the lease %.1f s after the kill (lease %d s); it adopts the running agreements%n",
                    next.name(), takeover, LEASE_SECONDS);
            try (AgreementClient client = connect(survivors.get(0))) {
                String id = client.create(offer(client, "demo-after-kill")).agreementId();
                created.put(id, "created at " + survivors.get(0).name() + " after the kill");
                out.printf("instance %s admits a new agreement: %s%n", survivors.get(0).name(), id);
            }

            out.printf("%nwaiting for instance %s to complete every agreement (the dead leader's running ones too)...%n",
                    next.name());
            int completed = awaitCompletion(created.keySet(), next);
            printStates(created.keySet(), survivors);
            out.printf("%n%d of %d agreements Complete, executed by instance %s after the takeover; none lost%n",
                    completed, created.size(), next.name());
            return new Outcome(created.size(), same, takeover, completed);
        } finally {
            group.forEach(InstanceProcess::close);
            delete(work);
        }
    }

    private static InstanceProcess startInstance(int index, String database, Path work) {
        String name = String.valueOf((char) ('A' + index - 1));
        List<String> args = List.of("--host", "127.0.0.1", "--data", work.resolve("instance-" + name).toString(),
                "--jdbc-url", database, "--jdbc-user", LocalPostgres.USER, "--shared", "true",
                "--lease-seconds", Integer.toString(LEASE_SECONDS), "--speedup", Double.toString(SPEEDUP));
        return InstanceProcess.start(name, args, JAVA_OPTIONS, work.resolve("logs"), START_LIMIT);
    }

    private static AgreementClient connect(InstanceProcess instance) {
        return AgreementClient.connect(ClientSettings.of(instance.baseUrl()));
    }

    /** One CPU for {@value #RUNTIME_SECONDS} s, a soft deadline a day away: always admitted, and running a while. */
    private static AgreementOffer offer(AgreementClient client, String name) {
        return client.offer("librasla-job").name(name).cpus(1).singleCpuRuntime(RUNTIME_SECONDS)
                .deadlineType(DeadlineType.SOFT).deadline(86_400).budget(100).penaltyRate(0.01).build();
    }

    /** Prints a row per agreement with its state at each instance; whether every instance said the same. */
    private boolean printStates(Iterable<String> ids, List<InstanceProcess> group) {
        StringBuilder header = new StringBuilder(String.format("  %-40s", "agreement"));
        group.forEach(p -> header.append(String.format(" %-14s", "at " + p.name())));
        out.println(header);
        boolean same = true;
        List<AgreementClient> clients = group.stream().map(InstancesDemoRun::connect).toList();
        try {
            for (String id : ids) {
                StringBuilder row = new StringBuilder(String.format("  %-40s", id));
                List<String> states = clients.stream().map(c -> state(c, id)).toList();
                states.forEach(s -> row.append(String.format(" %-14s", s)));
                same &= states.stream().distinct().count() == 1;
                out.println(row);
            }
        } finally {
            clients.forEach(AgreementClient::close);
        }
        if (group.size() > 1) {
            out.println(same ? "  every instance reports the same agreements in the same states"
                    : "  the instances differ above: a state changed between the reads");
        }
        return same;
    }

    private static String state(AgreementClient client, String id) {
        try {
            return client.agreement(id).state().wsagName();
        } catch (AccordClientException e) {
            return "error: " + e.getMessage();
        }
    }

    private static InstanceProcess awaitLeader(List<InstanceProcess> group, Duration limit) {
        long giveUp = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < giveUp) {
            for (InstanceProcess p : group) {
                if (p.leads()) {
                    return p;
                }
            }
            pause(20);
        }
        throw new IllegalStateException("no instance took the leader's lease within " + limit.toSeconds() + " s");
    }

    private static int awaitCompletion(Collection<String> ids, InstanceProcess at) {
        long giveUp = System.nanoTime() + COMPLETION_LIMIT.toNanos();
        try (AgreementClient client = connect(at)) {
            while (true) {
                int complete = 0;
                for (String id : ids) {
                    complete += state(client, id).equals(AgreementState.COMPLETE.wsagName()) ? 1 : 0;
                }
                if (complete == ids.size() || System.nanoTime() > giveUp) {
                    return complete;
                }
                pause(250);
            }
        }
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running the instances demo", e);
        }
    }

    private static Path temporaryDirectory() {
        try {
            return Files.createTempDirectory("accord-instances-demo-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the demo's temporary directory", e);
        }
    }

    private static void delete(Path directory) {
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException e) {
            // a leftover temporary directory is harmless
        }
    }
}
