/**
 * A discrete-event simulation that replays a job stream through an admission policy on a cluster and
 * executes the admitted jobs with the policy's share rule (proportional share for LibraSLA and Libra,
 * preemptive EDD, or space sharing for the contract-net policies). It yields one
 * {@link org.accord.scheduler.simulation.SimulatedOutcome} per job and the run's
 * {@link org.accord.scheduler.simulation.RunMetrics}. A run holds no global state and is deterministic, so
 * many runs may go in parallel threads.
 */
package org.accord.scheduler.simulation;
