/**
 * Benchmarks: commands with a {@code main} that print medians of repeated measurements and a ratio against a
 * baseline measured in the same run.
 */
package org.accord.benchmark.scheduler;
