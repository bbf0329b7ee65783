package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.provider.config.ElementLimits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #34 item 2 over HTTP: an offer carrying any repeated element at ten times its limit is refused with a
 * LIMIT_EXCEEDED soap:Client fault naming the limit's setting, before it is parsed; the provider keeps serving,
 * and its heap stays within 100 MB of where it was before the hostile offers.
 */
class ElementLimitsIT {

    private static final long HUNDRED_MB = 100L << 20;

    @TempDir
    Path dataDir;

    @Test
    void everyRepeatedElementAtTenTimesItsLimitIsRefusedNamingItsSettingWithinAHundredMegabytesOfHeap() {
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.MAX_MESSAGE_BYTES, "16777216")))) {
            String url = provider.baseUrl() + "/AgreementFactory";
            assertThat(Clients.post(url, Clients.createEnvelope(Offers.librasla("warm"))).body())
                    .contains("createAgreementResponse");
            long idle = usedHeap();
            long peak = idle;
            for (ElementLimits.Group group : ElementLimits.Group.values()) {
                HttpResponse<String> answer = Clients.post(url, Clients.createEnvelope(
                        withRepeated(Offers.librasla("hostile " + group), group, 10 * group.defaultLimit())));

                assertThat(answer.body()).as(group.key()).contains("<faultcode>soap:Client</faultcode>")
                        .contains("LIMIT_EXCEEDED</").contains("the limit " + group.key() + " is " + group.defaultLimit());
                peak = Math.max(peak, usedHeap());
            }

            assertThat(peak - idle).isLessThan(HUNDRED_MB);
            assertThat(Clients.post(url, Clients.createEnvelope(Offers.librasla("after"))).body())
                    .contains("createAgreementResponse");
        }
    }

    @Test
    void anOfferWithinEveryLimitIsNotRefusedByThem() {
        ElementLimits limits = ElementLimits.defaults();

        assertThat(limits.firstOver(Clients.createEnvelope(Offers.librasla("plain")).getBytes())).isEmpty();
        assertThat(limits.firstOver(Clients.createEnvelope(Offers.hpc("plain")).getBytes())).isEmpty();
    }

    /** The offer with {@code count} more elements of {@code group} inside its service description term. */
    private static String withRepeated(String offer, ElementLimits.Group group, int count) {
        String name = switch (group) {
            case VARIABLES -> "accord:Variable name=\"v\" min=\"1\" max=\"1\"";
            case SERVICE_TERMS -> "wsag:ServiceReference wsag:Name=\"r\" wsag:ServiceName=\"s\"";
            case GUARANTEE_TERMS -> "wsag:GuaranteeTerm wsag:Name=\"g\"";
            case TERM_GROUPS -> "wsag:ExactlyOne";
            case LOCATIONS -> "wsag:Location";
            case CONSTRAINTS -> "wsag:Constraint";
            case SCOPES -> "wsag:ServiceScope";
            case BUSINESS_VALUES -> "wsag:Penalty";
            case ARGUMENTS -> "accord:Argument";
            case ENVIRONMENTS -> "accord:Environment";
            case ELEMENTS -> "x:any xmlns:x=\"urn:x\"";
        };
        String element = "<" + name + "/>";
        String repeated = element.repeat(count);
        int at = offer.indexOf("</wsag:Terms>");
        return offer.substring(0, at) + "<x:Extra xmlns:x=\"urn:x\">" + repeated + "</x:Extra>" + offer.substring(at);
    }

    private static long usedHeap() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        System.gc();
        return memory.getHeapMemoryUsage().getUsed();
    }
}
