package org.accord.provider.negotiation;

import java.time.Instant;
import java.util.Locale;

import org.accord.agreement.Terms;
import org.accord.sla.JobDescription;
import org.accord.sla.SlaTerms;

/**
 * The one-sentence explanations of the counter-offers {@link NegotiationService} makes that the scheduler's
 * assessment does not word itself: terms that fit as offered, an expired offer, and a Solicited offer
 * refused although an alternative exists. Times are seconds from the agreement's creation, as offers state
 * them.
 */
final class CounterExplanations {

    private CounterExplanations() {}

    /** The offer would be admitted as it is; names the terms that decide it. */
    static String asOffered(Terms terms) {
        String what = terms.job().map(CounterExplanations::job)
                .or(() -> terms.sla().map(CounterExplanations::sla)).orElse("these terms");
        return "the provider can admit the offer as it is: " + what;
    }

    static String expired(Instant expiry) {
        return "the offer expired at " + expiry + ", before it arrived, so it cannot be agreed";
    }

    /** A Solicited offer is decided on exactly its terms, so the alternative is only named, not offered. */
    static String solicitedRefused(String alternative) {
        return "a Solicited offer is decided as it is and " + alternative + " (send an Advisory offer to get that)";
    }

    private static String job(JobDescription job) {
        String cpus = job.cpus().isFixed() ? job.cpus().max() + " CPUs" : job.cpus().min() + ".." + job.cpus().max()
                + " CPUs";
        return job.latestFinish().isPresent()
                ? String.format(Locale.ROOT, "%s finish by T_F = %.0f s", cpus, job.latestFinish().getAsDouble())
                : cpus + " are free";
    }

    private static String sla(SlaTerms sla) {
        return String.format(Locale.ROOT, "%s deadline %.0f s within budget %.2f",
                sla.deadlineType().name().toLowerCase(Locale.ROOT), sla.deadline(), sla.budget());
    }
}
