package org.accord.provider.intake;

import static org.accord.provider.intake.IntakeFixture.DOCUMENTS;
import static org.accord.provider.intake.IntakeFixture.TEMPLATES;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.accord.agreement.FaultReason;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.DateLimits;
import org.accord.provider.config.ElementLimits;
import org.accord.provider.fault.FaultException;
import org.accord.schema.wsag.AgreementType;
import org.accord.validation.DocumentValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Issue #34 item 3: every date an offer carries is within {@code limits.dates.*}, or the offer is refused naming it. */
class OfferDatesTest {

    private static final String FIELD = "wsag:Context/wsag:ExpirationTime";

    @ParameterizedTest
    @ValueSource(strings = {"-999999999-01-01T00:00:00Z", "292278995-06-01T00:00:00Z", "1969-12-31T23:59:59Z",
            "10000-01-01T00:00:00Z", "-0001-01-01T00:00:00Z"})
    void refusesAnExpirationTimeOutsideTheDefaultYearsNamingTheFieldAndTheYears(String date) {
        for (boolean inboundValidated : new boolean[] {true, false}) {
            FaultException asObject = catchThrowableOfType(
                    () -> intake(inboundValidated, DateLimits.defaults()).receive(jaxb(expiringAt(date))),
                    FaultException.class);
            FaultException asText = catchThrowableOfType(
                    () -> intake(inboundValidated, DateLimits.defaults()).receive(expiringAt(date)),
                    FaultException.class);

            for (FaultException refused : new FaultException[] {asObject, asText}) {
                assertThat(refused.reason()).isEqualTo(FaultReason.INVALID_OFFER);
                assertThat(refused.getMessage()).startsWith(FIELD + " ")
                        .contains("is outside the years 1970-9999 (limits.dates.min-year, limits.dates.max-year)");
            }
        }
    }

    @Test
    void namesTheYearOfTheFarPastExactlyInsteadOfAnOverflowedOne() {
        FaultException refused = catchThrowableOfType(() -> intake(true, DateLimits.defaults())
                .receive(jaxb(expiringAt("-999999999-01-01T00:00:00Z"))), FaultException.class);

        assertThat(refused.getMessage()).isEqualTo(FIELD + " -999999999-01-01T00:00:00Z is outside the years "
                + "1970-9999 (limits.dates.min-year, limits.dates.max-year)");
    }

    @Test
    void aFarFutureExpirationTimeIsOutOfRangeNotExpired() {
        FaultException refused = catchThrowableOfType(() -> intake(true, DateLimits.defaults())
                .receive(jaxb(expiringAt("292278995-06-01T00:00:00Z"))), FaultException.class);

        assertThat(refused.reason()).isEqualTo(FaultReason.INVALID_OFFER);
        assertThat(refused.getMessage()).contains(" 292278995-06-01T00:00:00Z is outside the years 1970-9999")
                .doesNotContain("expired");
    }

    @Test
    void acceptsDatesWithinTheYearsTheSettingsGive() {
        String farFuture = expiringAt("2999-01-01T00:00:00Z");

        assertThat(intake(true, DateLimits.defaults()).receive(jaxb(farFuture)).offer().context().expirationTime())
                .isPresent();
        FaultException narrow = catchThrowableOfType(
                () -> intake(true, new DateLimits(1970, 2100)).receive(jaxb(farFuture)), FaultException.class);
        assertThat(narrow.getMessage()).contains("is outside the years 1970-2100");
    }

    private static OfferIntake intake(boolean inboundValidated, DateLimits dates) {
        return new OfferIntake(TEMPLATES, DOCUMENTS, new DocumentValidator(DOCUMENTS), inboundValidated,
                ElementLimits.defaults(), dates);
    }

    private static String expiringAt(String date) {
        return Offers.librasla("dated").replace("<wsag:TemplateId>",
                "<wsag:ExpirationTime>" + date + "</wsag:ExpirationTime>\n    <wsag:TemplateId>");
    }

    private static AgreementType jaxb(String xml) {
        return DOCUMENTS.readOffer(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "dated")
                .xml(AgreementType.class);
    }
}
