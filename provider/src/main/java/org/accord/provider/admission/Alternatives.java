package org.accord.provider.admission;

import java.util.Locale;
import java.util.Optional;

import org.accord.agreement.Terms;
import org.accord.scheduler.plan.CounterProposal;
import org.accord.scheduler.plan.Hours;
import org.accord.scheduler.plan.PlanningRequest;
import org.accord.scheduler.sla.Sla;
import org.accord.sla.CpuRange;

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

    /** How many later windows a reservation counter-offer tries when fair share refuses the earliest one. */
    static final int LATER_WINDOWS = 8;

    private Alternatives() {}

    /**
     * The assessment of {@code terms} at {@code now} on the admission path of {@code kind} (the offer's
     * template's), which also finds the alternative when the offer as it is would be refused.
     */
    public static Assessment assess(ProviderScheduler scheduler, String id, SlaKind kind, OfferTerms terms, double now) {
        return scheduler.assess(id, kind, terms, now);
    }

    /** {@link #assess(ProviderScheduler, String, SlaKind, OfferTerms, double)} for an offer of {@code initiator}. */
    public static Assessment assess(ProviderScheduler scheduler, String id, String initiator, SlaKind kind,
            OfferTerms terms, double now) {
        return scheduler.assess(id, initiator, kind, terms, now);
    }

    /**
     * The reservation path's alternative: the planner's probe over the CPU counts the function allows. When fair
     * share refuses that window ({@link FairShare}), the probe is repeated from the end of the refused window, up
     * to {@value #LATER_WINDOWS} times, and the first window fair share allows is proposed with its T_S and T_F.
     */
    static Assessment reservation(ReservationPath path, String id, OfferTerms terms, double now) {
        CpuRange allowed = terms.functionRange();
        PlanningRequest request = terms.reservation(id, now, allowed);
        Optional<CounterProposal> probe = path.probe(request, now);
        double latestFinish = terms.job().latestFinish().orElseThrow();
        String asked = cpus(terms.job().cpus());
        if (probe.isEmpty()) {
            return new Assessment.Impossible(String.format(Locale.ROOT, "%s cannot finish by T_F = %.0f s, and no CPU "
                    + "count the function allows (%s) fits before the plan's horizon", asked, latestFinish, cpus(allowed)));
        }
        Assessment first = proposal(path, id, terms, now, probe.get(), allowed);
        for (int i = 0; i < LATER_WINDOWS && first instanceof Assessment.Impossible && probe.isPresent(); i++) {
            double start = probe.get().finish();
            probe = path.probe(new PlanningRequest(id, start, Math.max(request.latestFinish(), start + 1),
                    request.cpus(), request.price()), now);
            Optional<Assessment> later = probe.map(p -> laterWindow(path, id, terms, now, p));
            if (later.isPresent() && later.get() instanceof Assessment.Alternative) {
                return later.get();
            }
        }
        return first;
    }

    /** The planner's proposal as a counter-offer: that CPU count, and a later T_F when it finishes later. */
    private static Assessment proposal(ReservationPath path, String id, OfferTerms terms, double now,
            CounterProposal proposal, CpuRange allowed) {
        double latestFinish = terms.job().latestFinish().orElseThrow();
        String asked = cpus(terms.job().cpus());
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
        Optional<String> refusal = path.refusal(id, OfferTerms.of(changed), now);
        return refusal.isEmpty() ? new Assessment.Alternative(changed, explanation)
                : new Assessment.Impossible(String.format(Locale.ROOT, "the planner's proposal of %d CPUs by T_F = %.0f s "
                        + "is not admissible: %s", proposal.cpus(), Math.max(finish, latestFinish), refusal.get()));
    }

    /**
     * A later window fair share may allow: as long as the offer's own (T_F - T_S), from the proposal's start, on the
     * proposal's CPU count (a window exactly as long as the run would leave no room for another like it).
     */
    private static Assessment laterWindow(ReservationPath path, String id, OfferTerms terms, double now,
            CounterProposal proposal) {
        double length = terms.job().latestFinish().orElseThrow() - terms.job().earliestStart().orElse(0);
        double start = Math.max(0, Math.floor(Hours.toSeconds(proposal.start()) - now));
        double finish = Math.max(start + length, Math.ceil(Hours.toSeconds(proposal.finish()) - now));
        Terms changed = TermsEdit.withEarliestStart(TermsEdit.withLatestFinish(
                TermsEdit.withCpus(terms.terms(), proposal.cpus()), finish), start);
        String explanation = String.format(Locale.ROOT, "fair share keeps the earlier windows for initiators below their "
                + "share; %d CPUs with t_D = %.0f s from T_S = %.0f s to T_F = %.0f s can be admitted", proposal.cpus(),
                Hours.toSeconds(proposal.reservedHours()), start, finish);
        return checked(path, id, changed, now, explanation, "no later window is admissible");
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
