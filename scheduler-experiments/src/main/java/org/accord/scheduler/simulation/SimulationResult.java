package org.accord.scheduler.simulation;

import java.util.List;

/**
 * The outcome of {@link Simulation#run}.
 *
 * @param policy   registry name of the policy
 * @param outcomes one outcome per submitted job, in submission order
 * @param metrics  the run's metrics
 */
public record SimulationResult(String policy, List<SimulatedOutcome> outcomes, RunMetrics metrics) {

    public SimulationResult {
        outcomes = List.copyOf(outcomes);
    }

    /** The completed jobs, in submission order. */
    public List<SimulatedOutcome.Completed> completed() {
        return outcomes.stream().filter(SimulatedOutcome.Completed.class::isInstance)
                .map(SimulatedOutcome.Completed.class::cast).toList();
    }
}
