package org.accord.demo;

import java.util.Objects;
import java.util.Optional;

import org.accord.consumer.client.AgreementHandle;
import org.accord.offer.AgreementOffer;
import org.accord.scheduler.sla.SlaJob;

/**
 * What became of one trace job's offer: accepted as offered, accepted after a counter-offer, or rejected
 * with the reason (a fault's reason code, or what went wrong). {@code budget} is what the agreement
 * promises (the counter-offer's when it changed it; the offer's for a rejected job).
 */
public record OfferOutcome(SlaJob job, Kind kind, Optional<AgreementHandle> agreement, double budget,
                           String reason) {

    /** The three ways an offer ends. */
    public enum Kind { ACCEPTED_FIRST_TIME, ACCEPTED_AFTER_COUNTER_OFFER, REJECTED }

    public OfferOutcome {
        Objects.requireNonNull(job, "job");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(agreement, "agreement");
        Objects.requireNonNull(reason, "reason");
        if (agreement.isPresent() == (kind == Kind.REJECTED)) {
            throw new IllegalArgumentException("job " + job.id() + ": an agreement goes with acceptance only");
        }
    }

    static OfferOutcome accepted(SlaJob job, Kind kind, AgreementOffer offer, AgreementHandle agreement) {
        return new OfferOutcome(job, kind, Optional.of(agreement), offer.terms().sla().orElseThrow().budget(), "");
    }

    static OfferOutcome rejected(SlaJob job, String reason) {
        return new OfferOutcome(job, Kind.REJECTED, Optional.empty(), job.budget(), reason);
    }

    public boolean accepted() {
        return agreement.isPresent();
    }
}
