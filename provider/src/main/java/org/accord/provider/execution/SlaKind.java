package org.accord.provider.execution;

import java.util.Optional;

import org.accord.agreement.Terms;

/**
 * Which admission path an offer takes, decided once per template, when the provider loads it
 * ({@code TemplateRegistry}), from the template's terms: {@link #DEADLINE} when they carry
 * LibraSLA QoS terms (deadline type, deadline, budget, penalty rate), {@link #RESERVATION} when the job
 * description has a window (latest finish T_F) and the terms declare the reserved time {@code tD} as a
 * function term of the CPU count.
 */
public enum SlaKind {
    DEADLINE,
    RESERVATION;

    /** The function term that gives the reserved time t_D of a reservation SLA. */
    public static final String RESERVED_TIME_TERM = "tD";

    /** The integer variable of that function: the CPU count N_CPU. */
    public static final String CPU_VARIABLE = "Ncpu";

    /** The kind of a template with these terms; empty when they fit neither path (its offers are then refused). */
    public static Optional<SlaKind> resolve(Terms terms) {
        if (terms.sla().isPresent() && terms.job().isPresent()) {
            return Optional.of(DEADLINE);
        }
        boolean window = terms.job().map(job -> job.latestFinish().isPresent()).orElse(false);
        boolean function = terms.functionTerms().functions().stream().anyMatch(f -> f.name().equals(RESERVED_TIME_TERM));
        return window && function ? Optional.of(RESERVATION) : Optional.empty();
    }
}
