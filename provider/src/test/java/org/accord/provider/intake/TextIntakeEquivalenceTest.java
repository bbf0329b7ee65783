package org.accord.provider.intake;

import static org.accord.provider.intake.IntakeFixture.intake;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.accord.provider.agreement.Offers;
import org.accord.provider.fault.FaultException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * An offer received as text is read in one validating pass and checked as SOAP's validated offers are, falling
 * back to the reading with positions when anything is wrong ({@link OfferIntake#receive(String)}): pinned here
 * to that reading alone, which was the text path before. Every example offer, valid or not, and the variants
 * the tests send get the same checked offer (offer id, terms, kind) or the same fault, word for word.
 */
class TextIntakeEquivalenceTest {

    private final OfferIntake intake = intake(false);

    static Stream<String> offers() throws IOException {
        List<String> offers = new ArrayList<>();
        for (String dir : List.of("valid", "invalid")) {
            try (Stream<Path> files = Files.list(Path.of("..", "examples", "offers", dir))) {
                files.sorted().forEach(file -> offers.add(Offers.read(dir + "/" + file.getFileName())));
            }
        }
        offers.addAll(List.of(Offers.librasla("one pass"), Offers.hardLibrasla("hard"), Offers.hpc("hpc"),
                Offers.expiredLibrasla("expired"), Offers.librasla("chained", 40),
                Offers.librasla("unqualified").replace("wsag:Name=", "Name=").replace("wsag:ServiceName=", "ServiceName="),
                Offers.librasla("a constraint broken").replaceFirst("<accord:CpuCount>\\d+<", "<accord:CpuCount>500<"),
                Offers.librasla("not an offer").replace("wsag:AgreementOffer", "wsag:Template")));
        return offers.stream();
    }

    @ParameterizedTest
    @MethodSource("offers")
    void theOnePassAndThePositionedReadingAgree(String offer) {
        assertThat(outcome(() -> intake.receive(offer)))
                .isEqualTo(outcome(() -> intake.receiveWithPositions(offer.getBytes(StandardCharsets.UTF_8), Optional.empty())));
    }

    private static String outcome(java.util.function.Supplier<CheckedOffer> receive) {
        try {
            CheckedOffer checked = receive.get();
            return checked.offerId() + " " + checked.kind() + " " + checked.offer() + " " + checked.terms();
        } catch (FaultException e) {
            return e.reason() + ": " + e.getMessage();
        }
    }
}
