package org.accord.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

import com.sun.net.httpserver.HttpServer;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** DOCTYPEs and external entities are refused without ever being fetched. */
class SecureReadingTest {

    private final Documents documents = Documents.standard();
    private final AtomicInteger requests = new AtomicInteger();
    private HttpServer server;

    @BeforeEach
    void startServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            requests.incrementAndGet();
            byte[] body = "<!ENTITY leak 'fetched'>".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
    }

    @AfterEach
    void stopServer() {
        server.stop(0);
    }

    @Test
    void neverFetchesAnExternalEntityOverHttp() {
        String xml = offerWithDoctype("<!ENTITY secret SYSTEM \"" + url() + "/secret\">", "&secret;");

        DocumentException e = catchThrowableOfType(DocumentException.class,
                () -> documents.read(xml.getBytes(StandardCharsets.UTF_8), "xxe-http.xml"));

        assertThat(e.problems()).singleElement().satisfies(p -> {
            assertThat(p.message()).contains("DOCTYPE declarations are not allowed");
            assertThat(p.line()).isEqualTo(2);
        });
        assertThat(requests).hasValue(0);
    }

    @Test
    void refusesElementsNestedDeeperThanTheLimitNamingItInsteadOfOverflowingTheStack() {
        String xml = "<a>".repeat(10_000) + "</a>".repeat(10_000);

        DocumentException e = catchThrowableOfType(DocumentException.class,
                () -> documents.read(xml.getBytes(StandardCharsets.UTF_8), "deep.xml"));

        assertThat(e.problems()).singleElement().satisfies(p -> {
            assertThat(p.message()).contains("elements nested deeper than 100 levels");
            assertThat(p.line()).isEqualTo(1);
        });
    }

    @Test
    void neverFetchesAnExternalDtdOrParameterEntity() {
        String xml = offerWithDoctype("<!ENTITY % remote SYSTEM \"" + url() + "/dtd\"> %remote;", "x");

        catchThrowableOfType(DocumentException.class,
                () -> documents.read(xml.getBytes(StandardCharsets.UTF_8), "xxe-dtd.xml"));

        assertThat(requests).hasValue(0);
    }

    @Test
    void neverReadsALocalFileThroughAnEntity(@TempDir Path dir) throws IOException {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "TOP-SECRET-42");
        Path offer = Files.writeString(dir.resolve("offer.xml"),
                offerWithDoctype("<!ENTITY secret SYSTEM \"" + secret.toUri() + "\">", "&secret;"));

        DocumentException e = catchThrowableOfType(DocumentException.class, () -> documents.readOffer(offer));

        assertThat(e.getMessage()).contains(offer + ":2:").doesNotContain("TOP-SECRET-42");
    }

    private String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    private static String offerWithDoctype(String declarations, String name) {
        return "<?xml version=\"1.0\"?>\n<!DOCTYPE wsag:AgreementOffer [ " + declarations + " ]>\n"
                + "<wsag:AgreementOffer xmlns:wsag=\"http://schemas.ggf.org/graap/2007/03/ws-agreement\">"
                + "<wsag:Name>" + name + "</wsag:Name><wsag:Context/><wsag:Terms><wsag:All/></wsag:Terms>"
                + "</wsag:AgreementOffer>\n";
    }
}
