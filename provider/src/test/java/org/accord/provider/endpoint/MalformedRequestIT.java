package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.SettingsLoader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #34 items 3 and 4 over HTTP, to one provider with the default settings: a request carrying a date out of
 * range, an unknown charset, a second body or a value outside an enumeration is refused with a soap:Client fault
 * (or a problem document over REST) naming what is wrong, and the provider keeps serving.
 */
class MalformedRequestIT {

    @TempDir
    static Path dataDir;

    private static EmbeddedProvider provider;
    private static String factoryUrl;

    @BeforeAll
    static void start() {
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromCommandLine("--data", dataDir.toString()));
        factoryUrl = provider.baseUrl() + "/AgreementFactory";
    }

    @AfterAll
    static void stop() {
        provider.close();
    }

    @Test
    void refusesAnExpirationTimeOfYearMinus999999999NamingItInsteadOfStoringAnOverflowedYear() {
        HttpResponse<String> answer = Clients.post(factoryUrl,
                Clients.createEnvelope(expiringAt("dated far past", "-999999999-01-01T00:00:00Z")));

        assertThat(answer.body()).contains("<faultcode>soap:Client</faultcode>").contains("INVALID_OFFER</")
                .contains("wsag:Context/wsag:ExpirationTime -999999999-01-01T00:00:00Z is outside the years 1970-9999");
        assertServing();
    }

    @Test
    void refusesAnExpirationTimeOfYear292278995AsOutOfRangeNotAsExpired() {
        HttpResponse<String> answer = Clients.post(factoryUrl,
                Clients.createEnvelope(expiringAt("dated far future", "292278995-06-01T00:00:00Z")));

        assertThat(answer.body()).contains("<faultcode>soap:Client</faultcode>").contains("INVALID_OFFER</")
                .contains("wsag:Context/wsag:ExpirationTime 292278995-06-01T00:00:00Z is outside the years 1970-9999")
                .doesNotContain("EXPIRED");
    }

    @Test
    void refusesAYearBeyondWhatJavaTimeHoldsNamingTheValueAndWhere() {
        HttpResponse<String> answer = Clients.post(factoryUrl,
                Clients.createEnvelope(expiringAt("dated beyond", "99999999999-01-01T00:00:00Z")));

        assertThat(answer.body()).contains("<faultcode>soap:Client</faultcode>").contains("INVALID_OFFER</")
                .contains("'99999999999-01-01T00:00:00Z' is an xs:dateTime beyond the years -999999999 to 999999999");
    }

    @Test
    void refusesAnOfferDatedOutOfRangeOverRestWithAProblemNamingTheField() {
        HttpResponse<String> answer = Clients.post(provider.restUrl() + "/agreements", "application/xml; charset=UTF-8",
                expiringAt("dated over rest", "-999999999-01-01T00:00:00Z").getBytes(StandardCharsets.UTF_8));

        assertThat(answer.statusCode()).isEqualTo(400);
        assertThat(answer.body()).contains("INVALID_OFFER")
                .contains("wsag:Context/wsag:ExpirationTime -999999999-01-01T00:00:00Z is outside the years 1970-9999");
    }

    private static String expiringAt(String name, String date) {
        return Offers.librasla(name).replace("<wsag:TemplateId>",
                "<wsag:ExpirationTime>" + date + "</wsag:ExpirationTime>\n    <wsag:TemplateId>");
    }

    private static void assertServing() {
        assertThat(Clients.post(factoryUrl, Clients.createEnvelope(Offers.librasla("after a malformed request")))
                .body()).contains("createAgreementResponse");
    }
}
