package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.schema.service.AgreementState;
import org.accord.schema.service.ResourceUnknownFault;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #18 item 7, over HTTP: a caller's error is a {@code soap:Client} fault with a reasonCode in the
 * port's WSDL fault, whatever layer finds it; echoed values are cut; no Java text reaches the caller.
 */
class FaultHygieneIT {

    private static final String SERVICE = "xmlns:s=\"" + Clients.NAMESPACE + "\"";

    @TempDir
    static Path dataDir;

    private static EmbeddedProvider provider;
    private static String base;

    @BeforeAll
    static void start() {
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString())));
        base = provider.baseUrl();
    }

    @AfterAll
    static void stop() {
        provider.close();
    }

    @Test
    void anUnknownAgreementIsTheCallersErrorWithItsReasonCode() {
        HttpResponse<String> answer = Clients.post(base + "/AgreementState", stateRequest("nope"));

        assertThat(answer.body()).contains("<faultcode>soap:Client</faultcode>")
                .contains("<ResourceUnknownFault").contains("<reasonCode>UNKNOWN_AGREEMENT</reasonCode>");
    }

    @Test
    void aBadOfferAnUnknownTemplateAndAnExpiredOfferAreTheCallersErrors() {
        assertClientFault(Clients.post(base + "/AgreementFactory", Clients.createEnvelope(
                Offers.librasla("no such template").replace("librasla-job</wsag:TemplateId>", "nope</wsag:TemplateId>"))),
                "UNKNOWN_TEMPLATE");
        assertClientFault(Clients.post(base + "/AgreementFactory", Clients.createEnvelope(
                Offers.expiredLibrasla("expired"))), "EXPIRED");
        assertClientFault(Clients.post(base + "/AgreementFactory", Clients.createEnvelope(
                Offers.read("invalid/librasla-job-division-by-zero.xml"))), "BAD_FUNCTION_TERM");
    }

    @Test
    void aSchemaInvalidOfferCarriesTheInvalidOfferReasonCode() {
        String invalid = Clients.createEnvelope(Offers.librasla("extra element"))
                .replace("</s:createAgreement>", "<s:unexpected/></s:createAgreement>");

        HttpResponse<String> answer = Clients.post(base + "/AgreementFactory", invalid);

        assertClientFault(answer, "INVALID_OFFER");
        assertThat(answer.body()).contains("<AgreementFactoryFault").contains("unexpected");
    }

    @Test
    void aSchemaInvalidRequestWithoutAnOfferCarriesTheInvalidRequestReasonCodeInThePortsFault() {
        HttpResponse<String> answer = Clients.post(base + "/AgreementState", envelope(
                "<s:getAgreementState " + SERVICE + "><s:agreementIdx>a</s:agreementIdx></s:getAgreementState>"));

        assertClientFault(answer, "INVALID_REQUEST");
        assertThat(answer.body()).contains("<ResourceUnknownFault");
    }

    @Test
    void anEmptyBodyNamingNoOperationIsTheCallersError() {
        HttpResponse<String> answer = Clients.post(base + "/AgreementFactory", envelope(""));

        assertClientFault(answer, "INVALID_REQUEST");
        assertThat(answer.body()).contains("no operation element");
    }

    @Test
    void aHugeAgreementIdIsNotEchoedBack() {
        String id = "x".repeat(900 * 1024);

        HttpResponse<String> answer = Clients.post(base + "/AgreementState", stateRequest(id));

        assertClientFault(answer, "UNKNOWN_AGREEMENT");
        assertThat(answer.body().length()).isLessThan(4096);
        assertThat(answer.body()).contains("'" + "x".repeat(127) + "...[" + (id.length() + 2) + " characters, cut]")
                .doesNotContain("x".repeat(128));
    }

    @Test
    void aNumberJaxbCannotReadIsNamedWithItsPositionNotWithJavaText() {
        HttpResponse<String> answer = Clients.post(base + "/AgreementFactory", Clients.createEnvelope(
                Offers.librasla("1e308 CPUs").replace("<accord:CpuCount>4<", "<accord:CpuCount>1e308<")));

        assertClientFault(answer, "INVALID_OFFER");
        assertThat(answer.body()).doesNotContain("For input string").doesNotContain("Exception")
                .containsPattern("request:\\d+:\\d+: the value '1e308' is not a number of the type its element requires");
    }

    @Test
    void anAttributeJaxbCannotReadIsNamedWithItsPositionNotWithJavaText() {
        HttpResponse<String> answer = Clients.post(base + "/AgreementFactory", Clients.createEnvelope(
                Offers.hpc("1e308 CPUs").replace("<accord:CpuRange min=\"8\"", "<accord:CpuRange min=\"1e308\"")));

        assertClientFault(answer, "INVALID_OFFER");
        assertThat(answer.body()).doesNotContain("For input string").doesNotContain("Exception")
                .contains("the value '1e308' is not a number of the type its element or attribute requires");
    }

    @Test
    void aSoapActionNamingNoOperationIsRefusedAsTheCallersError() {
        HttpResponse<String> answer = Clients.post(base + "/AgreementState", stateRequest("a"), "\"urn:wrong\"");

        assertClientFault(answer, "INVALID_REQUEST");
        assertThat(answer.body()).contains("urn:wrong").doesNotContain("getAgreementStateResponse");
    }

    @Test
    void initiatingANegotiationOnAnUnknownTemplateIsRefused() {
        HttpResponse<String> answer = Clients.post(base + "/NegotiationFactory", envelope(
                "<n:initiateNegotiation xmlns:n=\"urn:accord:service:negotiation:1\"><n:context"
                        + " xmlns:neg=\"http://schemas.ogf.org/graap/2009/11/ws-agreement-negotiation\">"
                        + "<neg:NegotiationType>Negotiation</neg:NegotiationType><neg:TemplateId>nope</neg:TemplateId>"
                        + "</n:context></n:initiateNegotiation>"));

        assertClientFault(answer, "UNKNOWN_TEMPLATE");
        assertThat(answer.body()).containsPattern("<(\\w+:)?NegotiationFault").doesNotContain("negotiationId");
    }

    @Test
    void theGeneratedClientStillReadsTypedFaults() {
        AgreementState state = Clients.port(AgreementState.class, base);

        assertThatThrownBy(() -> state.getAgreementState("nope", new jakarta.xml.ws.Holder<>(), new jakarta.xml.ws.Holder<>(),
                new jakarta.xml.ws.Holder<>())).isInstanceOfSatisfying(ResourceUnknownFault.class,
                f -> assertThat(f.getFaultInfo().getReasonCode()).isEqualTo("UNKNOWN_AGREEMENT"));
    }

    private static void assertClientFault(HttpResponse<String> answer, String reasonCode) {
        assertThat(answer.statusCode()).isEqualTo(500);
        assertThat(answer.body()).contains("<faultcode>soap:Client</faultcode>")
                .containsPattern("<(\\w+:)?reasonCode>" + reasonCode + "</").doesNotContain("java.");
    }

    private static String stateRequest(String agreementId) {
        return envelope("<s:getAgreementState " + SERVICE + "><s:agreementId>" + agreementId
                + "</s:agreementId></s:getAgreementState>");
    }

    private static String envelope(String body) {
        return "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>" + body
                + "</soap:Body></soap:Envelope>";
    }
}
