package org.accord.scheduler.heuristic;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A priority rule H = min(h1 + w*h2) or max(h1 + w*h2), without its weight. Its stable name, e.g.
 * {@code min(TF + w*NCPU)}, is what reports print and what {@link #parse} reads back (case and spaces
 * do not matter). Any ordered pair of distinct terms is allowed; {@link #all()} lists the 15 unordered
 * pairs in canonical order for both directions, and {@link #paperNine()} the nine of Tables 1-2.
 *
 * @param direction min or max
 * @param first     h1
 * @param second    h2, weighted by w
 */
public record Heuristic(Direction direction, Term first, Term second) {

    private static final Pattern NAME = Pattern.compile(
            "\\s*(min|max)\\s*\\(\\s*(\\w+)\\s*\\+\\s*w\\s*\\*\\s*(\\w+)\\s*\\)\\s*", Pattern.CASE_INSENSITIVE);

    public Heuristic {
        if (direction == null || first == null || second == null) {
            throw new IllegalArgumentException("heuristic needs a direction and two terms");
        }
        if (first == second) {
            throw new IllegalArgumentException("heuristic terms must differ: " + first.symbol());
        }
    }

    /** The stable name, e.g. {@code min(TF + w*NCPU)}. */
    public String name() {
        return direction.symbol() + "(" + first.symbol() + " + w*" + second.symbol() + ")";
    }

    /** The heuristic named {@code name}, e.g. {@code "min(TF + w*NCPU)"}. */
    public static Heuristic parse(String name) {
        Matcher m = NAME.matcher(name == null ? "" : name);
        if (!m.matches()) {
            throw new IllegalArgumentException("heuristic name must look like min(TF + w*NCPU): " + name);
        }
        Direction direction = m.group(1).equalsIgnoreCase("min") ? Direction.MIN : Direction.MAX;
        return new Heuristic(direction, Term.bySymbol(m.group(2)), Term.bySymbol(m.group(3)));
    }

    /** The 15 term pairs in canonical order, for one direction. */
    public static List<Heuristic> pairs(Direction direction) {
        List<Heuristic> pairs = new ArrayList<>();
        Term[] terms = Term.values();
        for (int i = 0; i < terms.length; i++) {
            for (int j = i + 1; j < terms.length; j++) {
                pairs.add(new Heuristic(direction, terms[i], terms[j]));
            }
        }
        return pairs;
    }

    /** All 30 heuristics: the 15 pairs with min, then with max. */
    public static List<Heuristic> all() {
        List<Heuristic> all = new ArrayList<>(pairs(Direction.MIN));
        all.addAll(pairs(Direction.MAX));
        return all;
    }

    /** The paper's nine: the min pairs that contain T_F or T_S. */
    public static List<Heuristic> paperNine() {
        return pairs(Direction.MIN).stream()
                .filter(h -> h.first() == Term.TF || h.first() == Term.TS)
                .toList();
    }

    @Override
    public String toString() {
        return name();
    }
}
