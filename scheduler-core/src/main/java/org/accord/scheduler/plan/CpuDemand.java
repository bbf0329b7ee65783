package org.accord.scheduler.plan;

import java.util.function.IntToDoubleFunction;

/**
 * How many CPU nodes a request may take and how long it reserves them: the agreed function
 * t_D(N_CPU) over the integer range [{@code min}, {@code max}]. A rigid job has {@code min == max}; a
 * moldable job (e.g. t_D(N) = t_D1 / N, built by the provider from compiled function terms) lets the
 * planner pick any count in the range without renegotiation. {@code preferred} is the N_CPU the client
 * asked for; the priority terms N_CPU, t_D, A and t_L of a moldable request are evaluated at it.
 *
 * <p>The function is evaluated once per count at construction and must give a positive, finite number of
 * hours for every count in the range; it must be pure (it is called from several threads). Rigid demands
 * compare by value; moldable ones compare their function by identity.
 *
 * @param min           smallest CPU count allowed, at least 1
 * @param max           largest CPU count allowed
 * @param preferred     the count the client asked for, inside the range
 * @param reservedHours t_D as a function of the CPU count, in hours
 */
public record CpuDemand(int min, int max, int preferred, IntToDoubleFunction reservedHours) {

    public CpuDemand {
        if (min < 1) {
            throw new IllegalArgumentException("minimum CPU count must be at least 1: " + min);
        }
        if (max < min) {
            throw new IllegalArgumentException("maximum CPU count must not be below the minimum " + min + ": " + max);
        }
        if (preferred < min || preferred > max) {
            throw new IllegalArgumentException("preferred CPU count must lie in [" + min + ", " + max + "]: " + preferred);
        }
        if (reservedHours == null) {
            throw new IllegalArgumentException("reserved time function must not be null");
        }
        for (int n = min; n <= max; n++) {
            double hours = reservedHours.applyAsDouble(n);
            if (!(hours > 0) || Double.isInfinite(hours)) {
                throw new IllegalArgumentException("reserved hours for " + n + " CPUs must be positive and finite: " + hours);
            }
        }
    }

    /** A rigid demand: exactly {@code cpus} nodes for {@code hours} hours. */
    public static CpuDemand fixed(int cpus, double hours) {
        return new CpuDemand(cpus, cpus, cpus, new ConstantHours(hours));
    }

    /** A moldable demand over [{@code min}, {@code max}] with reserved time {@code hours(N)}. */
    public static CpuDemand moldable(int min, int max, int preferred, IntToDoubleFunction hours) {
        return new CpuDemand(min, max, preferred, hours);
    }

    /** Whether the planner may choose among several CPU counts. */
    public boolean isMoldable() {
        return min < max;
    }

    /** Whether {@code cpus} lies in the agreed range. */
    public boolean allows(int cpus) {
        return cpus >= min && cpus <= max;
    }

    /** The agreed reserved time t_D for {@code cpus} nodes, in hours. */
    public double hoursFor(int cpus) {
        if (!allows(cpus)) {
            throw new IllegalArgumentException("CPU count must lie in [" + min + ", " + max + "]: " + cpus);
        }
        return reservedHours.applyAsDouble(cpus);
    }

    /** A constant reserved time, as a value so that equal rigid demands are equal. */
    private record ConstantHours(double hours) implements IntToDoubleFunction {
        @Override
        public double applyAsDouble(int cpus) {
            return hours;
        }
    }
}
