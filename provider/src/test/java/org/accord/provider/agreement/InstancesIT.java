package org.accord.provider.agreement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import org.accord.agreement.AgreementState;
import org.accord.agreement.FaultReason;
import org.accord.document.Documents;
import org.accord.provider.admission.ReservationAllocation;
import org.accord.provider.clock.ManualClock;
import org.accord.provider.config.InstanceSettings;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.execution.Capacity;
import org.accord.provider.execution.ExecutionBackend;
import org.accord.provider.execution.SimulatedBackend;
import org.accord.provider.intake.CheckedOffer;
import org.accord.provider.store.AgreementRecord;
import org.accord.provider.store.JdbcAgreementStore;
import org.accord.provider.store.StoreLocation;
import org.accord.localpostgres.LocalPostgres;
import org.accord.localpostgres.PostgresRequired;
import org.accord.provider.template.TemplateRegistry;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.accord.provider.fault.FaultException;

/**
 * Several provider instances (agreement services, each with its own store and connection pool) over one real
 * PostgreSQL database: consistent admission on both paths, one agreement per offer, any instance serving any
 * agreement, one leader. The load test's size is {@code -Daccord.instances.creates=N} creates per client (3
 * instances x 8 clients; default 40, the full size is 2000).
 */
@ExtendWith(PostgresRequired.class)
class InstancesIT {

    private static final int CREATES_PER_CLIENT = Integer.getInteger("accord.instances.creates", 40);
    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static final Duration LEASE = Duration.ofSeconds(2);

    private static LocalPostgres postgres;

    @TempDir
    Path dataDir;

    private final List<AgreementService> services = new ArrayList<>();
    private final List<JdbcAgreementStore> stores = new ArrayList<>();
    private StoreLocation database;

    @BeforeAll
    static void startServer() {
        postgres = LocalPostgres.start(false);
    }

    @AfterAll
    static void stopServer() {
        postgres.close();
    }

    @AfterEach
    void closeInstances() {
        services.forEach(AgreementService::close);
        stores.forEach(JdbcAgreementStore::close);
    }

    @Test
    void createsAtDifferentInstancesNeverOverCommitTheDeadlinePath() {
        List<AgreementService> group = instances(3, 8, true);
        int admitted = fillUntilRejected(group.get(0), i -> Offers.checked(Offers.hardLibrasla("deadline-" + i)));

        assertThat(admitted).isPositive();
        for (int i = 1; i < group.size(); i++) {
            CheckedOffer more = Offers.checked(Offers.hardLibrasla("deadline-elsewhere-" + i));
            AgreementService other = group.get(i);
            assertThatThrownBy(() -> other.create("alice", more)).isInstanceOf(FaultException.class)
                    .extracting(e -> ((FaultException) e).reason()).isEqualTo(FaultReason.REJECTED);
        }
    }

    @Test
    void createsAtDifferentInstancesNeverOverCommitTheReservationPath() {
        List<AgreementService> group = instances(3, 64, true);
        int admitted = fillUntilRejected(group.get(0), i -> Offers.checked(Offers.hpc("reservation-" + i)));

        assertThat(admitted).isPositive();
        for (int i = 1; i < group.size(); i++) {
            CheckedOffer more = Offers.checked(Offers.hpc("reservation-elsewhere-" + i));
            AgreementService other = group.get(i);
            assertThatThrownBy(() -> other.create("alice", more)).isInstanceOf(FaultException.class)
                    .extracting(e -> ((FaultException) e).reason()).isEqualTo(FaultReason.REJECTED);
        }
        assertNoProcessorReservedTwice();
    }

    @Test
    void anyInstanceServesAndTerminatesAnAgreementAnotherCreated() {
        List<AgreementService> group = instances(2, 64, true);
        AgreementReceipt created = group.get(0).create("alice", Offers.checked(Offers.hpc("served-anywhere")));

        assertThat(group.get(1).status("alice", created.agreementId()).state()).isEqualTo(AgreementState.OBSERVED);
        assertThat(group.get(1).list("alice")).extracting(s -> s.agreementId()).containsExactly(created.agreementId());
        assertThat(group.get(1).terminate("alice", created.agreementId(), "done")).isEqualTo(AgreementState.TERMINATED);
        assertThat(group.get(0).status("alice", created.agreementId()).state()).isEqualTo(AgreementState.TERMINATED);
        // the terminated reservation's processors are free again at the instance that admitted it
        int filled = fillUntilRejected(group.get(0), i -> Offers.checked(Offers.hpc("fill-" + i)));
        group.get(1).terminate("alice", group.get(0).list("alice").get(1).agreementId(), "make room");
        assertThat(group.get(0).create("alice", Offers.checked(Offers.hpc("after-termination"))).state())
                .as("after %d more were admitted and one terminated elsewhere", filled).isEqualTo(AgreementState.OBSERVED);
    }

    @Test
    void aRepeatedCreateAtTwoInstancesMakesOneAgreement() {
        List<AgreementService> group = instances(2, 8, true);
        CheckedOffer offer = Offers.checked(Offers.librasla("repeated"));

        AgreementReceipt first = group.get(0).create("alice", offer);
        AgreementReceipt second = group.get(1).create("alice", offer);

        assertThat(second.agreementId()).isEqualTo(first.agreementId());
        assertThat(second.retried()).isTrue();
    }

    @Test
    void threeInstancesWithEightClientsEachNeitherOverCommitNorDuplicate() throws Exception {
        List<AgreementService> group = instances(3, 64, false);
        ExecutorService clients = Executors.newFixedThreadPool(24);
        Map<String, String> agreed = new ConcurrentHashMap<>();
        AtomicInteger rejected = new AtomicInteger();
        List<Future<?>> running = new ArrayList<>();
        for (int c = 0; c < 24; c++) {
            int client = c;
            running.add(clients.submit(() -> {
                for (int i = 0; i < CREATES_PER_CLIENT; i++) {
                    String name = "load-" + client + "-" + i;
                    CheckedOffer offer = Offers.checked(i % 4 == 0 ? Offers.hpc(name) : Offers.librasla(name));
                    AgreementService at = group.get((client + i) % 3);
                    AgreementService again = group.get((client + i + 1) % 3);
                    try {
                        String id = at.create("client-" + client, offer).agreementId();
                        agreed.put(name, id);
                        assertThat(again.create("client-" + client, offer).agreementId()).as(name).isEqualTo(id);
                    } catch (FaultException e) {
                        assertThat(e.reason()).isEqualTo(FaultReason.REJECTED);
                        rejected.incrementAndGet();
                    }
                }
                return null;
            }));
        }
        for (Future<?> f : running) {
            f.get();
        }
        clients.shutdown();

        assertThat(agreed.size() + rejected.get()).isEqualTo(24 * CREATES_PER_CLIENT);
        assertThat(count("SELECT COUNT(*) FROM accord_agreement")).isEqualTo(agreed.size());
        assertThat(count("SELECT COUNT(*) FROM (SELECT initiator, offer_id FROM accord_agreement "
                + "GROUP BY initiator, offer_id HAVING COUNT(*) > 1) d")).isZero();
        assertNoProcessorReservedTwice();
        System.out.printf("InstancesIT: 3 instances x 8 clients x %d creates: %d agreed, %d rejected%n",
                CREATES_PER_CLIENT, agreed.size(), rejected.get());
    }

    @Test
    void exactlyOneInstanceLeadsAndAnotherTakesOverWhenItStops() throws Exception {
        List<AgreementService> group = instances(3, 8, true);
        AgreementService leader = awaitOneLeader(group);
        AgreementReceipt running = group.get(0).create("alice", Offers.checked(Offers.librasla("through-failover")));

        leader.close();
        services.remove(leader);
        AgreementService next = awaitOneLeader(services);

        assertThat(next).isNotSameAs(leader);
        assertThat(next.status("alice", running.agreementId()).state()).isEqualTo(AgreementState.OBSERVED);
    }

    private AgreementService awaitOneLeader(List<AgreementService> group) throws InterruptedException {
        long deadline = System.nanoTime() + LEASE.multipliedBy(5).toNanos();
        while (System.nanoTime() < deadline) {
            List<AgreementService> leading = group.stream().filter(AgreementService::leading).toList();
            if (leading.size() == 1) {
                Thread.sleep(LEASE.toMillis());
                assertThat(group.stream().filter(AgreementService::leading).toList()).containsExactlyElementsOf(leading);
                return leading.get(0);
            }
            assertThat(leading).hasSizeLessThanOrEqualTo(1);
            Thread.sleep(50);
        }
        throw new AssertionError("no instance took the lead within " + LEASE.multipliedBy(5));
    }

    private static int fillUntilRejected(AgreementService service, java.util.function.IntFunction<CheckedOffer> offers) {
        for (int i = 0; i < 500; i++) {
            try {
                service.create("alice", offers.apply(i));
            } catch (FaultException e) {
                assertThat(e.reason()).isEqualTo(FaultReason.REJECTED);
                return i;
            }
        }
        throw new AssertionError("500 offers were all admitted: the capacity is too large for this test");
    }

    /** Every reservation's processors over its reserved hours, per processor: no two overlap. */
    private void assertNoProcessorReservedTwice() {
        Map<Integer, List<double[]>> byProcessor = new HashMap<>();
        for (AgreementRecord record : stores.get(0).list()) {
            if (record.placement().orElse(null) instanceof ReservationAllocation r
                    && record.state() != AgreementState.TERMINATED) {
                for (int processor : r.processors()) {
                    byProcessor.computeIfAbsent(processor, p -> new ArrayList<>())
                            .add(new double[] {r.startHours(), r.startHours() + r.reservedHours()});
                }
            }
        }
        byProcessor.forEach((processor, intervals) -> {
            intervals.sort((a, b) -> Double.compare(a[0], b[0]));
            for (int i = 1; i < intervals.size(); i++) {
                assertThat(intervals.get(i)[0]).as("processor %d: reservation %d starts before the one before ends",
                        processor, i).isGreaterThanOrEqualTo(intervals.get(i - 1)[1] - 1e-9);
            }
        });
    }

    /** {@code n} instances over a new database; a manual clock (time stands still) or the settings' scaled one. */
    private List<AgreementService> instances(int n, int nodes, boolean manualClock) {
        database = new StoreLocation(postgres.createDatabase("instances_" + DATABASES.incrementAndGet()),
                LocalPostgres.USER, "");
        ProviderSettings settings = ProviderSettings.builder().dataDir(dataDir).nodes(nodes)
                .jdbc(database.jdbcUrl(), database.user(), database.password())
                .instances(new InstanceSettings(true, LEASE.toSeconds())).build();
        Supplier<ExecutionBackend> backends = manualClock
                ? () -> new SimulatedBackend(Capacity.uniform(settings.nodes(), settings.processorsPerNode()),
                        ManualClock::new)
                : () -> SimulatedBackend.of(settings);
        for (int i = 0; i < n; i++) {
            JdbcAgreementStore store = JdbcAgreementStore.open(database);
            stores.add(store);
            services.add(AgreementService.openShared(settings, TemplateRegistry.builtIn(Documents.standard()), store,
                    backends, settings.instances().lease()));
        }
        return List.copyOf(services);
    }

    private long count(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(database.jdbcUrl(), database.user(), database.password());
                Statement s = c.createStatement(); ResultSet rows = s.executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
