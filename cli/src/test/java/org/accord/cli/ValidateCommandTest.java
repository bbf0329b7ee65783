package org.accord.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Test;

class ValidateCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return AccordCli.commandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
    }

    private static String example(String relative) {
        return Path.of(System.getProperty("accord.examples.dir")).resolve(relative).toString();
    }

    @Test
    void printsOkForEachValidTemplateAndExitsZero() {
        String hpc = example("templates/hpc-job.xml");
        String libra = example("templates/librasla-job.xml");

        int exit = run("validate", hpc, libra);

        assertThat(exit).isZero();
        assertThat(out.toString()).isEqualTo(hpc + ": OK" + System.lineSeparator() + libra + ": OK" + System.lineSeparator());
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void checksAnOfferAgainstTheGivenTemplate() {
        int exit = run("validate", example("offers/valid/hpc-job-offer.xml"), "--template", example("templates/hpc-job.xml"));

        assertThat(exit).isZero();
        assertThat(out.toString()).contains("hpc-job-offer.xml: OK");
    }

    @Test
    void printsEveryConstraintViolationWithFileLineAndColumnAndExitsOne() {
        String offer = example("offers/invalid/hpc-job-constraint-violation.xml");

        int exit = run("validate", offer, "--template", example("templates/hpc-job.xml"));

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString().lines()).hasSize(3).allSatisfy(line -> assertThat(line).matches(
                java.util.regex.Pattern.quote(offer) + ":\\d+:\\d+: .+"));
        assertThat(err.toString()).contains("CpuRangeMax", "NcpuDomainMax", "Currency");
    }

    @Test
    void refusesABudgetDividedByZeroWithFileLineAndColumn() {
        String offer = example("offers/invalid/librasla-job-division-by-zero.xml");

        int exit = run("validate", offer, "--template", example("templates/librasla-job.xml"));

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).matches("(?s)" + java.util.regex.Pattern.quote(offer)
                + ":\\d+:\\d+: term 'utility' divides by zero for budget=100.*");
    }

    @Test
    void exitsOneWhenAnyDocumentIsInvalidAndStillReportsTheValidOnes() {
        String valid = example("templates/hpc-job.xml");
        String cyclic = example("offers/invalid/librasla-job-cyclic-terms.xml");

        int exit = run("validate", valid, cyclic);

        assertThat(exit).isEqualTo(1);
        assertThat(out.toString()).contains(valid + ": OK");
        assertThat(err.toString()).startsWith(cyclic + ":");
    }

    @Test
    void reportsDoctypeMalformedAndMissingFilesInOneLineEachWithoutAStackTrace() {
        String xxe = example("offers/invalid/doctype-xxe.xml");
        String malformed = example("offers/invalid/malformed.xml");
        String missing = example("offers/none.xml");

        int exit = run("validate", xxe, malformed, missing);

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString().lines()).containsExactly(
                xxe + ":2:10: DOCTYPE declarations are not allowed (Accord never resolves DTDs or external entities)",
                malformed + ":9:3: malformed XML: The element type \"wsag:Name\" must be terminated by the matching end-tag \"</wsag:Name>\".",
                missing + ": no such file");
        assertThat(err.toString()).doesNotContain("Exception", "\tat ");
    }

    @Test
    void namesTheExpectedNamespaceForAWrongRoot() {
        int exit = run("validate", example("offers/invalid/wrong-namespace.xml"));

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).contains("expected namespace http://schemas.ggf.org/graap/2007/03/ws-agreement");
    }

    @Test
    void printsOneJsonDocumentWithJson() throws IOException {
        String valid = example("offers/valid/librasla-job-offer.xml");
        String unknown = example("offers/invalid/librasla-job-unknown-variable.xml");

        int exit = run("validate", "--json", valid, unknown, "--template", example("templates/librasla-job.xml"));

        assertThat(exit).isEqualTo(1);
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json).hasSize(2);
        assertThat(json.get(0).get("file").asText()).isEqualTo(valid);
        assertThat(json.get(0).get("valid").asBoolean()).isTrue();
        assertThat(json.get(0).get("problems")).isEmpty();
        JsonNode problem = json.get(1).get("problems").get(0);
        assertThat(json.get(1).get("valid").asBoolean()).isFalse();
        assertThat(problem.get("line").asInt()).isEqualTo(lineOf(unknown, "name=\"utility\""));
        assertThat(problem.get("column").asInt()).isPositive();
        assertThat(problem.get("message").asText()).contains("penalty_rate");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void anUnusableTemplateIsAUsageError() {
        int exit = run("validate", example("offers/valid/hpc-job-offer.xml"), "--template", example("offers/invalid/malformed.xml"));

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("--template").contains("malformed XML");
    }

    @Test
    void noFileIsAUsageError() {
        int exit = run("validate");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("Missing required parameter").contains("FILE");
    }

    @Test
    void everyExampleTemplateIsValid() throws IOException {
        try (var templates = Files.list(Path.of(example("templates")))) {
            String[] args = java.util.stream.Stream.concat(java.util.stream.Stream.of("validate"),
                    templates.map(Path::toString).sorted()).toArray(String[]::new);

            assertThat(run(args)).isZero();
        }
    }

    private static int lineOf(String file, String marker) {
        try {
            java.util.List<String> lines = Files.readAllLines(Path.of(file));
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).contains(marker)) {
                    return i + 1;
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        throw new IllegalArgumentException(marker + " not in " + file);
    }
}
