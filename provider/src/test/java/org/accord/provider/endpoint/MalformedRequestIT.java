package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.Setting;
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
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString())));
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

    @Test
    void refusesUnknownCharsetsWithSoapClientFaultsLoggingTheKindOnceNotEachRequest() {
        byte[] envelope = Clients.createEnvelope(Offers.librasla("bogus charset")).getBytes(StandardCharsets.UTF_8);
        List<LogRecord> logged = new CopyOnWriteArrayList<>();
        Handler recorder = recorder(logged);
        Logger.getLogger("").addHandler(recorder);
        try {
            for (String contentType : List.of("text/xml; charset=x-bogus", "text/xml;charset=\"x-bogus\"",
                    "text/xml; charset=%%%", "text/xml; charset=x-bogus; action=\"\"", "text/xml; charset=x-bogus")) {
                HttpResponse<String> answer = Clients.post(factoryUrl, contentType, envelope);

                assertThat(answer.statusCode()).as(contentType).isEqualTo(500);
                assertThat(answer.body()).as(contentType).contains("<faultcode>soap:Client</faultcode>")
                        .contains("INVALID_REQUEST</").contains("names the charset '").contains("send UTF-8")
                        .doesNotContain("Exception");
            }
        } finally {
            Logger.getLogger("").removeHandler(recorder);
        }

        assertThat(logged).filteredOn(r -> r.getLevel().intValue() >= Level.WARNING.intValue()).isEmpty();
        assertThat(logged).filteredOn(r -> r.getLevel().intValue() >= Level.INFO.intValue()).hasSizeLessThanOrEqualTo(1);
        assertServing();
    }

    @Test
    void refusesAnUnknownCharsetOverRestWithA415Problem() {
        HttpResponse<String> answer = Clients.post(provider.restUrl() + "/agreements", "application/xml; charset=x-bogus",
                Offers.librasla("bogus over rest").getBytes(StandardCharsets.UTF_8));

        assertThat(answer.statusCode()).isEqualTo(415);
        assertThat(answer.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/problem+json"));
        assertThat(answer.body()).contains("\"code\":\"INVALID_REQUEST\"").contains("names the charset 'x-bogus'");
    }

    @Test
    void refusesASecondSoapBodyNamingIt() {
        String envelope = Clients.createEnvelope(Offers.librasla("two bodies")).replace("</soap:Envelope>",
                "<soap:Body><s:getTemplates xmlns:s=\"" + Clients.NAMESPACE + "\"/></soap:Body></soap:Envelope>");

        HttpResponse<String> answer = Clients.post(factoryUrl, envelope);

        assertThat(answer.body()).contains("<faultcode>soap:Client</faultcode>").contains("INVALID_REQUEST</")
                .contains("the request carries a second soap:Body").contains("after soap:Body");
        assertServing();
    }

    @Test
    void refusesAnythingAfterTheOperationElementNamingIt() {
        String second = Clients.createEnvelope(Offers.librasla("two operations")).replace("</soap:Body>",
                "<s:getTemplates xmlns:s=\"" + Clients.NAMESPACE + "\"/></soap:Body>");
        String text = Clients.createEnvelope(Offers.librasla("trailing text")).replace("</soap:Body>", "junk</soap:Body>");
        String afterBody = Clients.createEnvelope(Offers.librasla("after the body"))
                .replace("</soap:Envelope>", "<x:trailer xmlns:x=\"urn:x\"/></soap:Envelope>");

        assertThat(Clients.post(factoryUrl, second).body()).contains("<faultcode>soap:Client</faultcode>")
                .contains("INVALID_REQUEST</").contains("the element s:getTemplates (line")
                .contains("after the operation element");
        assertThat(Clients.post(factoryUrl, text).body()).contains("INVALID_REQUEST</")
                .contains("the request carries text").contains("after the operation element");
        assertThat(Clients.post(factoryUrl, afterBody).body()).contains("INVALID_REQUEST</")
                .contains("the element x:trailer (line").contains("after soap:Body");
        assertServing();
    }

    @Test
    void namesAValueOutsideAnEnumerationWithTheValuesAllowed() {
        String maybe = Offers.librasla("maybe").replace("<accord:DeadlineType>SOFT<", "<accord:DeadlineType>MAYBE<");

        HttpResponse<String> answer = Clients.post(factoryUrl, Clients.createEnvelope(maybe));

        assertThat(answer.body()).contains("<faultcode>soap:Client</faultcode>").contains("INVALID_OFFER</")
                .contains("accord:DeadlineType 'MAYBE' is not one of HARD, SOFT").doesNotContainIgnoringCase("missing");
    }

    private static Handler recorder(List<LogRecord> logged) {
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                logged.add(record);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        handler.setLevel(Level.ALL);
        return handler;
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
