package org.accord.scheduler.plan;

/**
 * What the planner could offer instead of a rejected request: the earliest-finishing configuration that
 * fits next to the accepted reservations when T_F is relaxed to the frame's horizon. The client would
 * have to accept a latest finish of at least {@code finish}.
 *
 * @param cpus          the CPU count N_CPU that fits
 * @param reservedHours the agreed t_D(N_CPU) for that count
 * @param start         the start the planner found, in hours
 * @param finish        the resulting finish, in hours: the T_F to propose
 */
public record CounterProposal(int cpus, double reservedHours, double start, double finish) {

    public CounterProposal {
        if (cpus < 1 || !(reservedHours > 0) || !(finish > start)) {
            throw new IllegalArgumentException("counter-proposal needs cpus >= 1 and a positive duration: "
                    + cpus + ", " + reservedHours + ", [" + start + ", " + finish + "]");
        }
    }
}
