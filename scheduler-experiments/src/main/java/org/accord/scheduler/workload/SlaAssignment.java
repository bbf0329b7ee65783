package org.accord.scheduler.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;

/**
 * Gives every job of a stream an SLA the way the LibraSLA paper's evaluation does, and compresses its arrivals
 * by the arrival delay factor. Everything random comes from one seeded generator, so a seed fixes the result.
 *
 * <p>Choices: exactly {@code round(highUrgencyFraction x n)} jobs are HIGH urgency (HARD deadline), placed at
 * random positions of the arrival sequence (a seeded shuffle); the others are LOW urgency (SOFT). Arrival times
 * become {@code factor x (submit - first submit)}, so the stream starts at time 0. Means are in
 * {@link SlaAssignmentSettings}.
 */
public final class SlaAssignment {
    private final SlaAssignmentSettings settings;
    private final long seed;

    public SlaAssignment(SlaAssignmentSettings settings, long seed) {
        this.settings = settings;
        this.seed = seed;
    }

    /** The jobs with SLAs and rescaled arrivals, in the same order. */
    public List<SlaJob> assign(List<SlaJob> jobs) {
        SplittableRandom random = new SplittableRandom(seed);
        boolean[] high = urgencyClasses(jobs.size(), random);
        double first = jobs.isEmpty() ? 0 : jobs.get(0).submitTime();
        List<SlaJob> out = new ArrayList<>(jobs.size());
        for (int i = 0; i < jobs.size(); i++) {
            SlaJob job = jobs.get(i);
            double submit = settings.arrivalDelayFactor() * Math.max(0, job.submitTime() - first);
            out.add(job.submittedAt(submit).withSla(sla(job, high[i], random)));
        }
        return out;
    }

    private boolean[] urgencyClasses(int n, SplittableRandom random) {
        boolean[] high = new boolean[n];
        int count = (int) Math.round(settings.highUrgencyFraction() * n);
        for (int i = 0; i < count; i++) {
            high[i] = true;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            boolean t = high[i];
            high[i] = high[j];
            high[j] = t;
        }
        return high;
    }

    private Sla sla(SlaJob job, boolean high, SplittableRandom random) {
        double runtime = job.runtime();
        double highDeadline = SlaAssignmentSettings.BASE_HIGH_URGENCY_DEADLINE * settings.deadlineMeanFactor();
        double deadlineMean = high ? highDeadline : highDeadline * settings.deadlineRatio();
        double budgetMean = settings.budgetMeanFactor() * (high ? settings.budgetRatio() : 1);
        double penaltyMean = settings.penaltyRateMeanFactor() * (high ? settings.penaltyRateRatio() : 1);
        double deadline = runtime * positiveNormal(deadlineMean, random);
        double budget = settings.minimumBudget(job) * positiveNormal(budgetMean, random);
        double penaltyRate = settings.minimumPenaltyRate(job) * positiveNormal(penaltyMean, random);
        return new Sla(high ? DeadlineType.HARD : DeadlineType.SOFT, deadline, budget, penaltyRate);
    }

    private double positiveNormal(double mean, SplittableRandom random) {
        double spread = settings.relativeSpread() * mean;
        double value;
        do {
            value = mean + spread * random.nextGaussian();
        } while (value <= 0);
        return value;
    }
}
