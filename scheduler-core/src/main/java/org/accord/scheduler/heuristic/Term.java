package org.accord.scheduler.heuristic;

import java.util.Arrays;

import org.accord.scheduler.plan.PlanningRequest;

/**
 * A term a priority can be built from, with its stable symbol. Terms depending on the CPU count are
 * evaluated at the request's nominal (preferred) count, since the count a moldable request finally gets
 * is only known after it has been ordered and placed. The declaration order (TF, TS, tD, NCPU, A, tL) is
 * the canonical order of a pair, matching the paper's names ({@code TF + w*TS}, {@code TS + w*A}).
 */
public enum Term {
    /** Latest job finish time T_F, hours. */
    TF("TF"),
    /** Earliest job start time T_S, hours. */
    TS("TS"),
    /** Reserved time for job execution t_D, hours. */
    TD("tD"),
    /** Number of CPU nodes N_CPU. */
    NCPU("NCPU"),
    /** Job size A = N_CPU x t_D, CPU-hours. */
    A("A"),
    /** Job laxity t_L = T_F - (T_S + t_D), hours. */
    TL("tL");

    private final String symbol;

    Term(String symbol) {
        this.symbol = symbol;
    }

    /** The symbol used in heuristic names. */
    public String symbol() {
        return symbol;
    }

    /** The term's value for {@code request}. */
    public double valueOf(PlanningRequest request) {
        return switch (this) {
            case TF -> request.latestFinish();
            case TS -> request.earliestStart();
            case TD -> request.nominalHours();
            case NCPU -> request.nominalCpus();
            case A -> request.nominalArea();
            case TL -> request.nominalLaxity();
        };
    }

    /** The term with {@code symbol}, case-insensitively. */
    public static Term bySymbol(String symbol) {
        return Arrays.stream(values()).filter(t -> t.symbol.equalsIgnoreCase(symbol.trim())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown term symbol (expected one of TF, TS, tD, NCPU, A, tL): " + symbol));
    }
}
