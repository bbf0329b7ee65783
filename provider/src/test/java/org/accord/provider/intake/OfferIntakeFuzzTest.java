package org.accord.provider.intake;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

import org.accord.document.Documents;
import org.accord.provider.fault.FaultException;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.template.TemplateRegistry;
import org.accord.validation.DocumentValidator;
import org.junit.jupiter.api.Test;

/**
 * Mutated example offers through the provider's intake: each is either received or refused with a
 * {@link FaultException} whose message carries no Java exception text; nothing else escapes. Mutations
 * replace Accord values with hostile ones (0, -1, 400 digits, 1e308, NaN, MAYBE, huge and tiny numbers),
 * insert or delete characters, and duplicate or drop elements. No case may take longer than the provider's
 * request-time limit ({@code limits.request.millis}, default 10 s), the time a request may take before it is
 * refused. {@value #DEFAULT_CASES} cases in {@code mvn -B verify}; the nightly-sized run is
 * {@code -Daccord.fuzz.offers=100000}; {@code -Daccord.fuzz.seed=N} repeats one. Cases run in parallel on
 * every core, each from its own random generator seeded by the run's seed and its number, so a run is the
 * same whatever the scheduling.
 */
class OfferIntakeFuzzTest {

    static final int DEFAULT_CASES = 10_000;

    private static final Documents DOCUMENTS = Documents.standard();
    private static final OfferIntake INTAKE = new OfferIntake(TemplateRegistry.builtIn(DOCUMENTS), DOCUMENTS,
            new DocumentValidator(DOCUMENTS), false);
    private static final String[] VALUES = {"0", "-1", "9".repeat(400), "1e308", "NaN", "INF", "MAYBE", "", " ",
        "1.5", "-0", "4e-320", "0x10", "&amp;", "<x/>", "budget / 0", "sqrt(-1)", "exp(100000)"};

    @Test
    void everyMutatedOfferIsReceivedOrRefusedWithACleanFault() {
        int cases = Integer.getInteger("accord.fuzz.offers", DEFAULT_CASES);
        long seed = Long.getLong("accord.fuzz.seed", 18);
        String[] offers = {Offers.librasla(), Offers.hpc()};
        long limitNanos = ProviderSettings.defaults().requestLimits().requestTime().toNanos();
        long[] outcomes = IntStream.range(0, cases).parallel().mapToLong(i -> {
            SplittableRandom random = new SplittableRandom(seed * 1_000_003L + i);
            String offer = mutate(offers[random.nextInt(offers.length)].replaceFirst("<wsag:Name>[^<]*",
                    "<wsag:Name>fuzz " + i), random);
            long start = System.nanoTime();
            boolean refused = false;
            try {
                INTAKE.receive(offer);
            } catch (FaultException e) {
                refused = true;
                assertThat(e.getMessage()).as(offer).doesNotContain("Exception").doesNotContain("java.")
                        .doesNotContain("Cannot invoke").doesNotContain("For input string");
            }
            long took = System.nanoTime() - start;
            assertThat(took).as("intake time of %s", offer).isLessThan(limitNanos);
            return took << 1 | (refused ? 1 : 0);
        }).toArray();
        long refused = Arrays.stream(outcomes).filter(o -> (o & 1) == 1).count();
        long slowest = Arrays.stream(outcomes).map(o -> o >> 1).max().orElse(0);
        System.out.printf("offer intake fuzz: %d cases, %d refused, slowest %.1f ms%n", cases, refused, slowest / 1e6);
        assertThat(refused).isPositive().isLessThan(cases);
    }

    private static String mutate(String offer, SplittableRandom random) {
        StringBuilder text = new StringBuilder(offer);
        for (int m = random.nextInt(1, 3); m > 0; m--) {
            switch (random.nextInt(4)) {
                case 0 -> replaceValue(text, random);
                case 1 -> text.insert(random.nextInt(text.length()), "<>&\"'x9-. /".charAt(random.nextInt(11)));
                case 2 -> text.deleteCharAt(random.nextInt(text.length()));
                default -> duplicateLine(text, random);
            }
        }
        return text.toString();
    }

    /** Replaces the text of a random element or attribute value with a hostile value. */
    private static void replaceValue(StringBuilder text, SplittableRandom random) {
        int from = random.nextInt(text.length());
        boolean attribute = random.nextBoolean();
        int start = text.indexOf(attribute ? "=\"" : ">", from);
        if (start < 0) {
            return;
        }
        start += attribute ? 2 : 1;
        int end = text.indexOf(attribute ? "\"" : "<", start);
        if (end > start || (end == start && !attribute)) {
            text.replace(start, end, VALUES[random.nextInt(VALUES.length)]);
        }
    }

    private static void duplicateLine(StringBuilder text, SplittableRandom random) {
        int start = text.lastIndexOf("\n", random.nextInt(text.length()));
        int end = text.indexOf("\n", start + 1);
        if (start >= 0 && end > start) {
            text.insert(end, text.substring(start, end));
        }
    }
}
