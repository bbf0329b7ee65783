package org.accord.provider.server;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.accord.provider.health.Health;
import org.accord.provider.metrics.ProviderMetrics;

/**
 * What a provider serves to its operators beside the endpoints: its metrics at {@code /metrics} (absent when
 * {@code metrics.enabled=false}) and its health at {@code /health/live} and {@code /health/ready}
 * ({@link OperationsServlet}).
 */
public record Operations(Optional<ProviderMetrics> metrics, Health health) {

    public Operations {
        Objects.requireNonNull(metrics, "metrics");
        Objects.requireNonNull(health, "health");
    }

    /** No metrics, and ready whenever it answers (endpoints without a store or backend, e.g. a benchmark's echo). */
    public static Operations none() {
        return new Operations(Optional.empty(), new Health(List.of()));
    }
}
