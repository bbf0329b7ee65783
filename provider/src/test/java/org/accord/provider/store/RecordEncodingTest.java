package org.accord.provider.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Random;

import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTermState;
import org.accord.agreement.ServiceTermState;

import org.accord.provider.admission.Allocation;
import org.accord.provider.admission.DeadlineAllocation;
import org.accord.provider.admission.ReservationAllocation;
import org.junit.jupiter.api.Test;

class RecordEncodingTest {

    @Test
    void aDeadlineAllocationIsStoredAsTheFirstReleaseWroteIt() {
        Allocation deadline = new DeadlineAllocation(7200, List.of("node-3", "node-4"), 2, 9000.5);

        String json = RecordEncoding.allocation(deadline);

        assertThat(json).isEqualTo("{\"kind\":\"DEADLINE\",\"created\":7200.0,\"nodes\":[\"node-3\",\"node-4\"],"
                + "\"dueTime\":9000.5,\"processors\":[],\"cpus\":2,\"startHours\":2.0,\"reservedHours\":0.0,"
                + "\"agreedHours\":0.0}");
        assertThat(RecordEncoding.allocation(json)).isEqualTo(deadline);
    }

    @Test
    void aReservationAllocationKeepsItsProcessorsAndHoursAndStoresItsPlannedFinishAsDueTime() {
        Allocation reservation = new ReservationAllocation(3600, List.of("node-0"), List.of(0, 1), 2, 2.0, 3.0, 2.5);

        String json = RecordEncoding.allocation(reservation);

        assertThat(json).contains("\"kind\":\"RESERVATION\"").contains("\"dueTime\":16200.0")
                .contains("\"processors\":[0,1]");
        assertThat(RecordEncoding.allocation(json)).isEqualTo(reservation);
        assertThat(reservation.plannedStart()).isEqualTo(7200.0);
        assertThat(reservation.plannedFinish()).isEqualTo(16200.0);
    }

    @Test
    void everyFieldReadsBackAsItWasWrittenWhateverItsTextAndNumbers() {
        Random random = new Random(14);
        for (int round = 0; round < 2000; round++) {
            Map<String, ServiceTermState> terms = new LinkedHashMap<>();
            List<GuaranteeOutcome> outcomes = new ArrayList<>();
            for (int i = random.nextInt(4); i > 0; i--) {
                terms.put(text(random), ServiceTermState.values()[random.nextInt(ServiceTermState.values().length)]);
                outcomes.add(new GuaranteeOutcome(text(random),
                        GuaranteeTermState.values()[random.nextInt(GuaranteeTermState.values().length)],
                        maybe(random), random.nextBoolean() ? Optional.of(text(random)) : Optional.empty(),
                        maybe(random), maybe(random)));
            }
            List<String> nodes = new ArrayList<>();
            List<Integer> processors = new ArrayList<>();
            for (int i = random.nextInt(4); i > 0; i--) {
                nodes.add(text(random));
                processors.add(random.nextInt(1000) - 10);
            }
            Allocation allocation = random.nextBoolean()
                    ? new DeadlineAllocation(number(random), nodes, 1 + random.nextInt(64), number(random))
                    : new ReservationAllocation(number(random), nodes, processors, 1 + random.nextInt(64),
                            number(random), number(random), number(random));

            assertThat(RecordEncoding.serviceTerms(RecordEncoding.serviceTerms(terms))).isEqualTo(terms);
            assertThat(RecordEncoding.guarantees(RecordEncoding.guarantees(outcomes))).isEqualTo(outcomes);
            assertThat(RecordEncoding.allocation(RecordEncoding.allocation(allocation))).isEqualTo(allocation);
        }
    }

    /**
     * The text stores already hold (the first release's, which the journal and the database columns keep):
     * escapes as Jackson writes them (quote, backslash, control characters; nothing else), absent values as
     * null, non-finite numbers as strings. Written the same, and read back.
     */
    @Test
    void guaranteesAndServiceTermsAreWrittenAsStoresAlreadyHoldThem() {
        String name = "g \"1\"\\\n\u0001\u00e9\u2028";
        List<GuaranteeOutcome> outcomes = List.of(
                new GuaranteeOutcome(name, GuaranteeTermState.FULFILLED, OptionalDouble.of(12.5), Optional.of("s"),
                        OptionalDouble.of(7200), OptionalDouble.empty()),
                new GuaranteeOutcome("h", GuaranteeTermState.NOT_DETERMINED, OptionalDouble.empty(), Optional.empty(),
                        OptionalDouble.empty(), OptionalDouble.empty()));
        Map<String, ServiceTermState> terms = new LinkedHashMap<>();
        terms.put(name, ServiceTermState.PROCESSING);
        terms.put("job", ServiceTermState.NOT_READY);

        String guarantees = "[{\"name\":\"g \\\"1\\\"\\\\\\n\\u0001\u00e9\u2028\",\"state\":\"Fulfilled\",\"value\":12.5,"
                + "\"unit\":\"s\",\"finish\":7200.0,\"delay\":null},{\"name\":\"h\",\"state\":\"NotDetermined\","
                + "\"value\":null,\"unit\":null,\"finish\":null,\"delay\":null}]";
        String serviceTerms = "{\"g \\\"1\\\"\\\\\\n\\u0001\u00e9\u2028\":\"Processing\",\"job\":\"NotReady\"}";
        assertThat(RecordEncoding.guarantees(outcomes)).isEqualTo(guarantees);
        assertThat(RecordEncoding.serviceTerms(terms)).isEqualTo(serviceTerms);
        assertThat(RecordEncoding.guarantees(guarantees)).isEqualTo(outcomes);
        assertThat(RecordEncoding.serviceTerms(serviceTerms)).isEqualTo(terms);
    }

    @Test
    void nonFiniteValuesAreWrittenAsStringsAndReadBack() {
        List<GuaranteeOutcome> outcomes = List.of(new GuaranteeOutcome("g", GuaranteeTermState.VIOLATED,
                OptionalDouble.of(Double.NaN), Optional.empty(), OptionalDouble.of(Double.POSITIVE_INFINITY),
                OptionalDouble.of(Double.NEGATIVE_INFINITY)));

        String json = RecordEncoding.guarantees(outcomes);

        assertThat(json).isEqualTo("[{\"name\":\"g\",\"state\":\"Violated\",\"value\":\"NaN\",\"unit\":null,"
                + "\"finish\":\"Infinity\",\"delay\":\"-Infinity\"}]");
        assertThat(RecordEncoding.guarantees(json)).isEqualTo(outcomes);
    }

    /** Names with what JSON must escape: quotes, backslashes, control characters, and non-ASCII it must not. */
    private static String text(Random random) {
        String alphabet = "ab-_.:/ \"\\\n\r\t\b\f\u0000\u0001\u001f\u007f\u00e9\u20ac\u2028\ud83d\ude00<>&'";
        StringBuilder text = new StringBuilder();
        for (int i = 1 + random.nextInt(12); i > 0; i--) {
            text.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return text.toString();
    }

    private static double number(Random random) {
        return switch (random.nextInt(5)) {
            case 0 -> random.nextInt(100_000);
            case 1 -> random.nextDouble() * 1e6;
            case 2 -> -random.nextDouble();
            case 3 -> random.nextDouble() * 1e-9;
            default -> random.nextLong() * 1e10;
        };
    }

    private static OptionalDouble maybe(Random random) {
        return random.nextInt(4) == 0 ? OptionalDouble.empty() : OptionalDouble.of(number(random));
    }
}
