/**
 * Throughput benchmarks of the term engine, run as commands that print medians and a ratio against a
 * baseline measured in the same run (not timed tests).
 */
package org.accord.benchmark.term;
