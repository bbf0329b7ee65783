package org.accord.examples;

import java.io.PrintStream;

import org.accord.agreement.FaultReason;
import org.accord.consumer.client.AgreementClient;
import org.accord.consumer.client.AgreementHandle;
import org.accord.consumer.client.CounterOffers;
import org.accord.consumer.client.OfferFaultException;
import org.accord.negotiation.NegotiationOffer;
import org.accord.offer.AgreementOffer;
import org.accord.scheduler.sla.DeadlineType;

/**
 * Example 2: an offer the provider cannot honour (16 CPUs for two hours each, but a hard deadline of one
 * hour) is rejected; a negotiation round returns the provider's counter-offers, and the agreement is
 * created from the acceptable one (a later deadline).
 *
 * <pre>{@code java -cp ... org.accord.examples.NegotiationExample [PROVIDER_URL]}</pre>
 */
public final class NegotiationExample {

    private NegotiationExample() {
    }

    public static void main(String[] args) {
        if (args.length > 0) {
            run(args[0], System.out);
            return;
        }
        try (LocalProvider provider = LocalProvider.start(128, 60)) {
            run(provider.url(), System.out);
        }
    }

    /** The story; returns the agreement created from the counter-offer. */
    public static AgreementHandle run(String url, PrintStream out) {
        try (AgreementClient client = AgreementClient.connect(url)) {
            AgreementOffer tooTight = client.offer("librasla-job")
                    .name("Climate ensemble")
                    .cpus(16)
                    .singleCpuRuntime(16 * 7200)
                    .deadlineType(DeadlineType.HARD)
                    .deadline(3600)
                    .budget(400)
                    .penaltyRate(0.1)
                    .build();
            try {
                return client.create(tooTight);
            } catch (OfferFaultException refused) {
                if (refused.reason() != FaultReason.REJECTED) {
                    throw refused;
                }
                out.println("The provider refused the offer: " + refused.getMessage());
            }

            CounterOffers round = client.negotiate(tooTight);
            for (NegotiationOffer counter : round.counterOffers()) {
                out.println("Counter-offer " + counter.state().wsagName() + ": deadline "
                        + counter.terms().sla().orElseThrow().deadline() + " s, budget "
                        + counter.terms().sla().orElseThrow().budget()
                        + counter.explanation().map(why -> " (" + why + ")").orElse(""));
            }
            NegotiationOffer acceptable = round.acceptable().orElseThrow(() -> new IllegalStateException(
                    "the provider made no acceptable counter-offer"));

            AgreementHandle agreement = client.create(acceptable.toAgreementOffer());
            out.println("Created agreement " + agreement.agreementId() + " from the counter-offer: "
                    + agreement.createdState().wsagName());
            return agreement;
        }
    }
}
