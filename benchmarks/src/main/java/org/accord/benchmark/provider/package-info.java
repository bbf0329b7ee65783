/**
 * Benchmarks of the provider's SOAP path: {@link org.accord.benchmark.provider.ProviderBenchmark} prints
 * median and p99 latency and multi-client throughput of each {@link org.accord.benchmark.provider.Workload}
 * over real HTTP on 127.0.0.1, with ratios against the bare CXF echo baseline measured in the same run.
 */
package org.accord.benchmark.provider;
