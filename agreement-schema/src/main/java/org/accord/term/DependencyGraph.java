package org.accord.term;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which function term uses which other function terms. Finds every cycle (one per strongly connected
 * component, with Tarjan's algorithm, O(terms + edges)) and, for an acyclic graph, an evaluation order in
 * which each term comes after the terms it uses; ties follow declaration order.
 */
final class DependencyGraph {

    private final Map<String, List<String>> uses;

    /** {@code uses} maps each term, in declaration order, to the function terms its expression uses. */
    DependencyGraph(Map<String, ? extends Iterable<String>> uses) {
        Map<String, List<String>> copy = new LinkedHashMap<>();
        uses.forEach((term, deps) -> {
            List<String> kept = new ArrayList<>();
            deps.forEach(d -> {
                if (uses.containsKey(d)) {
                    kept.add(d);
                }
            });
            copy.put(term, List.copyOf(kept));
        });
        this.uses = copy;
    }

    /** Every cycle as a path that returns to its start, e.g. {@code [a, b, a]}. */
    List<List<String>> cycles() {
        List<List<String>> cycles = new ArrayList<>();
        for (List<String> component : new Tarjan().components()) {
            String start = component.get(0);
            if (component.size() > 1 || uses.get(start).contains(start)) {
                cycles.add(cycleThrough(start, new HashSet<>(component)));
            }
        }
        return cycles;
    }

    /** Depth-first search inside one component for a path from {@code start} back to itself. */
    private List<String> cycleThrough(String start, Set<String> component) {
        Deque<String> path = new ArrayDeque<>();
        path.addLast(start);
        findPathBack(start, start, component, new HashSet<>(), path);
        List<String> cycle = new ArrayList<>(path);
        cycle.add(start);
        return cycle;
    }

    private boolean findPathBack(String node, String start, Set<String> component, Set<String> seen,
                                 Deque<String> path) {
        for (String next : uses.get(node)) {
            if (next.equals(start)) {
                return true;
            }
            if (component.contains(next) && seen.add(next)) {
                path.addLast(next);
                if (findPathBack(next, start, component, seen, path)) {
                    return true;
                }
                path.removeLast();
            }
        }
        return false;
    }

    /** Terms in an order where each follows every term it uses; the graph must be acyclic. */
    List<String> evaluationOrder() {
        List<String> order = new ArrayList<>();
        Set<String> done = new HashSet<>();
        uses.keySet().forEach(term -> visit(term, done, order));
        return order;
    }

    private void visit(String term, Set<String> done, List<String> order) {
        if (done.add(term)) {
            uses.get(term).forEach(dep -> visit(dep, done, order));
            order.add(term);
        }
    }

    /** Tarjan's strongly connected components, each listed from the earliest-declared member. */
    private final class Tarjan {
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final Set<String> onStack = new HashSet<>();
        private final List<List<String>> components = new ArrayList<>();
        private final List<String> declared = new ArrayList<>(uses.keySet());

        List<List<String>> components() {
            declared.forEach(term -> {
                if (!index.containsKey(term)) {
                    connect(term);
                }
            });
            return components;
        }

        private void connect(String term) {
            index.put(term, index.size());
            low.put(term, index.get(term));
            stack.push(term);
            onStack.add(term);
            for (String next : uses.get(term)) {
                if (!index.containsKey(next)) {
                    connect(next);
                    low.put(term, Math.min(low.get(term), low.get(next)));
                } else if (onStack.contains(next)) {
                    low.put(term, Math.min(low.get(term), index.get(next)));
                }
            }
            if (low.get(term).equals(index.get(term))) {
                components.add(popComponent(term));
            }
        }

        private List<String> popComponent(String root) {
            List<String> component = new ArrayList<>();
            String member;
            do {
                member = stack.pop();
                onStack.remove(member);
                component.add(member);
            } while (!member.equals(root));
            component.sort((a, b) -> Integer.compare(declared.indexOf(a), declared.indexOf(b)));
            return component;
        }
    }
}
