package org.accord.consumer.client;

import java.time.Duration;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * How often an idempotent call is tried when the provider cannot be reached or does not answer in time:
 * at most {@code maxAttempts} attempts, {@code backoff} apart, doubled after each failure. Only
 * {@link ProviderUnreachableException transport failures} are retried; a provider fault is an answer and
 * is never retried. The client applies it to reads, to terminate (terminating an ended agreement is not a
 * fault) and to createAgreement, whose retries resend the very same offer id so that the provider returns
 * the agreement of the first attempt instead of creating a second one. Negotiation calls are not retried.
 */
public record RetryPolicy(int maxAttempts, Duration backoff) {

    public RetryPolicy {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("max attempts must be at least 1: " + maxAttempts);
        }
        Objects.requireNonNull(backoff, "backoff");
        if (backoff.isNegative()) {
            throw new IllegalArgumentException("backoff must not be negative: " + backoff);
        }
    }

    /** Three attempts, 200 ms then 400 ms apart. */
    public static RetryPolicy standard() {
        return new RetryPolicy(3, Duration.ofMillis(200));
    }

    /** One attempt only. */
    public static RetryPolicy none() {
        return new RetryPolicy(1, Duration.ZERO);
    }

    /** Runs {@code call}, retrying it on {@link ProviderUnreachableException}; rethrows the last one. */
    public <T> T run(Supplier<T> call) {
        Duration pause = backoff;
        for (int attempt = 1; ; attempt++) {
            try {
                return call.get();
            } catch (ProviderUnreachableException e) {
                if (attempt >= maxAttempts) {
                    throw e;
                }
                sleep(pause);
                pause = pause.multipliedBy(2);
            }
        }
    }

    private static void sleep(Duration pause) {
        try {
            Thread.sleep(pause.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ProviderUnreachableException("interrupted while waiting to retry", e);
        }
    }
}
