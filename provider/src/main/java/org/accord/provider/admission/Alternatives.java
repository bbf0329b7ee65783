package org.accord.provider.admission;

import java.util.Locale;
import java.util.Optional;

import org.accord.agreement.Terms;
import org.accord.scheduler.plan.CounterProposal;
import org.accord.scheduler.plan.Hours;
import org.accord.scheduler.sla.Sla;
import org.accord.sla.CpuRange;
import org.accord.provider.execution.SlaKind;

/**
 * Finds the counter-offer the scheduler can honour, changing nothing. First the offer as it is. Then:
 * <ul>
 *   <li>Reservation: the planner's probe over every CPU count the agreed function allows (the {@code Ncpu}
 *       domain), earliest finish first. If that finish is within T_F, the counter-offer fixes that CPU count
 *       ("32 CPUs cannot finish by T_F; 16 CPUs with t_D = t_D1/16 can"); otherwise it also moves T_F to
 *       that finish.</li>
 *   <li>Deadline SLA: the admission policy's what-if with the deadline stretched by 1.5, 2, 3, 4, 6 and 8
 *       (up to {@value #MAX_DEADLINE} s), then with the budget raised by 1.5, 2 and 4 (a higher budget raises
 *       the nodes' return, which LibraSLA's admission compares).</li>
 * </ul>
 * Every alternative is re-checked with the what-if before it is proposed. Each alternative and each
 * impossibility says why in one sentence with the numbers (times in seconds from the agreement's creation,
 * as the offer states them); on the deadline path it quotes the policy's own refusal of the offer.
 */
public final class Alternatives {

    /** The longest deadline proposed: 30 days, the example template's limit. */
    public static final double MAX_DEADLINE = 2_592_000;

    private static final double[] DEADLINE_FACTORS = {1.5, 2, 3, 4, 6, 8};
    private static final double[] BUDGET_FACTORS = {1.5, 2, 4};

    private Alternatives() {}

    /**
     * The assessment of {@code terms} at {@code now} on the admission path of {@code kind} (the offer's
     * template's), which also finds the alternative when the offer as it is would be refused.
     */
    public static Assessment assess(ProviderScheduler scheduler, String id, SlaKind kind, OfferTerms terms, double now) {
        return scheduler.assess(id, kind, terms, now);
    }

    /** The reservation path's alternative: the planner's probe over the CPU counts the function allows. */
    static Assessment reservation(ReservationPath path, String id, OfferTerms terms, double now) {
        CpuRange allowed = terms.functionRange();
        Optional<CounterProposal> probe = path.probe(terms.reservation(id, now, allowed), now);
        double latestFinish = terms.job().latestFinish().orElseThrow();
        String asked = cpus(terms.job().cpus());
        if (probe.isEmpty()) {
            return new Assessment.Impossible(String.format(Locale.ROOT, "%s cannot finish by T_F = %.0f s, and no CPU "
                    + "count the function allows (%s) fits before the plan's horizon", asked, latestFinish, cpus(allowed)));
        }
        CounterProposal proposal = probe.get();
        double finish = Math.ceil(Hours.toSeconds(proposal.finish()) - now);
        Terms changed = TermsEdit.withCpus(terms.terms(), proposal.cpus());
        String explanation = String.format(Locale.ROOT, "%s cannot finish by T_F = %.0f s; %d CPUs with t_D = %.0f s can",
                asked, latestFinish, proposal.cpus(), Hours.toSeconds(proposal.reservedHours()));
        if (finish > latestFinish) {
            changed = TermsEdit.withLatestFinish(changed, finish);
            explanation = String.format(Locale.ROOT, "no CPU count the function allows (%s) finishes by T_F = %.0f s; "
                    + "%d CPUs with t_D = %.0f s finish by the later T_F = %.0f s", cpus(allowed), latestFinish,
                    proposal.cpus(), Hours.toSeconds(proposal.reservedHours()), finish);
        }
        return checked(path, id, changed, now, explanation, String.format(Locale.ROOT,
                "the planner's proposal of %d CPUs by T_F = %.0f s no longer fits", proposal.cpus(),
                Math.max(finish, latestFinish)));
    }

    /** The deadline path's alternative: a longer deadline, else a higher budget, that the policy would admit. */
    static Assessment deadline(AdmissionPath path, String id, OfferTerms terms, double now, String refusal) {
        Sla sla = terms.terms().sla().orElseThrow();
        for (double factor : DEADLINE_FACTORS) {
            double deadline = Math.ceil(sla.deadline() * factor);
            Terms changed = TermsEdit.withDeadline(terms.terms(), deadline);
            if (deadline <= MAX_DEADLINE && path.wouldAdmit(id, OfferTerms.of(changed), now)) {
                return new Assessment.Alternative(changed, String.format(Locale.ROOT,
                        "deadline %.0f s cannot be met now (%s); %.0f s can", sla.deadline(), refusal, deadline));
            }
        }
        for (double factor : BUDGET_FACTORS) {
            double budget = sla.budget() * factor;
            Terms changed = TermsEdit.withBudget(terms.terms(), budget);
            if (path.wouldAdmit(id, OfferTerms.of(changed), now)) {
                return new Assessment.Alternative(changed, String.format(Locale.ROOT,
                        "budget %.2f does not pay for the capacity now (%s); a higher budget of %.2f does",
                        sla.budget(), refusal, budget));
            }
        }
        return new Assessment.Impossible(String.format(Locale.ROOT, "%s; no deadline up to %d s and no budget up to "
                + "%.2f (4 times %.2f) would be admitted now", refusal, (long) MAX_DEADLINE, sla.budget() * 4,
                sla.budget()));
    }

    private static String cpus(CpuRange range) {
        return range.isFixed() ? range.max() + " CPUs" : range.min() + ".." + range.max() + " CPUs";
    }

    private static Assessment checked(AdmissionPath path, String id, Terms changed, double now, String explanation,
            String failure) {
        return path.wouldAdmit(id, OfferTerms.of(changed), now)
                ? new Assessment.Alternative(changed, explanation)
                : new Assessment.Impossible(failure);
    }
}
