package org.accord.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

import org.accord.offer.AgreementOffer;
import org.junit.jupiter.api.Test;
import org.accord.document.adapter.DateTimeAdapter;

class DateTimeAdapterTest {

    private final Documents documents = Documents.standard();

    @Test
    void appliesTheOffsetOfADateTimeWithOne() {
        assertThat(DateTimeAdapter.parse("2026-06-01T10:00:00+02:00")).isEqualTo(Instant.parse("2026-06-01T08:00:00Z"));
        assertThat(DateTimeAdapter.parse("2026-06-01T10:00:00-05:30")).isEqualTo(Instant.parse("2026-06-01T15:30:00Z"));
        assertThat(DateTimeAdapter.parse("2026-06-01T10:00:00Z")).isEqualTo(Instant.parse("2026-06-01T10:00:00Z"));
    }

    @Test
    void readsADateTimeWithoutAZoneAsUtc() {
        assertThat(DateTimeAdapter.parse("2026-06-01T10:00:00")).isEqualTo(Instant.parse("2026-06-01T10:00:00Z"));
    }

    @Test
    void keepsMillisecondsAndDropsFinerDigits() {
        assertThat(DateTimeAdapter.parse("2026-06-01T10:00:00.123456789Z")).isEqualTo(Instant.parse("2026-06-01T10:00:00.123Z"));
        assertThat(DateTimeAdapter.parse(" 2026-06-01T10:00:00.5Z\n")).isEqualTo(Instant.parse("2026-06-01T10:00:00.500Z"));
    }

    @Test
    void writesUtcWithThreeFractionDigitsOrNoneForAWholeSecond() {
        assertThat(DateTimeAdapter.print(Instant.parse("2026-06-01T08:00:00Z"))).isEqualTo("2026-06-01T08:00:00Z");
        assertThat(DateTimeAdapter.print(Instant.parse("1970-01-01T00:00:00Z"))).isEqualTo("1970-01-01T00:00:00Z");
        assertThat(DateTimeAdapter.print(Instant.parse("2026-06-01T08:00:00.5Z"))).isEqualTo("2026-06-01T08:00:00.500Z");
        assertThat(DateTimeAdapter.print(Instant.parse("2026-06-01T08:00:00.123987Z"))).isEqualTo("2026-06-01T08:00:00.123Z");
    }

    @Test
    void refusesATextThatIsNotADateTimeNamingIt() {
        assertThatThrownBy(() -> DateTimeAdapter.parse("tomorrow")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'tomorrow' is not an xs:dateTime");
        assertThatThrownBy(() -> DateTimeAdapter.parse("2026-06-01")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'2026-06-01'");
    }

    @Test
    void readsTheExtremeYearsExactlyWithoutOverflow() {
        assertThat(DateTimeAdapter.parse("-999999999-01-01T00:00:00Z"))
                .isEqualTo(OffsetDateTime.of(-999_999_998, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC).toInstant());
        assertThat(DateTimeAdapter.parse("292278995-06-01T00:00:00Z"))
                .isEqualTo(OffsetDateTime.of(292_278_995, 6, 1, 0, 0, 0, 0, ZoneOffset.UTC).toInstant());
        assertThat(DateTimeAdapter.parse("0001-01-01T00:00:00Z")).isEqualTo(Instant.parse("0001-01-01T00:00:00Z"));
    }

    @Test
    void readsANegativeYearAsXmlSchemaDoesWhereMinusOneIsOneBc() {
        Instant oneBc = OffsetDateTime.of(0, 6, 1, 0, 0, 0, 0, ZoneOffset.UTC).toInstant();

        assertThat(DateTimeAdapter.parse("-0001-06-01T00:00:00Z")).isEqualTo(oneBc);
        assertThat(DateTimeAdapter.print(oneBc)).isEqualTo("-0001-06-01T00:00:00Z");
        assertThat(DateTimeAdapter.print(DateTimeAdapter.parse("-999999999-01-01T00:00:00Z")))
                .isEqualTo("-999999999-01-01T00:00:00Z");
    }

    @Test
    void readsMidnightAtTheEndOfADayAsTheNextDay() {
        assertThat(DateTimeAdapter.parse("2026-12-31T24:00:00Z")).isEqualTo(Instant.parse("2027-01-01T00:00:00Z"));
    }

    @Test
    void refusesAYearBeyondThoseJavaTimeHoldsNamingTheText() {
        assertThatThrownBy(() -> DateTimeAdapter.parse("1000000000-01-01T00:00:00Z"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'1000000000-01-01T00:00:00Z'").hasMessageContaining("beyond the years");
        assertThatThrownBy(() -> DateTimeAdapter.parse("-99999999999999999999-01-01T00:00:00Z"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("beyond the years");
    }

    @Test
    void writesAYearBeyondFourDigitsAsItIs() {
        Instant far = OffsetDateTime.of(292_278_995, 6, 1, 0, 0, 0, 0, ZoneOffset.UTC).toInstant();

        assertThat(DateTimeAdapter.print(far)).isEqualTo("292278995-06-01T00:00:00Z");
        assertThat(DateTimeAdapter.parse(DateTimeAdapter.print(far))).isEqualTo(far);
    }

    @Test
    void anOfferWithAnOffsetExpirationTimeReadsAsItsInstantAndIsWrittenBackValid() throws Exception {
        String xml = Files.readString(Examples.file("offers/valid/hpc-job-offer.xml"))
                .replace("2099-12-31T23:59:59Z", "2027-01-01T01:59:59.250+02:00");

        AgreementOffer offer = documents.readOffer(
                new java.io.ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "offset.xml").model();
        String written = documents.toXml(offer);
        AgreementOffer reread = documents.readOffer(
                new java.io.ByteArrayInputStream(written.getBytes(StandardCharsets.UTF_8)), "written.xml").model();

        assertThat(offer.context().expirationTime()).contains(Instant.parse("2026-12-31T23:59:59.250Z"));
        assertThat(written).contains("ExpirationTime>2026-12-31T23:59:59.250Z<");
        assertThat(reread.context().expirationTime()).isEqualTo(offer.context().expirationTime());
    }
}
