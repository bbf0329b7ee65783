package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import jakarta.xml.ws.WebServiceException;

import org.accord.provider.agreement.Offers;
import org.accord.provider.store.StoreLocation;
import org.accord.localpostgres.LocalPostgres;
import org.accord.localpostgres.PostgresRequired;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementFactoryFault;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two real provider processes ({@code ./accord provider --shared true}) over one PostgreSQL database: the leader
 * is killed with {@code kill -9} while a client keeps creating at the other; the other takes the lead within the
 * lease plus a renewal period, and every acknowledged agreement is then completed exactly once by the new leader
 * (none stays Observed, none is lost). Then PostgreSQL itself is stopped: a create is refused with
 * STORE_UNAVAILABLE, and once the server is back the same instance admits again by itself.
 */
@ExtendWith(PostgresRequired.class)
class InstanceFailoverIT {

    private static final int LEASE_SECONDS = 3;

    @TempDir
    Path dataDir;

    @TempDir
    Path logs;

    private final List<Process> providers = new ArrayList<>();
    private LocalPostgres postgres;

    @AfterEach
    void stop() throws InterruptedException {
        for (Process p : providers) {
            p.destroyForcibly();
            p.waitFor(30, TimeUnit.SECONDS);
        }
        if (postgres != null) {
            postgres.close();
        }
    }

    @Test
    @Timeout(240)
    void anotherInstanceTakesOverAKilledLeaderAndCompletesItsWorkAndTheGroupRidesOutADatabaseOutage()
            throws Exception {
        postgres = LocalPostgres.start(false);
        StoreLocation database = new StoreLocation(postgres.createDatabase("failover"), LocalPostgres.USER, "");
        String[] urls = {start(database, 0), null};
        urls[1] = start(database, 1);
        int leader = awaitLeader(-1);
        int survivor = 1 - leader;
        Map<String, String> acknowledged = new ConcurrentHashMap<>();
        for (int i = 0; i < 20; i++) {
            create(urls[i % 2], "before-" + i, acknowledged);
        }

        AtomicBoolean creating = new AtomicBoolean(true);
        Thread client = new Thread(() -> {
            for (int i = 0; creating.get(); i++) {
                create(urls[survivor], "during-" + i, acknowledged);
            }
        });
        client.start();
        long killed = System.nanoTime();
        providers.get(leader).destroyForcibly();
        assertThat(awaitLeader(leader)).isEqualTo(survivor);
        double takeover = (System.nanoTime() - killed) / 1e9;
        creating.set(false);
        client.join();

        assertThat(takeover).as("seconds from kill -9 to the new leader").isLessThan(LEASE_SECONDS * 4.0 / 3 + 3);
        awaitAllComplete(database, acknowledged.size());
        assertThat(count(database, "SELECT COUNT(*) FROM accord_agreement")).isEqualTo(acknowledged.size());

        postgres.stopImmediately();
        AgreementFactory factory = Clients.port(AgreementFactory.class, urls[survivor]);
        try {
            factory.createAgreement(Clients.offer(Offers.librasla("while-down")));
            throw new AssertionError("a create was admitted while the database was down");
        } catch (AgreementFactoryFault fault) {
            assertThat(fault.getFaultInfo().getReasonCode()).isEqualTo("STORE_UNAVAILABLE");
        }
        postgres.start();
        String recovered = awaitCreate(urls[survivor], "after-outage");
        assertThat(count(database, "SELECT COUNT(*) FROM accord_agreement WHERE agreement_id = '" + recovered + "'"))
                .isEqualTo(1);
        System.out.printf("InstanceFailoverIT: %d agreements, new leader %.1f s after kill -9 (lease %d s)%n",
                acknowledged.size(), takeover, LEASE_SECONDS);
    }

    private static void create(String url, String name, Map<String, String> acknowledged) {
        try {
            AgreementFactory factory = Clients.port(AgreementFactory.class, url);
            acknowledged.put(name, factory.createAgreement(Clients.offer(Offers.librasla(name))).getAgreementId());
        } catch (AgreementFactoryFault refused) {
            assertThat(refused.getFaultInfo().getReasonCode()).isEqualTo("REJECTED");
        } catch (WebServiceException | org.accord.schema.service.AccessDeniedFault e) {
            throw new AssertionError("create " + name + " at " + url + " failed", e);
        }
    }

    private static String awaitCreate(String url, String name) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (true) {
            try {
                return Clients.port(AgreementFactory.class, url).createAgreement(Clients.offer(Offers.librasla(name)))
                        .getAgreementId();
            } catch (AgreementFactoryFault | WebServiceException e) {
                if (System.nanoTime() > deadline) {
                    throw new AssertionError("no create was admitted 30 s after the database came back", e);
                }
                Thread.sleep(200);
            }
        }
    }

    /** Waits for a process other than {@code not} to log that it leads; returns its index. */
    private int awaitLeader(int not) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(LEASE_SECONDS * 5L);
        while (System.nanoTime() < deadline) {
            for (int i = 0; i < providers.size(); i++) {
                if (i != not && stderr(i).contains("leads execution")) {
                    return i;
                }
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no instance took the lead; stderr 0: " + stderr(0) + "\nstderr 1: " + stderr(1));
    }

    private static void awaitAllComplete(StoreLocation database, int agreements) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        long complete = 0;
        while (System.nanoTime() < deadline) {
            complete = count(database, "SELECT COUNT(*) FROM accord_agreement WHERE state = 'Complete'");
            if (complete == agreements) {
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError(complete + " of " + agreements + " agreements completed after the failover");
    }

    private static long count(StoreLocation at, String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(at.jdbcUrl(), at.user(), at.password());
                Statement s = c.createStatement(); ResultSet rows = s.executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private String start(StoreLocation database, int index) throws IOException {
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
                // the service's INFO lines: "this instance leads execution" is what awaitLeader waits for
                "-Dorg.slf4j.simpleLogger.log.org.accord.provider.agreement=info",
                "-cp", System.getProperty("java.class.path"),
                ProviderProcess.class.getName(), "--port", String.valueOf(freePort()),
                "--data", dataDir.resolve("instance-" + index).toString(), "--nodes", "400", "--speedup", "2000",
                "--jdbc-url", database.jdbcUrl(), "--jdbc-user", database.user(),
                "--shared", "true", "--lease-seconds", String.valueOf(LEASE_SECONDS))
                .redirectError(logs.resolve("provider-" + index + ".err").toFile())
                .start();
        providers.add(process);
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        String baseUrl = null;
        String line;
        while ((line = out.readLine()) != null && !line.equals("Ctrl-C stops it.")) {
            if (line.startsWith("service list: ")) {
                baseUrl = line.substring("service list: ".length(), line.length() - 1);
            }
        }
        assertThat(line).as("provider banner; stderr: %s", stderr(index)).isNotNull();
        Thread drain = new Thread(() -> out.lines().forEach(ignored -> { }), "provider-stdout-" + index);
        drain.setDaemon(true);
        drain.start();
        return baseUrl;
    }

    private String stderr(int index) throws IOException {
        Path file = logs.resolve("provider-" + index + ".err");
        return Files.exists(file) ? Files.readString(file) : "";
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
