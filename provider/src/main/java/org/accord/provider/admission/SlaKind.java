package org.accord.provider.admission;

import org.accord.agreement.Terms;

/**
 * Which admission path an offer takes, decided by its template's terms: {@link #DEADLINE} when they carry
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

    /**
     * The kind of a template (or offer) with these terms.
     *
     * @throws UnsupportedOfferException if the terms fit neither path
     */
    public static SlaKind of(Terms terms) {
        if (terms.sla().isPresent() && terms.job().isPresent()) {
            return DEADLINE;
        }
        boolean window = terms.job().map(job -> job.latestFinish().isPresent()).orElse(false);
        boolean function = terms.functionTerms().functions().stream().anyMatch(f -> f.name().equals(RESERVED_TIME_TERM));
        if (window && function) {
            return RESERVATION;
        }
        throw new UnsupportedOfferException("the terms carry neither a job with LibraSLA terms (deadline, budget, "
                + "penalty rate) nor a job with a latest finish and a function term " + RESERVED_TIME_TERM + "("
                + CPU_VARIABLE + ")");
    }
}
