package org.accord.provider.agreement;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTerm;
import org.accord.agreement.GuaranteeTermState;
import org.accord.provider.admission.Allocation;
import org.accord.provider.admission.DeadlineAllocation;
import org.accord.provider.admission.OfferTerms;
import org.accord.term.Bindings;
import org.accord.term.CompiledTermSet;
import org.accord.term.TermException;
import org.accord.term.TermValues;
import org.accord.term.UniversalTerms;

/**
 * Evaluates an agreement's guarantees when its work finishes. The objective of both kinds is a finish
 * time: the LibraSLA deadline ({@code deadline} seconds from creation) or the reservation's latest finish
 * T_F. A guarantee is Fulfilled when the work finished by then (within a microsecond of rounding) and
 * Violated otherwise; for a SOFT deadline a violation is what the penalty rate pays for, and the realised
 * value shows it. The value is the first reward expression (else the first penalty expression, negated)
 * evaluated as a function term with the fixed variables, the SLA terms, the CPU count actually used
 * ({@code Ncpu}) and {@code wallclock} = the finish time, all in seconds from creation. An expression that
 * cannot be evaluated leaves the value out; the state is still decided from the finish time.
 *
 * <p>Cost: this runs on the execution clock's thread, under the admission lock, once per finished agreement.
 * The function terms are evaluated once, as a whole set ({@link CompiledTermSet#evaluate(Bindings)}: the term
 * set's per-thread expressions, no copies), and every guarantee reads its value from that. Only when the whole
 * set cannot be evaluated (a term divides by zero, a binding lies outside its domain) does each guarantee
 * evaluate its own expression alone, so a failing term that a guarantee does not use still leaves that
 * guarantee its value, exactly as evaluating each on its own would.
 */
final class GuaranteeEvaluation {

    private static final double TOLERANCE = 1e-6;

    private GuaranteeEvaluation() {}

    /** The outcomes of every guarantee of work that finished at {@code finish} (absolute seconds). */
    static List<GuaranteeOutcome> atFinish(OfferTerms terms, Allocation allocation, double finish) {
        return evaluate(terms, allocation, finish, false);
    }

    /**
     * The outcomes of work that failed at {@code failure} (absolute seconds): every guarantee Violated (the
     * work was not delivered, however early it failed), its value evaluated as at a finish then.
     */
    static List<GuaranteeOutcome> atFailure(OfferTerms terms, Allocation allocation, double failure) {
        return evaluate(terms, allocation, failure, true);
    }

    private static List<GuaranteeOutcome> evaluate(OfferTerms terms, Allocation allocation, double finish,
            boolean failed) {
        double wallclock = finish - allocation.created();
        double objective = allocation instanceof DeadlineAllocation
                ? terms.terms().sla().orElseThrow().deadline()
                : terms.job().latestFinish().orElseThrow();
        double delay = Math.max(0, wallclock - objective);
        GuaranteeTermState state = delay <= TOLERANCE && !failed ? GuaranteeTermState.FULFILLED : GuaranteeTermState.VIOLATED;
        CompiledTermSet compiled = terms.compiled();
        Bindings bindings = terms.bindings().withAll(compiled.variables().contains("Ncpu")
                ? Map.of(UniversalTerms.WALLCLOCK, wallclock, "Ncpu", (double) allocation.cpus())
                : Map.of(UniversalTerms.WALLCLOCK, wallclock));
        TermValues whole = wholeSet(compiled, bindings);
        List<GuaranteeTerm> guarantees = terms.terms().guarantees();
        List<GuaranteeOutcome> outcomes = new ArrayList<>(guarantees.size());
        for (GuaranteeTerm guarantee : guarantees) {
            outcomes.add(new GuaranteeOutcome(guarantee.name(), state, value(compiled, whole, guarantee, bindings),
                    guarantee.valueUnit(), OptionalDouble.of(wallclock), OptionalDouble.of(delay)));
        }
        return outcomes;
    }

    /** Every evaluable function term at once; null when some term fails (then each guarantee is evaluated alone). */
    private static TermValues wholeSet(CompiledTermSet compiled, Bindings bindings) {
        try {
            return compiled.evaluate(bindings);
        } catch (TermException e) {
            return null;
        }
    }

    private static OptionalDouble value(CompiledTermSet compiled, TermValues whole, GuaranteeTerm guarantee,
            Bindings bindings) {
        boolean reward = !guarantee.rewards().isEmpty();
        List<String> expressions = reward ? guarantee.rewards() : guarantee.penalties();
        if (expressions.isEmpty()) {
            return OptionalDouble.empty();
        }
        String term = expressions.get(0).strip();
        if (!compiled.functionTerms().contains(term)) {
            return OptionalDouble.empty();
        }
        OptionalDouble evaluated = whole == null ? OptionalDouble.empty() : whole.get(term);
        if (evaluated.isEmpty()) {
            evaluated = alone(compiled, term, bindings);
        }
        return evaluated.isPresent() && !reward ? OptionalDouble.of(-evaluated.getAsDouble()) : evaluated;
    }

    /** The single-term path: the term's value, or empty when it (or a term it uses) cannot be evaluated. */
    private static OptionalDouble alone(CompiledTermSet compiled, String term, Bindings bindings) {
        try {
            return OptionalDouble.of(compiled.evaluate(term, bindings));
        } catch (TermException e) {
            return OptionalDouble.empty();
        }
    }
}
