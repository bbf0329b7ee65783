package org.accord.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.accord.agreement.AgreementState;
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.GuaranteeTermState;
import org.accord.consumer.client.AgreementClient;
import org.accord.consumer.client.AgreementHandle;
import org.accord.consumer.contractnet.AttemptOutcome;
import org.accord.consumer.contractnet.BidAttempt;
import org.accord.consumer.contractnet.JobReport;
import org.junit.jupiter.api.Test;

/** Each runnable example against real embedded providers on 127.0.0.1. */
class ExamplesIT {

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    @Test
    void createAgreementExampleListsTheTemplatesAndCreatesAnObservedAgreement() {
        try (LocalProvider provider = LocalProvider.start(128, 60)) {
            AgreementStatus status = CreateAgreementExample.run(provider.url(), out);

            assertThat(status.state()).isEqualTo(AgreementState.OBSERVED);
            assertThat(status.guaranteeTermStates()).containsEntry("deadline", GuaranteeTermState.NOT_DETERMINED);
            assertThat(printed.toString(StandardCharsets.UTF_8)).contains("librasla-job").contains("hpc-job")
                    .contains("Created agreement " + status.agreementId() + ": Observed");
        }
    }

    @Test
    void negotiationExampleCreatesFromTheCounterOfferAfterTheRejection() {
        try (LocalProvider provider = LocalProvider.start(128, 60);
             AgreementClient client = AgreementClient.connect(provider.url())) {
            AgreementHandle agreement = NegotiationExample.run(provider.url(), out);

            assertThat(client.agreement(agreement.agreementId()).state()).isEqualTo(AgreementState.OBSERVED);
            double deadline = client.agreement(agreement.agreementId()).agreement().terms().sla().orElseThrow().deadline();
            assertThat(deadline).isGreaterThanOrEqualTo(7200.0);
            assertThat(printed.toString(StandardCharsets.UTF_8)).contains("The provider refused the offer: REJECTED: ")
                    .containsPattern("Counter-offer Acceptable: deadline [0-9.]+ s, budget [0-9.]+ \\(deadline [0-9]+ s "
                            + "cannot be met now \\(.+\\); [0-9]+ s can\\)");
        }
    }

    @Test
    void contractNetExamplePlacesTheJobAtTheSecondProviderAfterTheFirstRejects() {
        try (LocalProvider fast = LocalProvider.start(2, 60); LocalProvider slow = LocalProvider.start(128, 60)) {
            JobReport report = ContractNetExample.run(fast.url(), slow.url(), out);

            assertThat(report.attempts()).extracting(BidAttempt::contractor).containsExactly("fast", "slow");
            assertThat(report.attempts()).extracting(BidAttempt::outcome)
                    .containsExactly(AttemptOutcome.REJECTED, AttemptOutcome.ACCEPTED);
            assertThat(report.placement().orElseThrow().contractor()).isEqualTo("slow");
        }
    }
}
