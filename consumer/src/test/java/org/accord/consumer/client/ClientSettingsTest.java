package org.accord.consumer.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;

import org.junit.jupiter.api.Test;

class ClientSettingsTest {

    @Test
    void endpointsLiveUnderServicesOfTheBaseUrl() {
        assertThat(ClientSettings.of("http://127.0.0.1:8080").endpoint("AgreementFactory"))
                .isEqualTo("http://127.0.0.1:8080/services/AgreementFactory");
        assertThat(ClientSettings.of("http://host:8080/accord/").endpoint("Negotiation"))
                .isEqualTo("http://host:8080/accord/services/Negotiation");
    }

    @Test
    void aUrlEndingInServicesIsUsedAsIs() {
        assertThat(ClientSettings.of("http://host/accord/services").endpoint("Agreement"))
                .isEqualTo("http://host/accord/services/Agreement");
    }

    @Test
    void refusesWhatIsNotAnHttpUrl() {
        assertThatThrownBy(() -> ClientSettings.of("ftp://host/x"))
                .hasMessage("provider URL must be an http(s) URL with a host: ftp://host/x");
        assertThatThrownBy(() -> ClientSettings.of("localhost:8080"))
                .hasMessageStartingWith("provider URL must be an http(s) URL with a host");
    }

    @Test
    void refusesNonPositiveTimeouts() {
        assertThatThrownBy(() -> ClientSettings.of("http://h").withTimeouts(Duration.ZERO, Duration.ofSeconds(1)))
                .hasMessage("connect timeout must be positive: PT0S");
    }

    @Test
    void credentialsDoNotShowThePassword() {
        assertThat(new Credentials("alice", "s3cret").toString()).doesNotContain("s3cret").contains("alice");
    }
}
