package org.accord.term;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
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
 * which each term comes after the terms it uses; ties follow declaration order. Every search keeps its own
 * stack on the heap, never recursing, so a chain of any length cannot overflow the thread's stack.
 */
final class DependencyGraph {

    private final Map<String, List<String>> uses;
    private final Map<String, Integer> declared = new HashMap<>();

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
            declared.put(term, declared.size());
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
        Deque<Visit> path = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        path.push(new Visit(start));
        while (!path.isEmpty()) {
            Visit top = path.peek();
            if (top.next >= uses.get(top.term).size()) {
                path.pop();
                continue;
            }
            String next = uses.get(top.term).get(top.next++);
            if (next.equals(start)) {
                List<String> cycle = new ArrayList<>();
                path.descendingIterator().forEachRemaining(v -> cycle.add(v.term));
                cycle.add(start);
                return cycle;
            }
            if (component.contains(next) && seen.add(next)) {
                path.push(new Visit(next));
            }
        }
        throw new IllegalStateException("a strongly connected component has a cycle through " + start);
    }

    /** Terms in an order where each follows every term it uses; the graph must be acyclic. */
    List<String> evaluationOrder() {
        List<String> order = new ArrayList<>();
        Set<String> done = new HashSet<>();
        for (String root : uses.keySet()) {
            if (!done.add(root)) {
                continue;
            }
            Deque<Visit> stack = new ArrayDeque<>();
            stack.push(new Visit(root));
            while (!stack.isEmpty()) {
                Visit top = stack.peek();
                if (top.next < uses.get(top.term).size()) {
                    String dep = uses.get(top.term).get(top.next++);
                    if (done.add(dep)) {
                        stack.push(new Visit(dep));
                    }
                } else {
                    order.add(stack.pop().term);
                }
            }
        }
        return order;
    }

    /** A term on a search stack and the index of the next term it uses to look at. */
    private static final class Visit {
        final String term;
        int next;

        Visit(String term) {
            this.term = term;
        }
    }

    /** Tarjan's strongly connected components, each listed from the earliest-declared member. */
    private final class Tarjan {
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final Set<String> onStack = new HashSet<>();
        private final List<List<String>> components = new ArrayList<>();

        List<List<String>> components() {
            uses.keySet().forEach(term -> {
                if (!index.containsKey(term)) {
                    connect(term);
                }
            });
            return components;
        }

        /** Tarjan's recursive {@code strongconnect}, with the recursion kept on {@code calls}. */
        private void connect(String root) {
            Deque<Visit> calls = new ArrayDeque<>();
            enter(root, calls);
            while (!calls.isEmpty()) {
                Visit top = calls.peek();
                if (top.next < uses.get(top.term).size()) {
                    String next = uses.get(top.term).get(top.next++);
                    if (!index.containsKey(next)) {
                        enter(next, calls);
                    } else if (onStack.contains(next)) {
                        low.put(top.term, Math.min(low.get(top.term), index.get(next)));
                    }
                    continue;
                }
                calls.pop();
                if (low.get(top.term).equals(index.get(top.term))) {
                    components.add(popComponent(top.term));
                }
                if (!calls.isEmpty()) {
                    String caller = calls.peek().term;
                    low.put(caller, Math.min(low.get(caller), low.get(top.term)));
                }
            }
        }

        private void enter(String term, Deque<Visit> calls) {
            index.put(term, index.size());
            low.put(term, index.get(term));
            stack.push(term);
            onStack.add(term);
            calls.push(new Visit(term));
        }

        private List<String> popComponent(String root) {
            List<String> component = new ArrayList<>();
            String member;
            do {
                member = stack.pop();
                onStack.remove(member);
                component.add(member);
            } while (!member.equals(root));
            component.sort(Comparator.comparing(declared::get));
            return component;
        }
    }
}
