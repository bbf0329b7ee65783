package org.accord.provider.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Map;
import java.util.Optional;

import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.SettingsLoader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The test echo on CXF's embedded Jetty, over real HTTP on 127.0.0.1. */
class EmbeddedServerIT extends PublishedEchoContract {

    private static EmbeddedServer server;
    private static ProviderSettings settings;

    @BeforeAll
    static void start() {
        settings = SettingsLoader.load(Optional.empty(), Map.of(
                "port", String.valueOf(Soap.freePort()),
                "data.dir", scratch.toString(),
                "security.enabled", "true",
                "security.users", Soap.usersFile(scratch).toString(),
                "message.max.bytes", String.valueOf(MAX_BYTES)));
        server = EmbeddedServer.start(settings, new EchoEndpoints().open(settings));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Override
    String echoUrl() {
        return server.endpointUrls().get("echo");
    }

    @Test
    void listsEndpointUrlsUnderServices() {
        assertThat(server.endpointUrls())
                .containsExactly(Map.entry("echo", "http://127.0.0.1:" + settings.port() + "/services/echo"));
    }

    @Test
    void withSecurityAndValidationOffAnyoneCallsAndUndeclaredAttributesPass() {
        int port = Soap.freePort();
        PublishingOptions open = new PublishingOptions(false, 65536, Optional.empty());
        try (EmbeddedServer plain = EmbeddedServer.start("127.0.0.1", port, open, new EchoEndpoints().open(settings))) {
            String url = plain.endpointUrls().get("echo");

            assertThat(Soap.echoClient(url).whoAmI()).isEqualTo("anonymous|anonymous");
            assertThat(Soap.post(url, Soap.echoEnvelope("<text bogus=\"1\">hi</text>")).body()).contains(">hi<");
        }
    }

    @Test
    void closingFreesThePortForANewServer() throws IOException {
        int port = Soap.freePort();
        PublishingOptions open = new PublishingOptions(true, 65536, Optional.empty());
        try (EmbeddedServer first = EmbeddedServer.start("127.0.0.1", port, open, new EchoEndpoints().open(settings))) {
            assertThat(Soap.echoClient(first.endpointUrls().get("echo")).echo("first")).isEqualTo("first");
        }

        try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            assertThat(socket.getLocalPort()).isEqualTo(port);
        }

        try (EmbeddedServer again = EmbeddedServer.start("127.0.0.1", port, open, new EchoEndpoints().open(settings))) {
            assertThat(Soap.echoClient(again.endpointUrls().get("echo")).echo("again")).isEqualTo("again");
        }
    }
}
