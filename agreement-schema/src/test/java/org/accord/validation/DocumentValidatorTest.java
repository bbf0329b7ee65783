package org.accord.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

import org.accord.document.DocumentProblem;
import org.accord.document.Documents;
import org.accord.document.Examples;
import org.accord.document.LoadedDocument;
import org.accord.document.Position;
import org.accord.template.Template;
import org.junit.jupiter.api.Test;

class DocumentValidatorTest {

    private final DocumentValidator validator = DocumentValidator.standard();

    @Test
    void acceptsBothTemplatesOnTheirOwn() {
        assertThat(validator.validate(Examples.file("templates/hpc-job.xml")).problems()).isEmpty();
        assertThat(validator.validate(Examples.file("templates/librasla-job.xml")).problems()).isEmpty();
    }

    @Test
    void acceptsEachValidOfferAgainstItsTemplate() {
        assertThat(check("offers/valid/hpc-job-offer.xml", "templates/hpc-job.xml").problems()).isEmpty();
        assertThat(check("offers/valid/librasla-job-offer.xml", "templates/librasla-job.xml").problems()).isEmpty();
    }

    @Test
    void acceptsAForeignOfferAgainstItsForeignTemplateThroughXqueryLocations() {
        assertThat(check("wsag4j-style/jsdl-offer.xml", "wsag4j-style/jsdl-template.xml").isValid()).isTrue();
    }

    @Test
    void evaluatesXqueryStyleLocationsOnTheOffer() {
        Path offer = Examples.file("wsag4j-style/jsdl-offer.xml");
        byte[] tooManyCpus = Examples.text(offer).replace("<jsdl:Exact>8.0</jsdl:Exact>", "<jsdl:Exact>32</jsdl:Exact>")
                .getBytes(StandardCharsets.UTF_8);

        ValidationReport report = validator.validate(tooManyCpus, "jsdl-32.xml", template("wsag4j-style/jsdl-template.xml"));

        assertThat(report.problems()).singleElement().satisfies(p -> {
            assertThat(p.message()).contains("CPUCount").contains("32").contains("16");
            assertThat(p.line()).isEqualTo(Examples.lineOf(offer, "<jsdl:Exact>"));
        });
    }

    @Test
    void reportsEveryCreationConstraintViolationAtTheOfferValue() {
        Path offer = Examples.file("offers/invalid/hpc-job-constraint-violation.xml");

        ValidationReport report = check("offers/invalid/hpc-job-constraint-violation.xml", "templates/hpc-job.xml");

        assertThat(report.problems()).hasSize(3);
        assertThat(report.problems()).extracting(DocumentProblem::line).containsExactlyInAnyOrder(
                Examples.lineOf(offer, "<accord:CpuRange"), Examples.lineOf(offer, "name=\"Ncpu\""),
                Examples.lineOf(offer, "<wsag:ValueUnit>"));
        assertThat(report.problems()).extracting(DocumentProblem::message).anySatisfy(m ->
                assertThat(m).contains("CpuRangeMax").contains("128").contains("64"));
        assertThat(report.problems()).extracting(DocumentProblem::message).anySatisfy(m ->
                assertThat(m).contains("Currency").contains("USD"));
    }

    @Test
    void reportsLibraslaDeadlineAndPenaltyRateOutsideTheTemplateRanges() {
        Path offer = Examples.file("offers/invalid/librasla-job-constraint-violation.xml");

        ValidationReport report = check("offers/invalid/librasla-job-constraint-violation.xml",
                "templates/librasla-job.xml");

        assertThat(report.problems()).extracting(DocumentProblem::line).containsExactlyInAnyOrder(
                Examples.lineOf(offer, "<accord:Deadline>"), Examples.lineOf(offer, "<accord:PenaltyRate>"));
        assertThat(report.problems()).extracting(DocumentProblem::message)
                .anySatisfy(m -> assertThat(m).contains("Deadline").contains("30"))
                .anySatisfy(m -> assertThat(m).contains("PenaltyRate").contains("50"));
    }

    @Test
    void reportsAMissingRequiredItemAtTheDocumentStart() {
        byte[] noJob = Examples.text(Examples.file("offers/valid/librasla-job-offer.xml"))
                .replace("<accord:CpuCount>4</accord:CpuCount>", "<accord:CpuRange min=\"2\" max=\"4\"/>")
                .getBytes(StandardCharsets.UTF_8);

        ValidationReport report = validator.validate(noJob, "no-count.xml", template("templates/librasla-job.xml"));

        assertThat(report.problems()).singleElement().satisfies(p -> {
            assertThat(p.position()).isEqualTo(Position.START);
            assertThat(p.message()).contains("Processors");
        });
    }

    @Test
    void reportsCyclicFunctionTermsAtTheTermsInTheCycle() {
        Path offer = Examples.file("offers/invalid/hpc-job-cyclic-terms.xml");

        ValidationReport report = validator.validate(offer);

        assertThat(report.problems()).isNotEmpty();
        assertThat(report.problems()).extracting(DocumentProblem::line)
                .containsAnyOf(Examples.lineOf(offer, "name=\"tD\""), Examples.lineOf(offer, "name=\"laxity\""));
        assertThat(report.problems()).extracting(DocumentProblem::message)
                .anySatisfy(m -> assertThat(m.toLowerCase()).contains("cycl"));
    }

    @Test
    void reportsTheLibraslaCycleBetweenDelayAndUtility() {
        Path offer = Examples.file("offers/invalid/librasla-job-cyclic-terms.xml");

        ValidationReport report = validator.validate(offer);

        assertThat(report.problems()).extracting(DocumentProblem::line)
                .containsAnyOf(Examples.lineOf(offer, "name=\"delay\""), Examples.lineOf(offer, "name=\"utility\""));
    }

    @Test
    void reportsATermThatDividesByZeroAtItsDeclaration() {
        Path offer = Examples.file("offers/invalid/librasla-job-division-by-zero.xml");

        ValidationReport report = validator.validate(offer);

        assertThat(report.problems()).singleElement().satisfies(p -> {
            assertThat(p.line()).isEqualTo(Examples.lineOf(offer, "name=\"utility\""));
            assertThat(p.message()).startsWith("term 'utility' divides by zero for budget=100");
        });
    }

    @Test
    void reportsAVariableWhoseDomainContradictsTheSlaTerms() {
        Path offer = Examples.file("offers/invalid/librasla-job-contradicts-sla.xml");

        ValidationReport report = validator.validate(offer);

        assertThat(report.problems()).singleElement().satisfies(p -> {
            assertThat(p.line()).isEqualTo(Examples.lineOf(offer, "name=\"budget\""));
            assertThat(p.message()).isEqualTo(
                    "variable 'budget' ranges over 0.0..50.0 but the SLA terms state budget = 100.0");
        });
    }

    @Test
    void reportsAnUnknownVariableAtTheFunctionThatUsesIt() {
        Path offer = Examples.file("offers/invalid/hpc-job-unknown-variable.xml");

        ValidationReport report = validator.validate(offer);

        assertThat(report.problems()).singleElement().satisfies(p -> {
            assertThat(p.line()).isEqualTo(Examples.lineOf(offer, "name=\"tD\""));
            assertThat(p.column()).isPositive();
            assertThat(p.message()).contains("cpus");
        });
    }

    @Test
    void reportsTheLibraslaUnknownVariable() {
        Path offer = Examples.file("offers/invalid/librasla-job-unknown-variable.xml");

        ValidationReport report = check("offers/invalid/librasla-job-unknown-variable.xml", "templates/librasla-job.xml");

        assertThat(report.problems()).singleElement().satisfies(p -> {
            assertThat(p.line()).isEqualTo(Examples.lineOf(offer, "name=\"utility\""));
            assertThat(p.message()).contains("penalty_rate");
        });
    }

    @Test
    void reportsAnOfferMadeForAnotherTemplate() {
        Path offer = Examples.file("offers/valid/hpc-job-offer.xml");

        ValidationReport report = check("offers/valid/hpc-job-offer.xml", "templates/librasla-job.xml");

        assertThat(report.problems()).first().satisfies(p -> {
            assertThat(p.line()).isEqualTo(Examples.lineOf(offer, "<wsag:TemplateId>"));
            assertThat(p.message()).contains("'hpc-job'").contains("'librasla-job'");
        });
    }

    @Test
    void reportsALocationThatIsNotXpathInTheTemplate() {
        Path templateFile = Examples.file("templates/librasla-job.xml");
        byte[] broken = Examples.text(templateFile)
                .replace("<wsag:Location>//accord:SlaTerms/accord:Budget</wsag:Location>",
                        "<wsag:Location>//accord:SlaTerms/accord:Budget[</wsag:Location>")
                .getBytes(StandardCharsets.UTF_8);
        LoadedDocument<Template> template = Documents.standard().read(broken, "broken-template.xml").asModel(Template.class);

        ValidationReport report = validator.validate(Examples.file("offers/valid/librasla-job-offer.xml"),
                Optional.of(template));

        assertThat(report.problems()).singleElement().satisfies(p -> {
            assertThat(p.source()).isEqualTo("broken-template.xml");
            assertThat(p.line()).isEqualTo(Examples.lineOf(templateFile, "accord:SlaTerms/accord:Budget"));
            assertThat(p.message()).contains("Budget").contains("not a valid XPath");
        });
    }

    @Test
    void returnsSchemaProblemsInsteadOfThrowing() {
        ValidationReport report = validator.validate(Examples.file("offers/invalid/schema-invalid.xml"));

        assertThat(report.isValid()).isFalse();
        assertThat(report.problems()).hasSize(3);
    }

    private ValidationReport check(String offer, String template) {
        return validator.validate(Examples.file(offer), template(template));
    }

    private static Optional<LoadedDocument<Template>> template(String file) {
        return Optional.of(Documents.standard().readTemplate(Examples.file(file)));
    }
}
