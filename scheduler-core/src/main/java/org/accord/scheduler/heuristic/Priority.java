package org.accord.scheduler.heuristic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.accord.scheduler.plan.PlanningOrder;
import org.accord.scheduler.plan.PlanningRequest;

/**
 * A heuristic with its weight: the planning order H = min|max(h1 + w*h2). Requests with equal keys
 * keep their input (arrival) order, so an order is fully determined by the input. Immutable.
 *
 * @param heuristic the rule
 * @param w         the weight of h2, any finite real
 */
public record Priority(Heuristic heuristic, double w) implements PlanningOrder {

    public Priority {
        if (heuristic == null) {
            throw new IllegalArgumentException("priority heuristic must not be null");
        }
        if (!Double.isFinite(w)) {
            throw new IllegalArgumentException("weight w must be finite: " + w);
        }
    }

    /** The priority named {@code heuristicName} with weight {@code w}. */
    public static Priority parse(String heuristicName, double w) {
        return new Priority(Heuristic.parse(heuristicName), w);
    }

    /** The key h1 + w*h2 of {@code request}. */
    public double key(PlanningRequest request) {
        return heuristic.first().valueOf(request) + w * heuristic.second().valueOf(request);
    }

    @Override
    public List<PlanningRequest> order(List<PlanningRequest> requests) {
        double[] keys = new double[requests.size()];
        Integer[] index = new Integer[requests.size()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = key(requests.get(i));
            index[i] = i;
        }
        Comparator<Integer> byKey = (a, b) -> Double.compare(keys[a], keys[b]);
        Arrays.sort(index, heuristic.direction() == Direction.MIN ? byKey : byKey.reversed());
        List<PlanningRequest> ordered = new ArrayList<>(keys.length);
        for (Integer i : index) {
            ordered.add(requests.get(i));
        }
        return ordered;
    }

    @Override
    public String toString() {
        return heuristic.name() + " with w=" + w;
    }
}
