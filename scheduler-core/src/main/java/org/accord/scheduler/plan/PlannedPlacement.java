package org.accord.scheduler.plan;

/**
 * Where and when one request runs: {@code cpus} processors from {@code start} for
 * {@code reservedHours}. {@code agreedHours} is the agreed t_D(cpus); the reservation may be longer
 * because it is rounded up to whole slots.
 *
 * @param requestId     the request placed
 * @param cpus          the chosen CPU count N_CPU
 * @param start         start time in hours
 * @param reservedHours length of the reservation in hours, at least {@code agreedHours}
 * @param agreedHours   t_D(N_CPU) from the request's function
 * @param processors    the processors reserved, exactly {@code cpus} of them
 */
public record PlannedPlacement(String requestId, int cpus, double start, double reservedHours, double agreedHours,
                        ProcessorSet processors) {

    public PlannedPlacement {
        if (requestId == null || requestId.isBlank()) {
            throw new IllegalArgumentException("placement request id must not be blank: " + requestId);
        }
        if (processors == null || processors.size() != cpus) {
            throw new IllegalArgumentException("placement of " + requestId + " must reserve exactly " + cpus
                    + " processors: " + processors);
        }
        if (!(start >= 0) || !(reservedHours > 0) || !(agreedHours > 0)) {
            throw new IllegalArgumentException("placement of " + requestId + " needs a start >= 0 and positive hours: "
                    + start + ", " + reservedHours + ", " + agreedHours);
        }
    }

    /** The end of the reservation, in hours. */
    public double end() {
        return start + reservedHours;
    }

    /** CPU-hours of agreed work: N_CPU x t_D(N_CPU). */
    public double workCpuHours() {
        return cpus * agreedHours;
    }
}
