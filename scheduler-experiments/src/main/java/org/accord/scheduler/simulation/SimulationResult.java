package org.accord.scheduler.simulation;

import java.util.List;

/**
 * The outcome of {@link Simulation#run}.
 *
 * @param policy   registry name of the policy
 * @param outcomes one outcome per submitted job, in submission order
 * @param metrics  the run's metrics
 */
public record SimulationResult(String policy, List<JobOutcome> outcomes, RunMetrics metrics) {

    public SimulationResult {
        outcomes = List.copyOf(outcomes);
    }

    /** The completed jobs, in submission order. */
    public List<JobOutcome.Completed> completed() {
        return outcomes.stream().filter(JobOutcome.Completed.class::isInstance)
                .map(JobOutcome.Completed.class::cast).toList();
    }
}
