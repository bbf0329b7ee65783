package org.accord.provider.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

class LoginThrottleTest {

    private final AtomicLong now = new AtomicLong();
    private final LoginThrottle throttle = new LoginThrottle(now::get);

    private void fail(String user, String address, int times) {
        for (int i = 0; i < times; i++) {
            throttle.failed(user, address);
        }
    }

    @Test
    void locksAUserOutAfterFiveFailuresForASecondThenLonger() {
        fail("alice", "10.0.0.1", 4);
        assertThat(throttle.lockout("alice", "10.0.0.9")).isEmpty();

        throttle.failed("alice", "10.0.0.2");

        assertThat(throttle.lockout("alice", "10.0.0.9")).contains(Duration.ofSeconds(1));
        now.addAndGet(Duration.ofSeconds(1).toNanos());
        assertThat(throttle.lockout("alice", "10.0.0.9")).isEmpty();
        throttle.failed("alice", "10.0.0.3");
        assertThat(throttle.lockout("alice", "10.0.0.9")).contains(Duration.ofSeconds(2));
    }

    @Test
    void locksAnAddressOutWhateverNamesItTries() {
        for (int i = 0; i < 5; i++) {
            throttle.failed("user" + i, "10.0.0.1");
        }

        assertThat(throttle.lockout("someone-else", "10.0.0.1")).isPresent();
        assertThat(throttle.lockout("someone-else", "10.0.0.2")).isEmpty();
    }

    @Test
    void lockoutsAreCappedAtAMinuteAndASuccessClearsThem() {
        fail("alice", "10.0.0.1", 40);

        assertThat(throttle.lockout("alice", "10.0.0.1")).contains(Duration.ofSeconds(60));
        throttle.succeeded("alice", "10.0.0.1");
        assertThat(throttle.lockout("alice", "10.0.0.1")).isEmpty();
    }
}
