package org.accord.scheduler.workload;

import java.util.List;
import org.accord.scheduler.sla.SlaJob;

/**
 * The summary the LibraSLA paper gives for its workload.
 *
 * @param jobs                 number of jobs
 * @param meanInterArrivalTime mean of consecutive submit-time differences = (last - first) / (jobs - 1), seconds
 * @param meanRuntime          mean run time, seconds
 * @param meanProcessors       mean processors
 */
public record TraceStatistics(int jobs, double meanInterArrivalTime, double meanRuntime, double meanProcessors) {

    /** Statistics of {@code jobs} in stream order. */
    public static TraceStatistics of(List<SlaJob> jobs) {
        if (jobs.isEmpty()) {
            throw new IllegalArgumentException("statistics need at least one job");
        }
        double span = jobs.get(jobs.size() - 1).submitTime() - jobs.get(0).submitTime();
        return new TraceStatistics(jobs.size(),
                jobs.size() > 1 ? span / (jobs.size() - 1) : 0,
                jobs.stream().mapToDouble(SlaJob::runtime).average().orElse(0),
                jobs.stream().mapToInt(SlaJob::processors).average().orElse(0));
    }
}
