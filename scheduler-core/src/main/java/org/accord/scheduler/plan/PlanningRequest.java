package org.accord.scheduler.plan;

/**
 * One reservation SLA to plan: the five terms of the paper's template. The job must run on
 * N_CPU nodes for t_D(N_CPU) hours, starting no earlier than T_S and finishing no later than T_F.
 *
 * @param id            stable identifier, unique within a plan
 * @param earliestStart T_S in hours, not negative
 * @param latestFinish  T_F in hours, after T_S
 * @param cpus          the CPU demand and reserved-time function
 * @param price         V_TOT, the agreed price (what flat-rate pricing charges), not negative
 */
public record PlanningRequest(String id, double earliestStart, double latestFinish, CpuDemand cpus, double price) {

    public PlanningRequest {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("request id must not be blank: " + id);
        }
        if (!(earliestStart >= 0) || Double.isInfinite(earliestStart)) {
            throw new IllegalArgumentException("earliest start must be finite and not negative: " + earliestStart);
        }
        if (!(latestFinish > earliestStart) || Double.isInfinite(latestFinish)) {
            throw new IllegalArgumentException("latest finish must be finite and after the earliest start "
                    + earliestStart + ": " + latestFinish);
        }
        if (cpus == null) {
            throw new IllegalArgumentException("CPU demand must not be null");
        }
        if (!(price >= 0) || Double.isInfinite(price)) {
            throw new IllegalArgumentException("price must be finite and not negative: " + price);
        }
    }

    /** A rigid request: {@code cpus} nodes for {@code hours} hours inside [ts, tf]. */
    public static PlanningRequest rigid(String id, double ts, double tf, int cpus, double hours, double price) {
        return new PlanningRequest(id, ts, tf, CpuDemand.fixed(cpus, hours), price);
    }

    /** N_CPU as asked by the client (the preferred count of a moldable demand). */
    public int nominalCpus() {
        return cpus.preferred();
    }

    /** t_D at the nominal CPU count, in hours. */
    public double nominalHours() {
        return cpus.hoursFor(cpus.preferred());
    }

    /** Job size A = N_CPU x t_D at the nominal CPU count, in CPU-hours. */
    public double nominalArea() {
        return nominalCpus() * nominalHours();
    }

    /** Laxity t_L = T_F - (T_S + t_D) at the nominal CPU count, in hours (negative when it cannot fit). */
    public double nominalLaxity() {
        return latestFinish - (earliestStart + nominalHours());
    }
}
