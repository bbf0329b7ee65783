package org.accord.scheduler.simulation;

/**
 * Metrics of one simulated run, from the LibraSLA paper (jobs completed with SLA fulfilled, aggregate utility)
 * and the EDD paper (rejected %, total processing time, mean waiting time, interruptions per job,
 * competitive factor).
 *
 * @param jobsSubmitted          jobs in the stream
 * @param jobsAccepted           jobs admitted (all of them complete: the run lasts until the record is empty)
 * @param jobsSlaFulfilled       completed jobs whose SLA was fulfilled
 * @param aggregateUtility       sum of Eq. 1 utility over completed jobs
 * @param rejectedPercent        100 x rejected / submitted
 * @param totalProcessingTime    sum over accepted jobs of run time x processes, reference seconds
 * @param meanWaitingTime        mean of {@link SimulatedOutcome.Completed#waitingTime()}; the EDD paper's
 *                               {@code MWT = (1/n) sum (c_j - p_j)} with completion measured from release
 * @param interruptionsPerJob    mean interruptions over completed jobs
 * @param utilisation            processor time used / (processors x (last finish - first submit))
 * @param competitiveFactor      {@code sum_accepted p_j / min(sum_released p_j, (d_max - r_min) x m)}: the EDD
 *                               paper's ratio to the upper bound of the optimal income with a single service
 *                               level (the price u cancels), where p_j counts run time x processes, m is the
 *                               cluster's processors and times are taken from the first release
 */
public record RunMetrics(int jobsSubmitted, int jobsAccepted, int jobsSlaFulfilled, double aggregateUtility,
                         double rejectedPercent, double totalProcessingTime, double meanWaitingTime,
                         double interruptionsPerJob, double utilisation, double competitiveFactor) {
}
