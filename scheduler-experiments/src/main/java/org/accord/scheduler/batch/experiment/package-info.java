/**
 * The four published studies the batch tool reproduces, by stable name: {@code librasla} (LibraSLA vs Libra,
 * Yeo and Buyya, Figs. 2-5), {@code heuristics} (weighted-priority heuristics, Tables 1 and 2), {@code edd}
 * (SSL-SM / SSL-PM with preemptive EDD, Figs. 1-12) and {@code contract-net} (greedy backfilling vs FCFS in a
 * federation, Fig. 4). Each is an {@link org.accord.scheduler.batch.Experiment} over the scheduler core's
 * own policies, simulation, workloads and heuristics; none re-implements them.
 */
package org.accord.scheduler.batch.experiment;
