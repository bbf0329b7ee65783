package org.accord.provider.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;

import org.accord.provider.security.UserFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ProviderCommandIT {

    @TempDir
    Path dataDir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @Test
    void printsEveryEndpointAndWsdlUrlAndServesThemUntilStopped() throws Exception {
        int port = freePort();
        ProviderCommand command = new ProviderCommand();
        CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> commandLine(command)
                .execute("--port", String.valueOf(port), "--data", dataDir.toString(), "--policy", "librasla"));
        awaitOutput("Ctrl-C stops it.");

        String base = "http://127.0.0.1:" + port + "/services";
        for (String name : new String[] {"AgreementFactory", "Agreement", "AgreementState", "NegotiationFactory",
                "Negotiation", "PendingAgreements"}) {
            assertThat(out.toString()).contains(base + "/" + name + "?wsdl");
        }
        HttpResponse<String> wsdl = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(base + "/AgreementFactory?wsdl")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(wsdl.body()).contains("AgreementFactoryService");

        command.stop();
        assertThat(exit.get()).isZero();
    }

    @Test
    void warnsAtStartAboutOperatorsTheUserFileDoesNotList() throws Exception {
        Path users = dataDir.resolve("users.properties");
        UserFile.put(users, "alice", "secret".toCharArray(), 1_000);
        ProviderCommand command = new ProviderCommand();
        CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> commandLine(command).execute(
                "--port", String.valueOf(freePort()), "--data", dataDir.toString(), "--security", "true",
                "--users", users.toString(), "--operators", "alice,carol"));
        awaitOutput("Ctrl-C stops it.");

        assertThat(out.toString()).contains("security on, operators alice,carol");
        assertThat(err.toString()).contains("provider: warning: security.operators names carol, not in the user file "
                + users).doesNotContain("names alice");

        command.stop();
        assertThat(exit.get()).isZero();
    }

    @Test
    void saysNothingAboutOperatorsWhenSecurityIsOff() throws Exception {
        ProviderCommand command = new ProviderCommand();
        CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> commandLine(command).execute(
                "--port", String.valueOf(freePort()), "--data", dataDir.toString(), "--operators", "carol"));
        awaitOutput("Ctrl-C stops it.");

        command.stop();
        assertThat(exit.get()).isZero();
        assertThat(err.toString()).doesNotContain("warning");
    }

    @Test
    void badSettingsExitWithTwoAndNameTheSetting() {
        int exit = commandLine(new ProviderCommand()).execute("--nodes", "0", "--data", dataDir.toString());

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("nodes");
    }

    @Test
    void unknownPolicyCannotStart() {
        int exit = commandLine(new ProviderCommand()).execute("--policy", "lottery", "--data", dataDir.toString(),
                "--port", String.valueOf(freePort()));

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).contains("lottery");
    }

    private CommandLine commandLine(ProviderCommand command) {
        CommandLine commandLine = new CommandLine(command);
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine;
    }

    private void awaitOutput(String text) throws InterruptedException {
        // the first start in this JVM loads and compiles CXF and Jetty while the Slurm tests start their clusters
        // beside it: on a busy 2-core machine that has taken over a minute
        Instant deadline = Instant.now().plus(Duration.ofSeconds(180));
        while (!out.toString().contains(text)) {
            assertThat(Instant.now()).as("provider output so far: %s %s", out, err).isBefore(deadline);
            Thread.sleep(50);
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
