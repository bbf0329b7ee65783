/**
 * What a running provider counts, for operators: one Micrometer registry per provider
 * ({@link org.accord.provider.metrics.ProviderMetrics}), served in Prometheus' text format at
 * {@code GET /metrics}. CXF's metrics feature times every SOAP (and REST) operation; Accord's own families
 * ({@code accord_*}) come from the core service's decisions, a store that watches the agreements' states go by
 * ({@link org.accord.provider.metrics.MeteredStore}) and a backend that times what it is told to run
 * ({@link org.accord.provider.metrics.MeteredBackend}); the JVM's and the process' from Micrometer's binders.
 */
package org.accord.provider.metrics;
