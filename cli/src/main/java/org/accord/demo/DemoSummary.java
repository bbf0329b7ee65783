package org.accord.demo;

import java.util.List;

import org.accord.agreement.AgreementState;
import org.accord.agreement.AgreementStatus;

/**
 * The demo's figures ({@code ./accord demo --json} prints exactly these fields, plus the run's
 * parameters): every offer is accepted first time, accepted after a counter-offer, or rejected, so
 * {@code acceptedFirstTime + acceptedAfterCounterOffer + rejected = offered}; {@code completed} counts
 * the accepted agreements that reached Complete, {@code slaFulfilled} those of them whose guarantee was
 * Fulfilled. {@code utility} sums the realised business values the provider reports at completion
 * (LibraSLA's {@code budget - delay x penaltyRate}; when a provider reports none, the budget of a
 * fulfilled agreement and 0 otherwise); {@code penalties} sums what delays cost, {@code budget - value}
 * over completed agreements that earned less than their budget. The completed agreements are also split
 * three ways by what they earned: {@code completedOnTime} earned their whole budget (no delay),
 * {@code completedLateProfitable} less but above zero (a late SOFT job that still paid), {@code completedLateLoss}
 * zero or less (a penalty); the three add up to {@code completed}.
 */
public record DemoSummary(int offered, int acceptedFirstTime, int acceptedAfterCounterOffer, int rejected,
                          int completed, int slaFulfilled, double utility, double penalties, double wallSeconds,
                          int completedOnTime, int completedLateProfitable, int completedLateLoss) {

    public DemoSummary {
        if (acceptedFirstTime + acceptedAfterCounterOffer + rejected != offered) {
            throw new IllegalArgumentException("every offer is accepted or rejected: " + acceptedFirstTime + " + "
                    + acceptedAfterCounterOffer + " + " + rejected + " != " + offered);
        }
        if (completed > acceptedFirstTime + acceptedAfterCounterOffer || slaFulfilled > completed) {
            throw new IllegalArgumentException("completed agreements must have been accepted, fulfilled ones completed");
        }
        if (completedOnTime + completedLateProfitable + completedLateLoss != completed) {
            throw new IllegalArgumentException("on time + late with utility > 0 + late with a loss must be completed: "
                    + completedOnTime + " + " + completedLateProfitable + " + " + completedLateLoss + " != " + completed);
        }
    }

    /** The figures of a run: every offer's outcome, the agreements that ended, and the run's wall time. */
    static DemoSummary of(List<OfferOutcome> outcomes, List<AgreementEnd> ended, double wallSeconds) {
        List<AgreementEnd> completed = ended.stream()
                .filter(e -> e.status().state() == AgreementState.COMPLETE).toList();
        double utility = completed.stream().mapToDouble(DemoSummary::value).sum();
        double penalties = completed.stream().mapToDouble(e -> Math.max(0, e.outcome().budget() - value(e))).sum();
        return new DemoSummary(outcomes.size(), count(outcomes, OfferOutcome.Kind.ACCEPTED_FIRST_TIME),
                count(outcomes, OfferOutcome.Kind.ACCEPTED_AFTER_COUNTER_OFFER), count(outcomes, OfferOutcome.Kind.REJECTED),
                completed.size(), (int) completed.stream().filter(e -> e.status().fulfilled()).count(), utility,
                penalties, wallSeconds, (int) completed.stream().filter(DemoSummary::onTime).count(),
                (int) completed.stream().filter(e -> !onTime(e) && value(e) > 0).count(),
                (int) completed.stream().filter(e -> !onTime(e) && value(e) <= 0).count());
    }

    /** Earned its whole budget (within rounding): no delay was charged. */
    private static boolean onTime(AgreementEnd ended) {
        double budget = ended.outcome().budget();
        return value(ended) >= budget - 1e-9 * Math.max(1, Math.abs(budget));
    }

    /** Accepted offers, both kinds. */
    public int accepted() {
        return acceptedFirstTime + acceptedAfterCounterOffer;
    }

    private static double value(AgreementEnd ended) {
        AgreementStatus status = ended.status();
        boolean reported = status.guarantees().stream().anyMatch(g -> g.value().isPresent());
        if (reported) {
            return status.businessValue();
        }
        return status.fulfilled() ? ended.outcome().budget() : 0;
    }

    private static int count(List<OfferOutcome> outcomes, OfferOutcome.Kind kind) {
        return (int) outcomes.stream().filter(o -> o.kind() == kind).count();
    }
}
