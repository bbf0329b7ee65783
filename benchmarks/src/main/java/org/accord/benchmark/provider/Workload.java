package org.accord.benchmark.provider;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * One thing to measure: a name and a factory of clients, each client a call to repeat. Every client
 * thread gets its own client from {@code clients}, so a client need not be thread-safe.
 */
public record Workload(String name, Supplier<Runnable> clients) {

    public Workload {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("workload name must not be empty: '" + name + "'");
        }
        Objects.requireNonNull(clients, "clients");
    }
}
