package org.accord.scheduler.simulation;

import java.util.List;
import org.accord.scheduler.admission.AdmissionPolicy;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.sla.SlaJob;

/** Computes {@link RunMetrics} from a run's outcomes. */
final class MetricsCollector {
    private MetricsCollector() {
    }

    static RunMetrics collect(List<SimulatedOutcome> outcomes, AdmissionPolicy policy, Cluster cluster) {
        List<SimulatedOutcome.Completed> done = outcomes.stream().filter(SimulatedOutcome.Completed.class::isInstance)
                .map(SimulatedOutcome.Completed.class::cast).toList();
        int submitted = outcomes.size();
        double processing = done.stream().mapToDouble(c -> work(c.job(), policy)).sum();
        double released = outcomes.stream().mapToDouble(o -> work(o.job(), policy)).sum();
        double firstRelease = outcomes.stream().mapToDouble(o -> o.job().submitTime()).min().orElse(0);
        double maxDeadline = outcomes.stream().mapToDouble(o -> policy.dueTime(o.job()))
                .filter(d -> !Double.isInfinite(d)).max().orElse(Double.POSITIVE_INFINITY);
        double bound = Math.min(released, (maxDeadline - firstRelease) * cluster.totalProcessors());
        double lastFinish = done.stream().mapToDouble(SimulatedOutcome.Completed::finish).max().orElse(firstRelease);
        double span = (lastFinish - firstRelease) * cluster.totalProcessors();
        return new RunMetrics(submitted, done.size(),
                (int) done.stream().filter(SimulatedOutcome.Completed::slaFulfilled).count(),
                done.stream().mapToDouble(SimulatedOutcome.Completed::utility).sum(),
                submitted == 0 ? 0 : 100.0 * (submitted - done.size()) / submitted,
                processing,
                done.stream().mapToDouble(SimulatedOutcome.Completed::waitingTime).average().orElse(0),
                done.stream().mapToDouble(SimulatedOutcome.Completed::interruptions).average().orElse(0),
                span > 0 ? usedProcessorTime(done, cluster) / span : 0,
                bound > 0 ? processing / bound : 0);
    }

    private static double work(SlaJob job, AdmissionPolicy policy) {
        return job.runtime() * policy.processes(job);
    }

    private static double usedProcessorTime(List<SimulatedOutcome.Completed> done, Cluster cluster) {
        double used = 0;
        for (SimulatedOutcome.Completed c : done) {
            for (String id : c.nodeIds()) {
                used += cluster.runtimeOn(cluster.node(id), c.job().runtime());
            }
        }
        return used;
    }
}
