package org.accord.scheduler.heuristic;

/** Whether the smallest or the largest priority value is planned first. */
public enum Direction {
    /** H = min(h1 + w*h2): ascending keys first. */
    MIN("min"),
    /** H = max(h1 + w*h2): descending keys first. */
    MAX("max");

    private final String symbol;

    Direction(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }
}
