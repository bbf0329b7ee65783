package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementFactoryFault;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Offers a hostile or careless user sends (issue #18), over HTTP to a provider with the default settings:
 * each is refused with a fault that names what is wrong, and the provider keeps serving. The time the
 * 15,000-term offer takes is printed (median of warm requests), never asserted.
 */
class HostileOfferIT {

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
    void refusesFifteenThousandChainedTermsNamingTheLimitAndKeepsServing() {
        String hostile = Clients.createEnvelope(Offers.librasla("hostile", 15_000));
        List<Long> micros = new ArrayList<>();
        HttpResponse<String> answer = null;
        for (int i = 0; i < 7; i++) {
            long start = System.nanoTime();
            answer = Clients.post(factoryUrl, hostile);
            micros.add((System.nanoTime() - start) / 1000);
        }

        assertThat(answer.statusCode()).isEqualTo(500);
        assertThat(answer.body()).contains("<faultcode>soap:Client</faultcode>").contains("LIMIT_EXCEEDED</")
                .contains("the request declares more than 256 function terms; the limit limits.function.terms is 256");
        assertThat(Clients.post(factoryUrl, Clients.createEnvelope(Offers.librasla("after the hostile one")))
                .body()).contains("createAgreementResponse");
        List<Long> warm = new ArrayList<>(micros.subList(1, micros.size()));
        warm.sort(null);
        System.out.printf("15,000-term offer (%d KB) refused in %.1f ms (median of %d warm requests; first %.1f ms)%n",
                hostile.length() / 1024, warm.get(warm.size() / 2) / 1000.0, warm.size(), micros.get(0) / 1000.0);
    }

    @Test
    void aClientSeesTheLimitAsAnAgreementFactoryFaultWithItsReasonCode() {
        AgreementFactory factory = Clients.port(AgreementFactory.class, provider.baseUrl());

        assertThatThrownBy(() -> factory.createAgreement(Clients.offer(Offers.librasla("hostile", 300))))
                .isInstanceOfSatisfying(AgreementFactoryFault.class, f -> {
                    assertThat(f.getFaultInfo().getReasonCode()).isEqualTo("LIMIT_EXCEEDED");
                    assertThat(f.getFaultInfo().getMessage()).contains("limits.function.terms is 256");
                });
    }

    @Test
    void refusesABudgetDividedByZeroAsABadFunctionTerm() {
        HttpResponse<String> answer = Clients.post(factoryUrl,
                Clients.createEnvelope(Offers.read("invalid/librasla-job-division-by-zero.xml")));

        assertThat(answer.body()).contains("BAD_FUNCTION_TERM</")
                .containsPattern("offer:\\d+:\\d+: term 'utility' divides by zero for budget=100");
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({
            "<accord:CpuCount>4<, <accord:CpuCount>0<",
            "<accord:CpuCount>4<, <accord:CpuCount>-1<",
            "<accord:DeadlineType>SOFT<, <accord:DeadlineType>MAYBE<"})
    void refusesOutOfRangeAccordValuesWithoutJavaExceptionText(String value, String hostile) {
        assertRefusedCleanly(Offers.librasla("hostile value").replace(value, hostile));
    }

    @Test
    void refusesA400DigitCpuCountWithoutJavaExceptionText() {
        assertRefusedCleanly(Offers.librasla("400 digits").replace("<accord:CpuCount>4<",
                "<accord:CpuCount>" + "9".repeat(400) + "<"));
    }

    private static void assertRefusedCleanly(String offer) {
        HttpResponse<String> answer = Clients.post(factoryUrl, Clients.createEnvelope(offer));

        assertThat(answer.statusCode()).isEqualTo(500);
        assertThat(answer.body()).contains("<faultstring>").doesNotContain("createAgreementResponse")
                .doesNotContain("Exception").doesNotContain("Cannot invoke").doesNotContain("For input string")
                .doesNotContain("out of int range").doesNotContain("java.");
    }
}
