package org.accord.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/**
 * {@code ./accord bench recovery} runs end to end: the provider command in child JVMs, loaded, killed with
 * SIGKILL and restarted on its data directory, beside a fresh start (a short load and one kill; the figures come
 * from running the command itself).
 */
class RecoveryBenchIT {

    @Test
    void killsALoadedProviderRestartsItOnItsDataAndPrintsTheTimeToReadyBesideAFreshStart() {
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        PrintStream out = System.out;
        System.setOut(new PrintStream(text, true, StandardCharsets.UTF_8));
        int exit;
        try {
            exit = AccordCli.commandLine(new PrintWriter(new StringWriter(), true), new PrintWriter(new StringWriter(), true))
                    .execute("bench", "recovery", "2", "1", "2");
        } finally {
            System.setOut(out);
        }

        String printed = text.toString(StandardCharsets.UTF_8);
        assertThat(exit).as(printed).isZero();
        assertThat(printed)
                .containsPattern("round 1: \\d+ creates in 2 s \\(\\d+/s, \\d+ admitted\\); killed with \\d+ journal segments")
                .containsPattern("ready again in \\d+ ms \\(CPU \\d+ ms\\)")
                .containsPattern("recovery: median ready after kill -9 under load \\d+ ms \\(target <= 5000\\);"
                        + " baseline, fresh start \\d+ ms");
    }
}
