package org.accord.consumer.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import org.accord.agreement.FaultReason;
import org.junit.jupiter.api.Test;

class RetryPolicyTest {

    private final RetryPolicy threeQuickAttempts = new RetryPolicy(3, Duration.ofMillis(1));

    @Test
    void retriesTransportFailuresUntilACallSucceeds() {
        AtomicInteger calls = new AtomicInteger();

        String result = threeQuickAttempts.run(() -> {
            if (calls.incrementAndGet() < 3) {
                throw unreachable();
            }
            return "done";
        });

        assertThat(result).isEqualTo("done");
        assertThat(calls).hasValue(3);
    }

    @Test
    void givesUpAfterMaxAttemptsWithTheLastFailure() {
        AtomicInteger calls = new AtomicInteger();

        assertThatThrownBy(() -> threeQuickAttempts.run(() -> {
            calls.incrementAndGet();
            throw unreachable();
        })).isInstanceOf(ProviderUnreachableException.class);
        assertThat(calls).hasValue(3);
    }

    @Test
    void neverRetriesAProviderFaultSinceItIsAnAnswer() {
        AtomicInteger calls = new AtomicInteger();

        assertThatThrownBy(() -> threeQuickAttempts.run(() -> {
            calls.incrementAndGet();
            throw new OfferFaultException(FaultReason.REJECTED, "REJECTED", "no room");
        })).isInstanceOf(OfferFaultException.class);
        assertThat(calls).hasValue(1);
    }

    @Test
    void noneTriesOnce() {
        AtomicInteger calls = new AtomicInteger();

        assertThatThrownBy(() -> RetryPolicy.none().run(() -> {
            calls.incrementAndGet();
            throw unreachable();
        })).isInstanceOf(ProviderUnreachableException.class);
        assertThat(calls).hasValue(1);
    }

    @Test
    void refusesNonsenseSettingsNamingTheValue() {
        assertThatThrownBy(() -> new RetryPolicy(0, Duration.ZERO)).hasMessage("max attempts must be at least 1: 0");
        assertThatThrownBy(() -> new RetryPolicy(2, Duration.ofMillis(-5))).hasMessage("backoff must not be negative: PT-0.005S");
    }

    private static ProviderUnreachableException unreachable() {
        return new ProviderUnreachableException("cannot reach x", new IOException("Connection refused"));
    }
}
