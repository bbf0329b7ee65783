package org.accord.provider.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.InstanceOfAssertFactories.STRING;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.accord.document.Documents;
import org.accord.schema.wsag.AgreementTemplateType;
import org.accord.template.Template;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bindings publish templates as they were written, content of other vocabularies included. */
class TemplatePublisherTest {

    private static final Path EXAMPLES = Path.of("..", "examples");
    private static final Documents DOCUMENTS = Documents.standard();

    @Test
    void publishesEveryTemplateAsItWasWrittenForeignContentIncluded(@TempDir Path directory) throws IOException {
        Files.copy(EXAMPLES.resolve("foreign/optimis-service-instantiation.xml"), directory.resolve("optimis.xml"));
        Files.copy(EXAMPLES.resolve("templates/hpc-job.xml"), directory.resolve("hpc-job.xml"));
        TemplateRegistry registry = TemplateRegistry.fromDirectory(directory, DOCUMENTS);

        TemplatePublisher published = TemplatePublisher.of(registry, DOCUMENTS);

        assertThat(published.documents()).extracting(AgreementTemplateType::getTemplateId)
                .containsExactlyElementsOf(registry.templates().stream().map(Template::templateId).toList());
        assertThat(published.text("1")).get(STRING).contains("http://schemas.optimis.eu/optimis/")
                .contains("OPTIMIS_VM:1");
        assertThat(published.text("hpc-job")).get(STRING).contains("hpc-job");
        assertThat(published.text("no such template")).isEmpty();
    }
}
