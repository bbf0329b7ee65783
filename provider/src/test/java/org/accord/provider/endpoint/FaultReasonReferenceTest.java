package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.accord.agreement.FaultReason;
import org.junit.jupiter.api.Test;

/** The fault table of {@code docs/provider.md} names every reason code a fault can carry. */
class FaultReasonReferenceTest {

    private static final Path DOC = Path.of("..", "docs", "provider.md");

    @Test
    void docsProviderNamesEveryReasonCode() throws IOException {
        String doc = Files.readString(DOC, StandardCharsets.UTF_8);

        assertThat(Arrays.stream(FaultReason.values()).map(FaultReason::code))
                .as("reason codes missing from the fault table of " + DOC)
                .allSatisfy(code -> assertThat(doc).contains("`" + code + "`"));
    }
}
