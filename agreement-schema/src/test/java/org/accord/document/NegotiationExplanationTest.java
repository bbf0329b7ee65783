package org.accord.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.accord.agreement.AgreementRole;
import org.accord.negotiation.NegotiationOffer;
import org.accord.negotiation.OfferState;
import org.junit.jupiter.api.Test;

/** The provider's explanation of a counter-offer, as {@code accord:Explanation} inside the offer's state. */
class NegotiationExplanationTest {

    private static final String WHY = "32 CPUs cannot finish by T_F = 8099 s; 16 CPUs with t_D = 3600 s can";

    private final Documents documents = Documents.standard();

    @Test
    void aCounterOfferKeepsItsExplanationThroughWritingAndSchemaValidReading() {
        NegotiationOffer counter = example().counter("provider-1", AgreementRole.AGREEMENT_RESPONDER,
                OfferState.ACCEPTABLE, example().terms(), WHY);

        String written = documents.toXml(counter);
        NegotiationOffer reread = read(written);

        assertThat(written).containsSubsequence("<wsag-neg:State>", "<wsag-neg:Acceptable>",
                "<accord:Explanation>" + WHY + "</accord:Explanation>", "</wsag-neg:Acceptable>", "</wsag-neg:State>");
        assertThat(reread).isEqualTo(counter);
        assertThat(reread.explanation()).contains(WHY);
    }

    @Test
    void aCounterOfferWithoutExplanationWritesAnEmptyStateAndReadsBackWithout() {
        NegotiationOffer counter = example().counter("provider-2", AgreementRole.AGREEMENT_RESPONDER,
                OfferState.REJECTED, example().terms());

        String written = documents.toXml(counter);

        assertThat(written).contains("<wsag-neg:Rejected/>").doesNotContain("Explanation");
        assertThat(read(written)).isEqualTo(counter);
        assertThat(read(written).explanation()).isEmpty();
    }

    @Test
    void aForeignOfferWithOtherContentInItsStateHasNoExplanation() {
        String foreign = exampleXml().replace("<wsag-neg:Advisory/>",
                "<wsag-neg:Rejected><x:Reason xmlns:x=\"urn:example:other\">busy</x:Reason></wsag-neg:Rejected>");

        NegotiationOffer offer = read(foreign);

        assertThat(offer.state()).isEqualTo(OfferState.REJECTED);
        assertThat(offer.explanation()).isEmpty();
    }

    @Test
    void aBlankExplanationElementReadsAsNone() {
        NegotiationOffer offer = read(exampleXml().replace("<wsag-neg:Advisory/>",
                "<wsag-neg:Advisory><accord:Explanation>  </accord:Explanation></wsag-neg:Advisory>"));

        assertThat(offer.explanation()).isEmpty();
    }

    @Test
    void anExplanationWithElementContentIsSchemaInvalid() {
        String invalid = exampleXml().replace("<wsag-neg:Advisory/>",
                "<wsag-neg:Advisory><accord:Explanation><accord:CpuCount>4</accord:CpuCount></accord:Explanation>"
                        + "</wsag-neg:Advisory>");

        DocumentException e = catchThrowableOfType(DocumentException.class, () -> read(invalid));

        assertThat(e.problems()).singleElement().satisfies(p -> assertThat(p.message()).contains("accord:Explanation"));
    }

    @Test
    void refusesABlankExplanationInTheModel() {
        NegotiationOffer offer = example();

        assertThatThrownBy(() -> new NegotiationOffer(offer.offerId(), offer.counterOfferTo(), offer.creator(),
                offer.state(), offer.expirationTime(), offer.name(), offer.context(), offer.terms(),
                offer.negotiationConstraints(), Optional.of(" ")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("explanation must not be blank");
    }

    private NegotiationOffer read(String xml) {
        return documents.readNegotiationOffer(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)),
                "offer.xml").model();
    }

    private NegotiationOffer example() {
        return read(exampleXml());
    }

    private static String exampleXml() {
        return Examples.text(Examples.file("negotiation/hpc-job-negotiation-offer.xml"));
    }
}
