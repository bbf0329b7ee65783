package org.accord.provider.server;

import static org.accord.provider.server.Soap.ALICE;
import static org.accord.provider.server.Soap.ALICE_PASSWORD;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;

import jakarta.xml.ws.WebServiceException;
import jakarta.xml.ws.soap.SOAPFaultException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a published endpoint does over real HTTP, in either deployment mode. Subclasses publish the
 * test echo with security on (users alice and bob), inbound validation on and a 4096-byte limit.
 */
abstract class PublishedEchoContract {

    static final int MAX_BYTES = 4096;

    @TempDir
    static Path scratch;

    /** The echo endpoint's URL. */
    abstract String echoUrl();

    @Test
    void authenticatedCallerIsEchoedAndKnownToTheService() {
        Echo echo = Soap.echoClient(echoUrl(), ALICE, ALICE_PASSWORD);

        assertThat(echo.echo("hello, agreement")).isEqualTo("hello, agreement");
        assertThat(echo.whoAmI()).isEqualTo("alice|alice");
        assertThat(Soap.echoClient(echoUrl(), "bob", "builder").whoAmI()).isEqualTo("bob|bob");
    }

    @Test
    void missingOrWrongCredentialsGetHttp401WithABasicChallenge() {
        HttpResponse<String> anonymous = Soap.post(echoUrl(), Soap.echoEnvelope("<text>hi</text>"));
        HttpResponse<String> wrong = Soap.postAs(echoUrl(), Soap.echoEnvelope("<text>hi</text>"), ALICE, "guess");

        assertThat(anonymous.statusCode()).isEqualTo(401);
        assertThat(anonymous.headers().firstValue("WWW-Authenticate")).hasValueSatisfying(
                v -> assertThat(v).startsWith("Basic realm=\"Accord\""));
        assertThat(wrong.statusCode()).isEqualTo(401);
        assertThatThrownBy(() -> Soap.echoClient(echoUrl(), ALICE, "guess").echo("x"))
                .isInstanceOf(WebServiceException.class)
                .hasRootCauseMessage("HTTP response '401: (POST " + echoUrl() + ") 401' when communicating with " + echoUrl());
    }

    @Test
    void wsdlIsPublicAndDescribesTheService() {
        HttpResponse<String> wsdl = Soap.get(echoUrl() + "?wsdl");

        assertThat(wsdl.statusCode()).isEqualTo(200);
        assertThat(wsdl.body()).contains("EchoService").contains("whoAmI");
    }

    @Test
    void schemaInvalidRequestGetsAFault() {
        // JAXB alone ignores an undeclared attribute; only schema validation refuses it
        HttpResponse<String> response = Soap.postAs(
                echoUrl(), Soap.echoEnvelope("<text bogus=\"1\">hi</text>"), ALICE, ALICE_PASSWORD);

        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(response.body()).contains("soap:Client").contains("cvc-type.3.1.1").contains("'bogus'");
    }

    @Test
    void oversizeRequestGetsAFaultNamingTheLimit() {
        String big = "x".repeat(MAX_BYTES);
        Echo echo = Soap.echoClient(echoUrl(), ALICE, ALICE_PASSWORD);

        assertThatThrownBy(() -> echo.echo(big))
                .isInstanceOf(SOAPFaultException.class)
                .hasMessageContaining("request too large")
                .hasMessageContaining("maximum message size of " + MAX_BYTES + " bytes");
        HttpResponse<String> declared = Soap.postAs(
                echoUrl(), Soap.echoEnvelope("<text>" + big + "</text>"), ALICE, ALICE_PASSWORD);
        assertThat(declared.statusCode()).isEqualTo(500);
        assertThat(declared.body()).contains("soap:Client").contains("request too large");
    }

    @Test
    void doctypeAndExternalEntityAreRefusedWithoutReadingTheEntity() throws Exception {
        Path secret = Files.writeString(scratch.resolve("secret.txt"), "TOP-SECRET-MARKER");
        String xxe = "<?xml version=\"1.0\"?><!DOCTYPE e [<!ENTITY xxe SYSTEM \"" + secret.toUri() + "\">]>"
                + Soap.echoEnvelope("<text>&xxe;</text>");

        HttpResponse<String> response = Soap.postAs(echoUrl(), xxe, ALICE, ALICE_PASSWORD);

        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(response.body()).contains("Fault").doesNotContain("TOP-SECRET-MARKER");
    }
}
