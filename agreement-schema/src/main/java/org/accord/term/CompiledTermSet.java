package org.accord.term;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.function.DoubleUnaryOperator;
import java.util.function.IntToDoubleFunction;

import net.objecthunter.exp4j.Expression;

/**
 * A compiled term set: immutable and safe to share between threads. Bindings for names the set does not
 * declare as variables or universal terms (function terms included) are ignored: function terms are always
 * computed. Every bound variable is checked against its domain.
 *
 * <p>{@link #evaluate(Bindings)}, the whole set at once, is the fast path: every name has a slot in an array
 * fixed at compilation (variables, universal terms, then function terms in evaluation order), each term
 * knows the slots of its inputs, and each thread keeps its own copy of every term's exp4j expression, whose
 * variables are set from the array. An evaluation then allocates two small arrays and its result, evaluates
 * every term once, and builds no map. {@code ./accord bench terms} measures it beside a bare exp4j
 * expression; {@code CompiledTermSetTest} pins its values to the single-term path
 * ({@link #evaluate(String, Bindings)}), which copies the expressions it needs per call.
 */
public final class CompiledTermSet {

    /** The most values {@link #enumerate} produces; larger integer domains are refused. */
    public static final int MAX_ENUMERATION = 1_000_000;

    private final Map<String, Domain> domains;
    private final Map<String, CompiledTerm> terms;
    private final Set<String> universals;
    private final Map<String, List<CompiledTerm>> plans = new ConcurrentHashMap<>();
    private final Map<String, Set<String>> requiredInputs;
    /** The slot of every variable and universal term; function terms follow at {@link #termBase}. */
    private final Map<String, Integer> inputSlots = new HashMap<>();
    /** The domain of the variable in each input slot; null for a universal term. */
    private final Domain[] slotDomains;
    /** The function terms in evaluation order; term {@code i} has slot {@code termBase + i}. */
    private final CompiledTerm[] ordered;
    private final int termBase;
    /** The slots of each ordered term's inputs, in the order of {@link CompiledTerm#inputs()}. */
    private final int[][] termInputSlots;
    /** Function term name to its slot, in evaluation order: the index of every {@link TermValues}. */
    private final Map<String, Integer> termSlots;
    private final ThreadLocal<Expression[]> expressions;

    CompiledTermSet(Map<String, Domain> domains, Map<String, CompiledTerm> termsInOrder, Set<String> universals) {
        this.domains = Collections.unmodifiableMap(new LinkedHashMap<>(domains));
        this.terms = Collections.unmodifiableMap(new LinkedHashMap<>(termsInOrder));
        this.universals = Set.copyOf(universals);
        this.requiredInputs = requiredInputs();
        List<Domain> slotted = new ArrayList<>();
        this.domains.forEach((name, domain) -> {
            inputSlots.put(name, slotted.size());
            slotted.add(domain);
        });
        new TreeSet<>(this.universals).stream().filter(name -> !inputSlots.containsKey(name)).forEach(name -> {
            inputSlots.put(name, slotted.size());
            slotted.add(null);
        });
        this.slotDomains = slotted.toArray(Domain[]::new);
        this.termBase = slotDomains.length;
        this.ordered = terms.values().toArray(CompiledTerm[]::new);
        Map<String, Integer> slotsOfTerms = new LinkedHashMap<>();
        for (int i = 0; i < ordered.length; i++) {
            slotsOfTerms.put(ordered[i].name(), termBase + i);
        }
        this.termSlots = Collections.unmodifiableMap(slotsOfTerms);
        this.termInputSlots = new int[ordered.length][];
        for (int i = 0; i < ordered.length; i++) {
            termInputSlots[i] = ordered[i].inputs().stream()
                    .mapToInt(input -> termSlots.containsKey(input) ? termSlots.get(input) : inputSlots.get(input))
                    .toArray();
        }
        this.expressions = ThreadLocal.withInitial(() -> Arrays.stream(ordered).map(CompiledTerm::copy)
                .toArray(Expression[]::new));
    }

    /**
     * Variables and universal terms each term reads, directly or through the terms it uses, sorted by
     * name: one pass in evaluation order, each term joining its own inputs with those of the terms it uses.
     */
    private Map<String, Set<String>> requiredInputs() {
        Map<String, Set<String>> required = new HashMap<>();
        for (CompiledTerm term : terms.values()) {
            Set<String> inputs = new TreeSet<>();
            for (String input : term.inputs()) {
                if (terms.containsKey(input)) {
                    inputs.addAll(required.get(input));
                } else {
                    inputs.add(input);
                }
            }
            required.put(term.name(), Collections.unmodifiableSet(inputs));
        }
        return Map.copyOf(required);
    }

    /** The terms {@code term} needs, itself last, in evaluation order; made at its first use. */
    private List<CompiledTerm> plan(String term) {
        return plans.computeIfAbsent(term, t -> {
            Set<String> needed = new HashSet<>();
            Deque<String> pending = new ArrayDeque<>(List.of(t));
            while (!pending.isEmpty()) {
                String next = pending.pop();
                if (needed.add(next)) {
                    terms.get(next).inputs().stream().filter(terms::containsKey).forEach(pending::push);
                }
            }
            return terms.values().stream().filter(c -> needed.contains(c.name())).toList();
        });
    }

    public Set<String> variables() {
        return domains.keySet();
    }

    public Set<String> functionTerms() {
        return terms.keySet();
    }

    public Set<String> universals() {
        return universals;
    }

    /** Function terms in an order where each comes after every term it uses. */
    public List<String> evaluationOrder() {
        return List.copyOf(terms.keySet());
    }

    public Optional<Domain> domain(String variable) {
        return Optional.ofNullable(domains.get(variable));
    }

    /** The universal terms {@code term} needs, directly or through other terms. */
    public Set<String> universalsRequiredBy(String term) {
        requireTerm(term);
        Set<String> needed = new TreeSet<>(requiredInputs.get(term));
        needed.retainAll(universals);
        return Collections.unmodifiableSet(needed);
    }

    /** The variables {@code term} needs, directly or through other terms. */
    public Set<String> variablesRequiredBy(String term) {
        requireTerm(term);
        Set<String> needed = new TreeSet<>(requiredInputs.get(term));
        needed.removeAll(universals);
        return Collections.unmodifiableSet(needed);
    }

    /**
     * Every function term whose inputs are bound, in dependency order. Terms that need an unbound variable
     * or universal term are left out; that is not an error.
     *
     * @throws DomainViolationException when a binding lies outside its variable's domain
     * @throws TermEvaluationException when an evaluated term is NaN, infinite or divides by zero
     */
    public TermValues evaluate(Bindings bindings) {
        int slots = termBase + ordered.length;
        double[] values = new double[slots];
        boolean[] bound = new boolean[slots];
        for (Map.Entry<String, Double> binding : bindings.values().entrySet()) {
            Integer slot = inputSlots.get(binding.getKey());
            if (slot != null) {
                double value = binding.getValue();
                Domain domain = slotDomains[slot];
                if (domain != null && !domain.contains(value)) {
                    throw new DomainViolationException(binding.getKey(), value, domain);
                }
                values[slot] = value;
                bound[slot] = true;
            }
        }
        Expression[] mine = expressions.get();
        for (int i = 0; i < ordered.length; i++) {
            int[] inputs = termInputSlots[i];
            if (allBound(inputs, bound)) {
                values[termBase + i] = ordered[i].evaluate(mine[i], values, inputs);
                bound[termBase + i] = true;
            }
        }
        return new TermValues(termSlots, values, bound);
    }

    private static boolean allBound(int[] slots, boolean[] bound) {
        for (int slot : slots) {
            if (!bound[slot]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Evaluates every term at {@code point} (values for variables and universal terms, inside the domains),
     * in dependency order; a term that fails is reported to {@code onFailure} and the terms using it are
     * skipped. Used by {@link EvaluabilityCheck}.
     */
    void evaluateAll(Map<String, Double> point, BiConsumer<String, TermEvaluationException> onFailure) {
        Map<String, Double> scope = new HashMap<>(point);
        for (CompiledTerm term : terms.values()) {
            if (term.canEvaluate(scope)) {
                try {
                    scope.put(term.name(), term.evaluate(scope));
                } catch (TermEvaluationException e) {
                    onFailure.accept(term.name(), e);
                }
            }
        }
    }

    /**
     * The value of one function term.
     *
     * @throws UnboundTermException when the term needs an unbound variable or universal term
     * @throws DomainViolationException when a binding lies outside its variable's domain
     * @throws TermEvaluationException when the term, or one it uses, is NaN, infinite or divides by zero
     */
    public double evaluate(String term, Bindings bindings) {
        requireTerm(term);
        return evaluateIn(term, scope(bindings.values()));
    }

    /**
     * {@code term} for every value of {@code integerVariable}'s domain, e.g. tD for Ncpu = 1..64; a binding
     * of {@code integerVariable} in {@code others} is overridden.
     */
    public SortedMap<Integer, Double> enumerate(String term, String integerVariable, Bindings others) {
        Domain domain = requireIntegerVariable(integerVariable);
        if (domain.max() - domain.min() >= MAX_ENUMERATION || domain.min() < Integer.MIN_VALUE
                || domain.max() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("domain of '" + integerVariable + "' is too large to enumerate: "
                    + domain + " (at most " + MAX_ENUMERATION + " values)");
        }
        Map<String, Double> scope = scope(others.values());
        requireBound(term, scope, integerVariable);
        SortedMap<Integer, Double> values = new TreeMap<>();
        for (int v = (int) domain.min(); v <= (int) domain.max(); v++) {
            scope.put(integerVariable, (double) v);
            values.put(v, evaluateIn(term, new HashMap<>(scope)));
        }
        return Collections.unmodifiableSortedMap(values);
    }

    /**
     * {@code term} as a plain function of one integer variable, the other inputs fixed by {@code others}.
     * Fails now, not at the first call, when an input other than {@code integerVariable} is unbound.
     */
    public IntToDoubleFunction asIntFunction(String term, String integerVariable, Bindings others) {
        requireIntegerVariable(integerVariable);
        Map<String, Double> fixed = Map.copyOf(scope(others.values()));
        requireBound(term, fixed, integerVariable);
        return value -> evaluateWith(term, fixed, integerVariable, value);
    }

    /** {@code term} as a plain function of one variable, the other inputs fixed by {@code others}. */
    public DoubleUnaryOperator asFunction(String term, String variable, Bindings others) {
        requireVariable(variable);
        Map<String, Double> fixed = Map.copyOf(scope(others.values()));
        requireBound(term, fixed, variable);
        return value -> evaluateWith(term, fixed, variable, value);
    }

    private double evaluateWith(String term, Map<String, Double> fixed, String variable, double value) {
        Map<String, Double> scope = new HashMap<>(fixed);
        scope.put(variable, value);
        checkDomain(variable, value);
        return evaluateIn(term, scope);
    }

    private double evaluateIn(String term, Map<String, Double> scope) {
        requireBound(term, scope, null);
        for (CompiledTerm step : plan(term)) {
            scope.put(step.name(), step.evaluate(scope));
        }
        return scope.get(term);
    }

    /** A mutable scope holding the bindings of declared variables (domain-checked) and universal terms. */
    private Map<String, Double> scope(Map<String, Double> bindings) {
        Map<String, Double> scope = new HashMap<>();
        bindings.forEach((name, value) -> {
            if (domains.containsKey(name)) {
                checkDomain(name, value);
                scope.put(name, value);
            } else if (universals.contains(name)) {
                scope.put(name, value);
            }
        });
        return scope;
    }

    private void checkDomain(String variable, double value) {
        Domain domain = domains.get(variable);
        if (!domain.contains(value)) {
            throw new DomainViolationException(variable, value, domain);
        }
    }

    /** Throws for the first (by name) input of {@code term} that is neither in scope nor {@code except}. */
    private void requireBound(String term, Map<String, Double> scope, String except) {
        requireTerm(term);
        for (String input : requiredInputs.get(term)) {
            if (!input.equals(except) && !scope.containsKey(input)) {
                throw new UnboundTermException(term, input, universals.contains(input));
            }
        }
    }

    private void requireTerm(String term) {
        if (!terms.containsKey(term)) {
            throw new UnknownTermException(term, "no function term named '" + term + "'; known: " + terms.keySet());
        }
    }

    private Domain requireVariable(String variable) {
        Domain domain = domains.get(variable);
        if (domain == null) {
            throw new UnknownTermException(variable, "no variable named '" + variable + "'; known: " + variables());
        }
        return domain;
    }

    private Domain requireIntegerVariable(String variable) {
        Domain domain = requireVariable(variable);
        if (!domain.integer()) {
            throw new UnknownTermException(variable, "variable '" + variable + "' is not an integer variable");
        }
        return domain;
    }
}
