package org.accord.benchmark.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/** The benchmark runs end to end with its child JVMs (a short write; the figures come from running its main). */
class StoreRecoveryBenchmarkIT {

    @Test
    void opensAKilledWritersStoreAndACleanlyClosedOneAndPrintsBothWithTheirRatio() {
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        PrintStream out = System.out;
        System.setOut(new PrintStream(text, true, StandardCharsets.UTF_8));
        try {
            StoreRecoveryBenchmark.benchmark(2, 300, 1);
        } finally {
            System.setOut(out);
        }

        String printed = text.toString(StandardCharsets.UTF_8);
        assertThat(printed).containsPattern("killed writer: \\d+ agreements in 2 s; \\d+ journal segments")
                .containsPattern("round 0: open after the kill \\d+ ms, after a clean close \\d+ ms")
                .containsPattern("recovery: median open after the kill \\d+ ms; baseline, open after a clean close \\d+ ms");
    }
}
