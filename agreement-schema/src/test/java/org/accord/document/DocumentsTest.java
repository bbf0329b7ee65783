package org.accord.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import java.time.Instant;

import org.accord.agreement.AgreementRole;
import org.accord.agreement.GuaranteeTerm;
import org.accord.negotiation.NegotiationOffer;
import org.accord.negotiation.OfferState;
import org.accord.offer.AgreementOffer;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.scheduler.sla.Sla;
import org.accord.schema.wsag.AgreementTemplateType;
import org.accord.sla.CpuRange;
import org.accord.template.Template;
import org.junit.jupiter.api.Test;

class DocumentsTest {

    private final Documents documents = Documents.standard();

    @Test
    void readsTheHpcTemplateIntoTheDomainModel() {
        LoadedDocument<Template> loaded = documents.readTemplate(Examples.file("templates/hpc-job.xml"));
        Template template = loaded.model();

        assertThat(template.templateId()).isEqualTo("hpc-job");
        assertThat(template.context().serviceProvider()).isEqualTo(AgreementRole.AGREEMENT_RESPONDER);
        assertThat(template.terms().serviceName()).isEqualTo("hpc-compute");
        assertThat(template.terms().job().orElseThrow().cpus()).isEqualTo(new CpuRange(1, 64));
        assertThat(template.terms().functionTerms().functions()).extracting(f -> f.name() + " = " + f.expression())
                .contains("tD = tD1 / Ncpu", "price = max(0, VTOT - lateRate * lateness)");
        assertThat(template.terms().guarantees()).containsExactly(
                new GuaranteeTerm("completion", java.util.Optional.of("EUR"), List.of("price"), List.of()));
        assertThat(template.creationConstraints().items()).extracting(i -> i.itemName())
                .containsExactly("CpuRangeMax", "NcpuDomainMax", "SingleCpuRuntime", "LatestFinish", "Currency", "Service");
        assertThat(loaded.xml(AgreementTemplateType.class).getTemplateId()).isEqualTo("hpc-job");
    }

    @Test
    void readsTheLibraslaQosTermsOfAnOffer() {
        AgreementOffer offer = documents.readOffer(Examples.file("offers/valid/librasla-job-offer.xml")).model();

        assertThat(offer.terms().sla()).contains(new Sla(DeadlineType.SOFT, 14400, 100, 0.01));
        assertThat(offer.templateId()).contains("librasla-job");
        assertThat(offer.context().initiator()).contains("bob@example.org");
    }

    @Test
    void reportsEverySchemaErrorWithItsLineAndColumn() {
        Path file = Examples.file("offers/invalid/schema-invalid.xml");

        DocumentException e = catchThrowableOfType(DocumentException.class, () -> documents.readOffer(file));

        assertThat(e.problems()).hasSize(3);
        assertThat(e.problems()).allSatisfy(p -> {
            assertThat(p.source()).isEqualTo(file.toString());
            assertThat(p.column()).isPositive();
        });
        assertThat(e.problems()).extracting(DocumentProblem::line).containsExactly(
                Examples.lineOf(file, "<accord:CpuCount>0"), Examples.lineOf(file, "<accord:DeadlineType>FIRM"),
                Examples.lineOf(file, "<accord:PenaltyRate>"));
        assertThat(e.problems().get(0).message()).contains("accord:CpuCount").contains("'0'");
        assertThat(e.problems().get(1).message()).contains("FIRM").contains("HARD, SOFT");
        assertThat(e.problems().get(2).message()).contains("Budget");
        assertThat(e.problems().get(0).toString()).startsWith(file + ":" + e.problems().get(0).line() + ":");
    }

    @Test
    void rejectsARootInTheWrongNamespaceNamingTheExpectedOne() {
        Path file = Examples.file("offers/invalid/wrong-namespace.xml");

        assertThatThrownBy(() -> documents.readOffer(file))
                .isInstanceOf(DocumentException.class)
                .hasMessageContaining(file + ":" + Examples.lineOf(file, "xmlns:accord=\"urn:accord:sla:1\">") + ":")
                .hasMessageContaining("http://schemas.ggf.org/graap/2005/09/ws-agreement")
                .hasMessageContaining("expected namespace http://schemas.ggf.org/graap/2007/03/ws-agreement");
    }

    @Test
    void reportsMalformedXmlWhereParsingStopped() {
        Path file = Examples.file("offers/invalid/malformed.xml");

        DocumentException e = catchThrowableOfType(DocumentException.class, () -> documents.read(file));

        assertThat(e.problems()).singleElement().satisfies(p -> {
            assertThat(p.message()).startsWith("malformed XML").contains("wsag:Name");
            assertThat(p.line()).isEqualTo(Examples.lineOf(file, "</wsag:AgreementOffer>"));
        });
    }

    @Test
    void refusesTheExampleDoctypeBeforeResolvingItsEntity() {
        Path file = Examples.file("offers/invalid/doctype-xxe.xml");

        DocumentException e = catchThrowableOfType(DocumentException.class, () -> documents.read(file));

        assertThat(e.problems()).singleElement().satisfies(p -> {
            assertThat(p.message()).contains("DOCTYPE declarations are not allowed");
            assertThat(p.line()).isEqualTo(2);
        });
        assertThat(e.getMessage()).doesNotContain("root:");
    }

    @Test
    void saysWhichKindWasExpectedWhenReadingTheWrongDocument() {
        assertThatThrownBy(() -> documents.readTemplate(Examples.file("offers/valid/hpc-job-offer.xml")))
                .hasMessageContaining("expected a {http://schemas.ggf.org/graap/2007/03/ws-agreement}Template document")
                .hasMessageContaining("AgreementOffer");
    }

    @Test
    void reportsAMissingFileWithoutAPosition() {
        Path missing = Examples.file("templates/no-such-template.xml");

        DocumentException e = catchThrowableOfType(DocumentException.class, () -> documents.read(missing));

        assertThat(e.problems()).singleElement().hasToString(missing + ": no such file");
    }

    @Test
    void reportsADomainValueTheSchemaCannotCheckAtTheRootElement() {
        String offer = Examples.text(Examples.file("offers/valid/hpc-job-offer.xml"))
                .replace("<accord:CpuRange min=\"8\" max=\"32\"/>", "<accord:CpuRange min=\"8\" max=\"4\"/>");

        DocumentException e = catchThrowableOfType(DocumentException.class,
                () -> documents.read(offer.getBytes(StandardCharsets.UTF_8), "inverted.xml"));

        assertThat(e.problems()).singleElement().satisfies(p -> {
            assertThat(p.message()).isEqualTo("cpu range max must not be below min: 8..4");
            assertThat(p.line()).isEqualTo(
                    Examples.lineOf(Examples.file("offers/valid/hpc-job-offer.xml"), "xmlns:accord=\"urn:accord:sla:1\">"));
        });
    }

    @Test
    void validatesAccordElementsEvenInsideLaxSlots() {
        String offer = Examples.text(Examples.file("offers/valid/librasla-job-offer.xml"))
                .replace("<accord:ReservedTime>7200</accord:ReservedTime>", "<accord:ReservedTime>soon</accord:ReservedTime>");

        DocumentException e = catchThrowableOfType(DocumentException.class,
                () -> documents.read(offer.getBytes(StandardCharsets.UTF_8), "lax.xml"));

        assertThat(e.problems()).singleElement().satisfies(p -> assertThat(p.message()).contains("soon"));
    }

    @Test
    void readsANegotiationOfferAndItsPlaceInTheOfferTree() {
        NegotiationOffer offer = documents.readNegotiationOffer(
                Examples.file("negotiation/hpc-job-negotiation-offer.xml")).model();

        assertThat(offer.offerId()).isEqualTo("alice-1");
        assertThat(offer.counterOfferTo()).isEqualTo("hpc-job");
        assertThat(offer.creator()).isEqualTo(AgreementRole.AGREEMENT_INITIATOR);
        assertThat(offer.state()).isEqualTo(OfferState.ADVISORY);
        assertThat(offer.expirationTime()).contains(Instant.parse("2099-12-31T12:00:00Z"));
        assertThat(offer.terms().job().orElseThrow().cpus()).isEqualTo(new CpuRange(8, 32));

        NegotiationOffer counter = offer.counter("provider-1", AgreementRole.AGREEMENT_RESPONDER, OfferState.ACCEPTABLE,
                offer.terms());
        String written = documents.toXml(counter);

        NegotiationOffer reread = documents.read(written.getBytes(StandardCharsets.UTF_8), "counter.xml")
                .model(NegotiationOffer.class);
        assertThat(reread).isEqualTo(counter);
        assertThat(reread.counterOfferTo()).isEqualTo("alice-1");
    }

    @Test
    void readsTheWholeTemplateDirectoryInNameOrder() {
        List<LoadedDocument<Template>> templates = documents.readTemplates(Examples.file("templates"));

        assertThat(templates).extracting(t -> t.model().templateId()).containsExactly("hpc-job", "librasla-job");
    }

    @Test
    void reportsEveryUnreadableFileOfATemplateDirectory() {
        DocumentException e = catchThrowableOfType(DocumentException.class,
                () -> documents.readTemplates(Examples.file("offers/invalid")));

        assertThat(e.problems()).extracting(DocumentProblem::source)
                .anySatisfy(s -> assertThat(s).endsWith("malformed.xml"))
                .anySatisfy(s -> assertThat(s).endsWith("hpc-job-cyclic-terms.xml"));
    }
}
