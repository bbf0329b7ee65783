package org.accord.examples;

import java.io.PrintStream;

import org.accord.agreement.AgreementStatus;
import org.accord.consumer.client.AgreementClient;
import org.accord.consumer.client.AgreementHandle;
import org.accord.offer.AgreementOffer;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.template.Template;

/**
 * Example 1: list a provider's templates, build an offer from the LibraSLA template (4 CPUs for half an
 * hour each, a soft deadline of two hours, 50 EUR, 0.01 EUR per second late), create the agreement and
 * read its state.
 *
 * <pre>{@code java -cp ... org.accord.examples.CreateAgreementExample [PROVIDER_URL]}</pre>
 */
public final class CreateAgreementExample {

    private CreateAgreementExample() {
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

    /** The story; returns the new agreement's status. */
    public static AgreementStatus run(String url, PrintStream out) {
        try (AgreementClient client = AgreementClient.connect(url)) {
            out.println("The provider at " + url + " publishes:");
            for (Template template : client.templates()) {
                out.println("  " + template.templateId() + "  " + template.name().orElse(""));
            }

            AgreementOffer offer = client.offer("librasla-job")
                    .name("Protein folding batch")
                    .cpus(4)
                    .singleCpuRuntime(4 * 1800)
                    .deadlineType(DeadlineType.SOFT)
                    .deadline(7200)
                    .budget(50)
                    .penaltyRate(0.01)
                    .build();
            AgreementHandle agreement = client.create(offer);
            out.println("Created agreement " + agreement.agreementId() + ": " + agreement.createdState().wsagName());

            AgreementStatus status = agreement.status();
            out.println("Its state now: " + status.state().wsagName());
            status.serviceTermStates().forEach((term, state) -> out.println("  service term " + term + ": "
                    + state.wsagName()));
            status.guaranteeTermStates().forEach((term, state) -> out.println("  guarantee " + term + ": "
                    + state.wsagName()));
            return status;
        }
    }
}
