package org.accord.provider.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

import org.accord.document.DocumentException;
import org.accord.document.Documents;
import org.accord.provider.execution.SlaKind;
import org.accord.provider.admission.UnsupportedOfferException;
import org.accord.template.Template;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TemplateRegistryTest {

    private static final Path EXAMPLES = Path.of("..", "examples", "templates");

    @TempDir
    Path dir;

    @Test
    void builtInSetIsTheExampleTemplates() {
        TemplateRegistry registry = TemplateRegistry.load(Optional.empty(), Documents.standard());

        assertThat(registry.templates()).extracting(Template::templateId).containsExactly("hpc-job", "librasla-job");
        assertThat(registry.find("librasla-job")).isPresent();
        assertThat(registry.find("nope")).isEmpty();
    }

    @Test
    void builtInIndexNamesEveryExampleTemplateFile() throws IOException {
        try (Stream<Path> files = Files.list(EXAMPLES)) {
            assertThat(TemplateRegistry.builtInNames()).containsExactlyInAnyOrderElementsOf(
                    files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".xml")).toList());
        }
    }

    @Test
    void loadsEveryTemplateOfADirectory() throws IOException {
        Files.copy(EXAMPLES.resolve("hpc-job.xml"), dir.resolve("only.xml"));

        TemplateRegistry registry = TemplateRegistry.load(Optional.of(dir), Documents.standard());

        assertThat(registry.templates()).extracting(Template::templateId).containsExactly("hpc-job");
    }

    @Test
    void refusesADirectoryWithABrokenTemplate() throws IOException {
        Files.writeString(dir.resolve("broken.xml"), "<not-a-template/>");

        assertThatThrownBy(() -> TemplateRegistry.fromDirectory(dir, Documents.standard()))
                .isInstanceOf(DocumentException.class);
    }

    @Test
    void resolvesEachTemplatesAdmissionPathWhenLoadingIt() {
        TemplateRegistry registry = TemplateRegistry.builtIn(Documents.standard());

        assertThat(registry.kind("librasla-job")).isEqualTo(SlaKind.DEADLINE);
        assertThat(registry.kind("hpc-job")).isEqualTo(SlaKind.RESERVATION);
    }

    @Test
    void publishesATemplateOfNeitherKindButRefusesItsOffers() throws IOException {
        String reservedTimeRenamed = Files.readString(EXAMPLES.resolve("hpc-job.xml")).replaceAll("\\btD\\b", "tReserved");
        Files.writeString(dir.resolve("neither.xml"), reservedTimeRenamed);

        TemplateRegistry registry = TemplateRegistry.fromDirectory(dir, Documents.standard());

        assertThat(registry.find("hpc-job")).isPresent();
        assertThatThrownBy(() -> registry.kind("hpc-job")).isInstanceOf(UnsupportedOfferException.class)
                .hasMessageContaining("nor a job with a latest finish and a function term tD(Ncpu)");
        assertThatThrownBy(() -> registry.kind("nope")).isInstanceOf(UnsupportedOfferException.class)
                .hasMessageContaining("template 'nope' is not published");
    }
}
