package org.accord.provider.agreement;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTerm;
import org.accord.agreement.GuaranteeTermState;
import org.accord.provider.admission.Allocation;
import org.accord.provider.admission.DeadlineAllocation;
import org.accord.provider.admission.OfferTerms;
import org.accord.term.Bindings;
import org.accord.term.TermException;
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
        Bindings bindings = terms.bindings().with(UniversalTerms.WALLCLOCK, wallclock);
        if (terms.compiled().variables().contains("Ncpu")) {
            bindings = bindings.with("Ncpu", allocation.cpus());
        }
        List<GuaranteeOutcome> outcomes = new ArrayList<>();
        for (GuaranteeTerm guarantee : terms.terms().guarantees()) {
            outcomes.add(new GuaranteeOutcome(guarantee.name(), state, value(terms, guarantee, bindings),
                    guarantee.valueUnit(), OptionalDouble.of(wallclock), OptionalDouble.of(delay)));
        }
        return outcomes;
    }

    private static OptionalDouble value(OfferTerms terms, GuaranteeTerm guarantee, Bindings bindings) {
        boolean reward = !guarantee.rewards().isEmpty();
        List<String> expressions = reward ? guarantee.rewards() : guarantee.penalties();
        if (expressions.isEmpty() || !terms.compiled().functionTerms().contains(expressions.get(0).strip())) {
            return OptionalDouble.empty();
        }
        try {
            double value = terms.compiled().evaluate(expressions.get(0).strip(), bindings);
            return OptionalDouble.of(reward ? value : -value);
        } catch (TermException e) {
            return OptionalDouble.empty();
        }
    }
}
