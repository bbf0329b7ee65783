package org.accord.validation.constraintcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

import org.accord.document.Documents;
import org.accord.document.Examples;
import org.accord.document.LoadedDocument;
import org.accord.document.Position;
import org.accord.template.Template;
import org.accord.validation.DocumentValidator;
import org.accord.validation.ValidationReport;
import org.junit.jupiter.api.Test;

/**
 * A template's compiled items are kept per template: two templates with the same item names but other
 * Locations are never confused, and problems keep their places in the offer and in the template.
 */
class TemplateItemsTest {

    private static final Path TEMPLATE = Examples.file("templates/librasla-job.xml");
    private static final Path OFFER = Examples.file("offers/valid/librasla-job-offer.xml");
    private static final String DEADLINE = "<wsag:Location>//accord:SlaTerms/accord:Deadline</wsag:Location>";

    private final DocumentValidator validator = DocumentValidator.standard();

    @Test
    void keepsTwoTemplatesWithTheSameItemNamesButOtherLocationsApart() {
        LoadedDocument<Template> original = template("librasla-job.xml", DEADLINE);
        LoadedDocument<Template> moved = template("moved.xml",
                "<wsag:Location>//accord:SlaTerms/accord:Nowhere</wsag:Location>");

        ValidationReport againstOriginal = validator.validate(OFFER, Optional.of(original));
        ValidationReport againstMoved = validator.validate(OFFER, Optional.of(moved));

        assertThat(againstOriginal.isValid()).isTrue();
        assertThat(againstMoved.problems()).singleElement().satisfies(p -> {
            assertThat(p.position()).isEqualTo(Position.START);
            assertThat(p.message()).isEqualTo(
                    "item 'Deadline' is required but the offer has no value at //accord:SlaTerms/accord:Nowhere");
        });
        assertThat(validator.validate(OFFER, Optional.of(original))).isEqualTo(againstOriginal);
    }

    @Test
    void answersTheSameTemplateFromItsKeptItems() {
        LoadedDocument<Template> template = template("librasla-job.xml", DEADLINE);

        assertThat(TemplateItems.of(template)).isSameAs(TemplateItems.of(template));
        assertThat(TemplateItems.of(template.asModel(Template.class))).isSameAs(TemplateItems.of(template));
    }

    @Test
    void reportsAViolationAtTheLineAndColumnOfTheOfferValue() {
        byte[] offer = Examples.text(OFFER).replaceFirst("<accord:Budget>[^<]*<", "<accord:Budget>2000000<")
                .replace("name=\"budget\" min=\"100\" max=\"100\"", "name=\"budget\" min=\"2000000\" max=\"2000000\"")
                .getBytes(StandardCharsets.UTF_8);
        LoadedDocument<Template> template = template("librasla-job.xml", DEADLINE);

        validator.validate(OFFER, Optional.of(template));
        ValidationReport report = validator.validate(offer, "offer.xml", Optional.of(template));

        int line = Examples.lineOf(OFFER, "<accord:Budget>");
        int column = Examples.text(OFFER).lines().toList().get(line - 1).indexOf("<accord:Budget>")
                + "<accord:Budget>".length() + 1;
        assertThat(report.problems()).singleElement().satisfies(p -> {
            assertThat(p.position()).isEqualTo(new Position(line, column));
            assertThat(p.message()).startsWith("item 'Budget'").contains("2000000");
        });
    }

    private static LoadedDocument<Template> template(String source, String deadlineLocation) {
        byte[] text = Examples.text(TEMPLATE).replace(DEADLINE, deadlineLocation).getBytes(StandardCharsets.UTF_8);
        return Documents.standard().read(text, source).asModel(Template.class);
    }
}
