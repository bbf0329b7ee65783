package org.accord.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.accord.examples.LocalProvider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import picocli.CommandLine;

/**
 * Issue #18 item 5: {@code ./accord client create --file X} run twice against the real provider (each run a
 * fresh command and client, as two runs of the launcher) makes one agreement, not two.
 */
class ClientCreateRerunIT {

    private static LocalProvider provider;

    @BeforeAll
    static void start() {
        provider = LocalProvider.start(128, 600);
    }

    @AfterAll
    static void stop() {
        provider.close();
    }

    @Test
    void creatingFromTheSameOfferFileTwiceReturnsTheSameAgreement(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("offer.xml");
        Files.copy(Path.of("offers", "valid", "librasla-job-offer.xml"), file);

        JsonNode first = create(file);
        JsonNode second = create(file);

        assertThat(first.get("state").asText()).isEqualTo("Observed");
        assertThat(second.get("agreementId").asText()).isEqualTo(first.get("agreementId").asText());
        assertThat(second.get("state").asText()).isEqualTo("Observed");
    }

    @Test
    void aChangedOfferFileMakesAnotherAgreement(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("offer.xml");
        String offer = Files.readString(Path.of("offers", "valid", "librasla-job-offer.xml"));
        Files.writeString(file, offer.replace("<wsag:Name>Protein folding batch</wsag:Name>",
                "<wsag:Name>Protein folding batch 2</wsag:Name>"));
        JsonNode first = create(file);
        Files.writeString(file, offer.replace("<wsag:Name>Protein folding batch</wsag:Name>",
                "<wsag:Name>Protein folding batch 3</wsag:Name>"));

        assertThat(create(file).get("agreementId").asText()).isNotEqualTo(first.get("agreementId").asText());
    }

    private static JsonNode create(Path file) throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine command = AccordCli.commandLine(new PrintWriter(out, true), new PrintWriter(err, true));
        int exit = command.execute("client", "--url", provider.url(), "--json", "create", "--file", file.toString());
        assertThat(exit).as(err::toString).isZero();
        return new ObjectMapper().readTree(out.toString());
    }
}
