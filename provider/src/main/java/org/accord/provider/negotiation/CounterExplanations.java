package org.accord.provider.negotiation;

import java.time.Instant;
import java.util.Locale;

import org.accord.agreement.Terms;
import org.accord.sla.CpuRange;

/**
 * The one-sentence explanations of the counter-offers {@link NegotiationService} makes that the scheduler's
 * assessment does not word itself: terms that fit as offered, an expired offer, and a Solicited offer
 * refused although an alternative exists. Times are seconds from the agreement's creation, as offers state
 * them.
 */
final class CounterExplanations {

    private CounterExplanations() {}

    /**
     * The offer would be admitted as it is; names the terms that decide it: the CPUs and the SLA's deadline
     * and budget, or the CPUs and T_F of a reservation.
     */
    static String asOffered(Terms terms) {
        String cpus = terms.job().map(job -> cpus(job.cpus())).orElse("the job");
        String what = terms.sla().map(sla -> String.format(Locale.ROOT, "%s meet the %s deadline %.0f s within budget "
                + "%.2f", cpus, sla.type().name().toLowerCase(Locale.ROOT), sla.deadline(), sla.budget()))
                .or(() -> terms.job().filter(job -> job.latestFinish().isPresent()).map(job -> String.format(
                        Locale.ROOT, "%s finish by T_F = %.0f s", cpus, job.latestFinish().getAsDouble())))
                .orElse(cpus + " fit now");
        return "the provider can admit the offer as it is: " + what;
    }

    static String expired(Instant expiry) {
        return "the offer expired at " + expiry + ", before it arrived, so it cannot be agreed";
    }

    /** A Solicited offer is decided on exactly its terms, so the alternative is only named, not offered. */
    static String solicitedRefused(String alternative) {
        return "a Solicited offer is decided as it is and " + alternative + " (send an Advisory offer to get that)";
    }

    private static String cpus(CpuRange range) {
        return range.isFixed() ? range.max() + " CPUs" : range.min() + ".." + range.max() + " CPUs";
    }
}
