package org.accord.sla;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * What a job needs, after the analytical-terms paper: the CPUs it may use, its runtime on one CPU t_D1,
 * and optionally its earliest start T_S, latest finish T_F and reserved time t_D (seconds from the
 * agreement's creation). When the reserved time is a function of the CPU count (t_D = t_D1 / N_CPU) it is
 * a function term, not a constant here. {@code application} says what a real resource manager runs.
 */
public record JobDescription(CpuRange cpus, double singleCpuRuntime, OptionalDouble earliestStart,
        OptionalDouble latestFinish, OptionalDouble reservedTime, Optional<Application> application) {

    /** A job description without an application (what the scheduler needs, nothing a resource manager runs). */
    public JobDescription(CpuRange cpus, double singleCpuRuntime, OptionalDouble earliestStart,
            OptionalDouble latestFinish, OptionalDouble reservedTime) {
        this(cpus, singleCpuRuntime, earliestStart, latestFinish, reservedTime, Optional.empty());
    }

    public JobDescription {
        Objects.requireNonNull(cpus, "cpus");
        Objects.requireNonNull(earliestStart, "earliestStart");
        Objects.requireNonNull(latestFinish, "latestFinish");
        Objects.requireNonNull(reservedTime, "reservedTime");
        Objects.requireNonNull(application, "application");
        if (!(singleCpuRuntime > 0) || Double.isInfinite(singleCpuRuntime)) {
            throw new IllegalArgumentException("single-CPU runtime must be positive and finite: " + singleCpuRuntime);
        }
        if (earliestStart.isPresent() && earliestStart.getAsDouble() < 0) {
            throw new IllegalArgumentException("earliest start must not be negative: " + earliestStart.getAsDouble());
        }
        if (earliestStart.isPresent() && latestFinish.isPresent()
                && latestFinish.getAsDouble() <= earliestStart.getAsDouble()) {
            throw new IllegalArgumentException("latest finish must be after earliest start: "
                    + latestFinish.getAsDouble() + " <= " + earliestStart.getAsDouble());
        }
        if (reservedTime.isPresent() && !(reservedTime.getAsDouble() > 0)) {
            throw new IllegalArgumentException("reserved time must be positive: " + reservedTime.getAsDouble());
        }
    }

    /** A job with only CPUs and a single-CPU runtime (the LibraSLA job model). */
    public static JobDescription of(CpuRange cpus, double singleCpuRuntime) {
        return new JobDescription(cpus, singleCpuRuntime, OptionalDouble.empty(), OptionalDouble.empty(),
                OptionalDouble.empty());
    }

    /** A job with a window [T_S, T_F] (the analytical-terms paper's job model). */
    public static JobDescription withWindow(CpuRange cpus, double singleCpuRuntime, double earliestStart,
            double latestFinish) {
        return new JobDescription(cpus, singleCpuRuntime, OptionalDouble.of(earliestStart),
                OptionalDouble.of(latestFinish), OptionalDouble.empty());
    }

    /** The same job running {@code application}. */
    public JobDescription withApplication(Optional<Application> application) {
        return new JobDescription(cpus, singleCpuRuntime, earliestStart, latestFinish, reservedTime, application);
    }
}
