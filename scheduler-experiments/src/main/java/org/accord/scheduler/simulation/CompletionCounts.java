package org.accord.scheduler.simulation;

import java.util.List;
import org.accord.scheduler.sla.Sla;

/**
 * What "completed" meant for a run's jobs, split three ways, since the LibraSLA paper counts a late SOFT job
 * as fulfilled even when its penalty exceeded its budget:
 * <ul>
 *   <li>{@code onTime}: completed within its SLA deadline (a job without an SLA counts here once completed);</li>
 *   <li>{@code lateProfitable}: completed after its deadline with utility still above zero;</li>
 *   <li>{@code lateLoss}: completed after its deadline with utility zero or below (a penalty);</li>
 *   <li>{@code highUrgencyOnTime}: the on-time jobs with a HARD deadline (the HIGH urgency class).</li>
 * </ul>
 * {@code onTime + lateProfitable + lateLoss} is the number of completed jobs.
 */
public record CompletionCounts(int onTime, int lateProfitable, int lateLoss, int highUrgencyOnTime) {

    /** The counts of {@code outcomes}. */
    public static CompletionCounts of(List<SimulatedOutcome> outcomes) {
        int onTime = 0;
        int lateProfitable = 0;
        int lateLoss = 0;
        int highOnTime = 0;
        for (SimulatedOutcome outcome : outcomes) {
            if (!(outcome instanceof SimulatedOutcome.Completed c)) {
                continue;
            }
            if (c.job().sla().isEmpty()) {
                onTime++;
                continue;
            }
            Sla sla = c.job().sla().get();
            if (sla.delay(c.job().submitTime(), c.finish()) <= Sla.DELAY_TOLERANCE) {
                onTime++;
                highOnTime += sla.hard() ? 1 : 0;
            } else if (c.utility() > 0) {
                lateProfitable++;
            } else {
                lateLoss++;
            }
        }
        return new CompletionCounts(onTime, lateProfitable, lateLoss, highOnTime);
    }

    /** Every completed job. */
    public int completed() {
        return onTime + lateProfitable + lateLoss;
    }
}
