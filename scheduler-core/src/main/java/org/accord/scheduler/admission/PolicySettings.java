package org.accord.scheduler.admission;

/**
 * Parameters of the policies that have any.
 *
 * @param slackFactor     EDD slack factor f (deadline = release + f x processing time), at least 1; the
 *                        default 2 is where the EDD paper's SSL-PM had its best competitive factor
 * @param bidTimeFraction greedy backfilling: total SLA bid time as a fraction (0..1) of the job's deadline;
 *                        the default 0.1 is the paper's 10% point
 */
public record PolicySettings(double slackFactor, double bidTimeFraction) {

    public PolicySettings {
        if (!(slackFactor >= 1) || Double.isInfinite(slackFactor)) {
            throw new IllegalArgumentException("slack factor must be at least 1: " + slackFactor);
        }
        if (!(bidTimeFraction >= 0 && bidTimeFraction <= 1)) {
            throw new IllegalArgumentException("bid time fraction must be within 0..1: " + bidTimeFraction);
        }
    }

    /** Slack factor 2, bid time 10% of the deadline. */
    public static PolicySettings defaults() {
        return new PolicySettings(2, 0.1);
    }

    /** These settings with another slack factor. */
    public PolicySettings withSlackFactor(double f) {
        return new PolicySettings(f, bidTimeFraction);
    }

    /** These settings with another bid time fraction. */
    public PolicySettings withBidTimeFraction(double fraction) {
        return new PolicySettings(slackFactor, fraction);
    }
}
