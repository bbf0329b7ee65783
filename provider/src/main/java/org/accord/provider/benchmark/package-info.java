/**
 * Benchmarks of the provider's SOAP path: {@link org.accord.provider.benchmark.ProviderBenchmark} prints
 * median and p99 latency and multi-client throughput of each {@link org.accord.provider.benchmark.Workload}
 * over real HTTP on 127.0.0.1, with ratios against the bare CXF echo baseline measured in the same run.
 */
package org.accord.provider.benchmark;
