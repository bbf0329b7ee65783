package org.accord.scheduler.workload;

import java.util.Arrays;
import java.util.stream.Collectors;
import org.accord.scheduler.sla.SlaJob;

/**
 * The LibraSLA paper's {@code f(runtime_i)}, "the minimum budget ... that the user will quote with respect to
 * runtime_i" (section 5.1), which the paper does not define. Budgets are drawn as multiples of it and penalty
 * rates as multiples of {@code g = penalty-rate scale x f / runtime}.
 */
public enum BudgetFunction {
    /**
     * {@code f = runtime x numproc}: the processor-seconds the job holds, so a 64-processor job is worth 64
     * serial ones of the same length. The project's choice (see {@link SlaAssignmentSettings}).
     */
    PROCESSOR_SECONDS("processor-seconds"),
    /** {@code f = runtime}: the paper's literal wording; a job's width does not change its value. */
    RUNTIME("runtime");

    private final String label;

    BudgetFunction(String label) {
        this.label = label;
    }

    /** The name used in settings, e.g. {@code processor-seconds}. */
    public String label() {
        return label;
    }

    /** {@code f(runtime)} of {@code job}. */
    public double of(SlaJob job) {
        return this == PROCESSOR_SECONDS ? job.runtime() * job.processors() : job.runtime();
    }

    /** The function named {@code label}; an unknown name is an {@link IllegalArgumentException} listing the names. */
    public static BudgetFunction named(String label) {
        return Arrays.stream(values()).filter(f -> f.label.equals(label)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown budget function '" + label + "'; known: "
                        + Arrays.stream(values()).map(BudgetFunction::label).collect(Collectors.joining(", "))));
    }
}
