package org.accord.provider.intake;

import org.accord.provider.fault.FaultException;
import org.accord.provider.agreement.Offers;

import static org.accord.provider.intake.IntakeFixture.DOCUMENTS;
import static org.accord.provider.intake.IntakeFixture.TEMPLATES;
import static org.accord.provider.intake.IntakeFixture.intake;
import static org.accord.provider.intake.IntakeFixture.parsed;
import static org.accord.provider.intake.IntakeFixture.received;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.accord.agreement.FaultReason;
import org.accord.schema.wsag.AgreementType;
import org.accord.term.TermLimits;
import org.accord.validation.DocumentValidator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An offer received as a JAXB object is checked the same whether the transport validated it inbound
 * (no second schema check, and no tree for an offer that passes) or not (the full check): same faults, same
 * messages with the same line:column, same offer id.
 */
class OfferIntakeTest {

    @ParameterizedTest
    @ValueSource(strings = {"valid/librasla-job-offer.xml", "valid/hpc-job-offer.xml"})
    void acceptsAValidOfferWithTheSameIdOnBothPaths(String offer) {
        CheckedOffer fast = intake(true).receive(received(offer));
        CheckedOffer full = intake(false).receive(received(offer));

        assertThat(fast.offerId()).isEqualTo(full.offerId()).startsWith("sha256:");
        assertThat(fast.text().bytes()).isEqualTo(full.text().bytes());
        assertThat(fast.kind()).isEqualTo(full.kind());
    }

    @ParameterizedTest
    @ValueSource(strings = {"valid/librasla-job-offer.xml", "valid/hpc-job-offer.xml"})
    void givesAnOfferTheSameIdWhetherItArrivesAsTextOrAsAJaxbObject(String offer) {
        CheckedOffer asText = intake(false).receive(Offers.read(offer));

        assertThat(intake(true).receive(received(offer)).offerId()).isEqualTo(asText.offerId());
        assertThat(intake(false).receive(Offers.read(offer).replace("<!--", "<!-- another comment, ")).offerId())
                .isEqualTo(asText.offerId());
    }

    @ParameterizedTest
    @CsvSource({
            "invalid/librasla-job-constraint-violation.xml, CONSTRAINT_VIOLATION",
            "invalid/hpc-job-constraint-violation.xml, CONSTRAINT_VIOLATION",
            "invalid/librasla-job-unknown-variable.xml, BAD_FUNCTION_TERM",
            "invalid/librasla-job-cyclic-terms.xml, BAD_FUNCTION_TERM",
            "invalid/hpc-job-cyclic-terms.xml, BAD_FUNCTION_TERM",
            "invalid/librasla-job-division-by-zero.xml, BAD_FUNCTION_TERM",
            "invalid/librasla-job-contradicts-sla.xml, BAD_FUNCTION_TERM"})
    void refusesAnInvalidOfferWithTheSameFaultOnBothPaths(String offer, FaultReason reason) {
        FaultException fast = catchThrowableOfType(FaultException.class, () -> intake(true).receive(received(offer)));
        FaultException full = catchThrowableOfType(FaultException.class, () -> intake(false).receive(received(offer)));

        assertThat(fast.reason()).isEqualTo(reason).isEqualTo(full.reason());
        assertThat(fast.getMessage()).isEqualTo(full.getMessage()).matches("(?s)offer:[1-9]\\d*:[1-9]\\d*: .*");
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void refusesAnOfferOfFifteenThousandChainedTermsNamingTheLimit(boolean inboundValidated) {
        String offer = Offers.librasla("hostile", 15_000);
        AgreementType document = DOCUMENTS.readOffer(
                new ByteArrayInputStream(offer.getBytes(StandardCharsets.UTF_8)), "hostile").xml(AgreementType.class);

        FaultException fault = catchThrowableOfType(FaultException.class,
                () -> intake(inboundValidated).receive(document));

        assertThat(fault.reason()).isEqualTo(FaultReason.LIMIT_EXCEEDED);
        assertThat(fault.getMessage()).isEqualTo("offer: the term set declares 15002 function terms; "
                + "the limit limits.function.terms is 256");
    }

    @org.junit.jupiter.api.Test
    void appliesTheLimitsItIsConfiguredWith() {
        OfferIntake lenient = new OfferIntake(TEMPLATES, DOCUMENTS,
                new DocumentValidator(DOCUMENTS, new TermLimits(400, 1024, 32)), false);

        assertThat(lenient.receive(Offers.librasla("three hundred terms", 300)).offer().terms().functionTerms()
                .functions()).hasSize(302);
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void takesAnOfferAsTheAuthenticatedUserInitiatesItWhateverItClaims(boolean inboundValidated) {
        String claimsBob = Offers.librasla("claims bob");
        Optional<String> alice = Optional.of("alice");

        CheckedOffer asJaxb = intake(inboundValidated).receive(parsed(claimsBob), alice);
        CheckedOffer asText = intake(inboundValidated).receive(claimsBob, alice);

        assertThat(claimsBob).contains(">bob@example.org<");
        assertThat(asJaxb.offer().context().initiator()).contains("alice");
        assertThat(new String(asJaxb.text().bytes(), StandardCharsets.UTF_8))
                .contains(">alice<").doesNotContain("bob@example.org");
        assertThat(asText.text().bytes()).isEqualTo(asJaxb.text().bytes());
        assertThat(asText.offerId()).isEqualTo(asJaxb.offerId())
                .isEqualTo(intake(inboundValidated).receive(parsed(claimsBob), alice).offerId())
                .isNotEqualTo(intake(inboundValidated).receive(parsed(claimsBob)).offerId());
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void keepsTheInitiatorAnOfferStatesWhenNoUserWasAuthenticated(boolean inboundValidated) {
        CheckedOffer offer = intake(inboundValidated).receive(Offers.librasla("claims bob"), Optional.empty());

        assertThat(offer.offer().context().initiator()).contains("bob@example.org");
        assertThat(new String(offer.text().bytes(), StandardCharsets.UTF_8)).contains(">bob@example.org<");
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void leavesAnOfferThatAlreadyNamesTheAuthenticatedUserAsItIs(boolean inboundValidated) {
        String claimsBob = Offers.librasla("claims bob");

        assertThat(intake(inboundValidated).receive(claimsBob, Optional.of("bob@example.org")).offerId())
                .isEqualTo(intake(inboundValidated).receive(claimsBob).offerId());
    }
}
