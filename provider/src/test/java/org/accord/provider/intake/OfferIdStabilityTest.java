package org.accord.provider.intake;

import static org.accord.provider.intake.IntakeFixture.TEMPLATES;
import static org.accord.provider.intake.IntakeFixture.intake;
import static org.accord.provider.intake.IntakeFixture.received;
import static org.assertj.core.api.Assertions.assertThat;

import org.accord.document.DomainToWsag;
import org.accord.provider.agreement.Offers;
import org.accord.schema.wsag.AgreementType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An offer's id is the SHA-256 of its compact text, and a stored agreement is found again by it when a create
 * is retried: the compact text of an offer must never change, whichever way the intake writes it. These ids
 * were computed by the intake before its compact-text pass was made faster; any change to them would make
 * every stored agreement's retry a new agreement. (hpc-job-offer.xml's id is its text's since its ExpirationTime
 * moved from 2026 to 2099; the other ids are still those the earlier intake computed.)
 */
class OfferIdStabilityTest {

    @ParameterizedTest
    @CsvSource({
            "valid/librasla-job-offer.xml, sha256:8a6c8254b73fdaecbf27aa6e3c84f7d20bee902382a5dcaae51680fbcbce46de",
            "valid/hpc-job-offer.xml, sha256:4d72a11ee2014bef1054d9501098c5feb38ba1180576dc0b0ffc68b9c9f07e00",
            "valid/librasla-job-jsdl-offer.xml, sha256:9e9f0064f94cd83820fd38194b0629aa956420c0375a7fa074074344b611ca9b"})
    void keepsTheIdOfEveryExampleOfferWithFunctionTerms(String offer, String id) {
        assertThat(intake(true).receive(received(offer)).offerId()).isEqualTo(id);
        assertThat(intake(false).receive(received(offer)).offerId()).isEqualTo(id);
        assertThat(intake(false).receive(Offers.read(offer)).offerId()).isEqualTo(id);
    }

    @ParameterizedTest
    @CsvSource({
            "librasla-job, sha256:72f10a08ec4cb7f0e44f4de4ae3e73be981a0803bd652e22c9bbe5241d5dcaac",
            "hpc-job, sha256:e6d7ba3beaf77a814c6c7fb7498983f4f57883c1a1a3099f19432df9b10cd7f9"})
    void keepsTheIdOfTheOfferEachBuiltInTemplateMakes(String templateId, String id) {
        AgreementType offer = DomainToWsag.offer(TEMPLATES.find(templateId).orElseThrow().model().toOffer());

        CheckedOffer checked = intake(true).receive(offer);

        assertThat(checked.offerId()).isEqualTo(id);
        assertThat(intake(false).receive(offer).offerId()).isEqualTo(id);
    }
}
