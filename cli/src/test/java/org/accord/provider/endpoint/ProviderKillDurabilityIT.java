package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.xml.ws.Holder;
import jakarta.xml.ws.WebServiceException;

import org.accord.provider.agreement.Offers;
import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.Agreement;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.schema.service.AgreementState;
import org.accord.schema.wsag.AgreementStateDefinition;
import org.accord.schema.wsag.AgreementStateType;
import org.accord.schema.wsag.GuaranteeTermStateType;
import org.accord.schema.wsag.ServiceTermStateType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * An acknowledged agreement survives a {@code kill -9} of the provider: the real provider command runs in a
 * child JVM on a temporary data directory; {@value #CLIENTS} clients create agreements through the SOAP
 * endpoints and record every id the provider acknowledged; the child is killed without warning while the
 * clients are still creating; a new child on the same data directory must serve every acknowledged agreement,
 * still Observed (the clock barely moves), and a retried create of an acknowledged offer returns its id.
 */
class ProviderKillDurabilityIT {

    private static final int CLIENTS = 4;
    private static final int KILL_AFTER = 60;

    @TempDir
    Path dataDir;

    @TempDir
    Path logs;

    @Test
    @Timeout(120)
    void everyAcknowledgedAgreementSurvivesAKilledProvider() throws Exception {
        Map<String, String> acknowledged = new ConcurrentHashMap<>(); // offer name -> agreement id
        AtomicInteger rejected = new AtomicInteger();
        Process first = startProvider(1);
        String baseUrl = awaitReady(first, 1);
        ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
        List<Future<WebServiceException>> clients = new ArrayList<>();
        for (int c = 0; c < CLIENTS; c++) {
            int client = c;
            clients.add(pool.submit(() -> createUntilTheProviderDies(baseUrl, client, acknowledged, rejected)));
        }
        while (acknowledged.size() < KILL_AFTER) {
            assertThat(first.isAlive()).as("first provider, stderr: %s", stderr(1)).isTrue();
            assertThat(rejected.get()).as("rejected before %d were acknowledged", KILL_AFTER).isLessThan(1000);
            Thread.sleep(5);
        }
        first.destroyForcibly();
        assertThat(first.waitFor(30, TimeUnit.SECONDS)).isTrue();
        for (Future<WebServiceException> client : clients) {
            assertThat(client.get(60, TimeUnit.SECONDS)).as("a client was still creating when the provider died")
                    .isNotNull();
        }
        pool.shutdown();

        Process second = startProvider(2);
        try {
            String restarted = awaitReady(second, 2);
            assertEveryAcknowledgedAgreementIsServed(restarted, acknowledged);
        } finally {
            second.destroyForcibly();
            second.waitFor(30, TimeUnit.SECONDS);
        }
        System.out.printf("kill -9 durability: %d acknowledged, %d rejected before the kill%n", acknowledged.size(),
                rejected.get());
    }

    /** Creates distinct offers until a call fails for want of a provider; returns that failure. */
    private static WebServiceException createUntilTheProviderDies(String baseUrl, int client,
            Map<String, String> acknowledged, AtomicInteger rejected) throws AccessDeniedFault {
        AgreementFactory factory = Clients.port(AgreementFactory.class, baseUrl);
        for (int i = 0; ; i++) {
            String name = "kill " + client + "-" + i;
            try {
                acknowledged.put(name, factory.createAgreement(Clients.offer(Offers.librasla(name))).getAgreementId());
            } catch (AgreementFactoryFault fault) {
                assertThat(fault.getFaultInfo().getReasonCode()).isEqualTo("REJECTED");
                rejected.incrementAndGet();
            } catch (WebServiceException providerGone) {
                return providerGone;
            }
        }
    }

    private static void assertEveryAcknowledgedAgreementIsServed(String baseUrl, Map<String, String> acknowledged)
            throws Exception {
        Agreement agreement = Clients.port(Agreement.class, baseUrl);
        AgreementState state = Clients.port(AgreementState.class, baseUrl);
        AgreementFactory factory = Clients.port(AgreementFactory.class, baseUrl);
        for (Map.Entry<String, String> entry : acknowledged.entrySet()) {
            String id = entry.getValue();
            assertThat(agreement.getAgreement(id).getAgreementId()).isEqualTo(id);
            assertThat(stateOf(state, id)).as("state of %s", id).isEqualTo(AgreementStateDefinition.OBSERVED);
            assertThat(factory.createAgreement(Clients.offer(Offers.librasla(entry.getKey()))).getAgreementId())
                    .as("retried create of %s", entry.getKey()).isEqualTo(id);
        }
    }

    private static AgreementStateDefinition stateOf(AgreementState state, String id) throws Exception {
        Holder<AgreementStateType> agreement = new Holder<>();
        Holder<List<ServiceTermStateType>> services = new Holder<>();
        Holder<List<GuaranteeTermStateType>> guarantees = new Holder<>();
        state.getAgreementState(id, agreement, services, guarantees);
        return agreement.value.getState();
    }

    private Process startProvider(int run) throws IOException {
        return new ProcessBuilder(javaExecutable(), "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
                "-cp", System.getProperty("java.class.path"), ProviderProcess.class.getName(),
                "--port", String.valueOf(freePort()), "--data", dataDir.toString(), "--nodes", "400",
                "--speedup", "0.000001")
                .redirectError(logs.resolve("provider-" + run + ".err").toFile())
                .start();
    }

    /** Waits for the provider's ready banner and returns its base URL; its later output is drained. */
    private String awaitReady(Process provider, int run) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(provider.getInputStream(), StandardCharsets.UTF_8));
        String baseUrl = null;
        String line;
        while ((line = out.readLine()) != null && !line.equals("Ctrl-C stops it.")) {
            if (line.startsWith("service list: ")) {
                baseUrl = line.substring("service list: ".length(), line.length() - 1);
            }
        }
        assertThat(line).as("provider banner; stderr: %s", stderr(run)).isNotNull();
        Thread drain = new Thread(() -> out.lines().forEach(ignored -> { }), "provider-stdout");
        drain.setDaemon(true);
        drain.start();
        return baseUrl;
    }

    private String stderr(int run) throws IOException {
        return Files.readString(logs.resolve("provider-" + run + ".err"));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
