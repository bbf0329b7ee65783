package org.accord.scheduler.federation;

import java.util.ArrayList;
import java.util.List;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;
import org.accord.scheduler.workload.SwfJobs;
import org.accord.scheduler.workload.SwfTrace;

/**
 * Turns one provider's trace into the jobs its local users submit to the federation.
 *
 * <p>The paper simulates "four days" of every trace and leaves the SLA values to a technical report; the
 * choices here: the window is the first {@code days} days of the trace, counted from its first submission,
 * which becomes time 0 (so every provider's users start together); jobs follow the {@link SwfJobs}
 * convention (run time and processors); a job's length is its recorded run time on its origin's processors;
 * its SLA is HARD with deadline {@code deadlineFactor x D(J, origin)} and budget
 * {@code budgetFactor x B(J, origin)}, i.e. what it would take and cost at home, with room to spare.
 *
 * @param days           length of the window, days, positive (the paper: 4)
 * @param startDay       the window starts this many days after the trace's first submission (submit times are
 *                       counted from there), not negative; the paper does not say which four days it used
 * @param maxJobs        at most this many jobs per provider (the first ones of the window), at least 1
 * @param deadlineFactor deadline over the run time at home, at least 1
 * @param budgetFactor   budget over the cost at home, at least 1
 */
public record FederationWorkload(double days, int maxJobs, double deadlineFactor, double budgetFactor,
                                 double startDay) {

    private static final double DAY = 86_400;

    public FederationWorkload {
        if (!(days > 0) || Double.isInfinite(days)) {
            throw new IllegalArgumentException("window days must be positive: " + days);
        }
        if (maxJobs < 1) {
            throw new IllegalArgumentException("max jobs per provider must be at least 1: " + maxJobs);
        }
        if (!(deadlineFactor >= 1) || Double.isInfinite(deadlineFactor)) {
            throw new IllegalArgumentException("deadline factor must be at least 1: " + deadlineFactor);
        }
        if (!(budgetFactor >= 1) || Double.isInfinite(budgetFactor)) {
            throw new IllegalArgumentException("budget factor must be at least 1: " + budgetFactor);
        }
        if (!(startDay >= 0) || Double.isInfinite(startDay)) {
            throw new IllegalArgumentException("window start day must not be negative: " + startDay);
        }
    }

    /** Four days, every job of the window, deadline and budget twice the job's needs at home. */
    public static FederationWorkload paperDefaults() {
        return new FederationWorkload(4, Integer.MAX_VALUE, 2, 2, 0);
    }

    /** These settings with the window starting {@code day} days after the trace's first submission. */
    public FederationWorkload startingAt(double day) {
        return new FederationWorkload(days, maxJobs, deadlineFactor, budgetFactor, day);
    }

    /** These settings with deadlines {@code factor} times the run time at home. */
    public FederationWorkload withDeadlineFactor(double factor) {
        return new FederationWorkload(days, maxJobs, factor, budgetFactor, startDay);
    }

    /** These settings with at most {@code count} jobs per provider. */
    public FederationWorkload withMaxJobs(int count) {
        return new FederationWorkload(days, count, deadlineFactor, budgetFactor, startDay);
    }

    /** The jobs of {@code trace}, submitted by users of {@code origin}, in submission order. */
    public List<FederationJob> jobs(SwfTrace trace, Provider origin) {
        List<SlaJob> all = SwfJobs.of(trace);
        double first = all.stream().mapToDouble(SlaJob::submitTime).min().orElse(0);
        List<FederationJob> jobs = new ArrayList<>();
        for (SlaJob job : all) {
            double submit = job.submitTime() - first - startDay * DAY;
            if (submit >= 0 && submit < days * DAY && jobs.size() < maxJobs) {
                jobs.add(new FederationJob(withSla(job, submit, origin), origin));
            }
        }
        return jobs;
    }

    private SlaJob withSla(SlaJob job, double submit, Provider origin) {
        double referenceRuntime = job.runtime() * origin.mips() / Provider.REFERENCE_MIPS;
        double deadline = deadlineFactor * origin.executionTime(referenceRuntime);
        double budget = budgetFactor * origin.cost(referenceRuntime, job.processors());
        return SlaJob.withSla(origin.name() + ":" + job.id(), submit, referenceRuntime, job.processors(),
                new Sla(DeadlineType.HARD, deadline, budget, 0));
    }
}
