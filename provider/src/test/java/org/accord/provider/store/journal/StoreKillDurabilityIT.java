package org.accord.provider.store.journal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.accord.agreement.AgreementState;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

import org.accord.provider.store.AgreementRecord;

/**
 * An acknowledged agreement survives {@code kill -9}: a child JVM stores agreements (and moves every other
 * one to Observed) in the journaled embedded store and prints each id once its writes returned; it is
 * killed without warning mid-stream, and the reopened store must hold every id the child printed, in the
 * state it printed it in. Once with no flush at all (everything is recovered from the journal alone), once
 * flushing every 5 ms (the kill lands while records move between journal and database).
 */
class StoreKillDurabilityIT {

    private static final int KILL_AFTER = 150;

    @TempDir
    Path dataDir;

    @ParameterizedTest(name = "flush every {0} ms")
    @ValueSource(longs = {86_400_000, 5})
    void everyAcknowledgedAgreementSurvivesAKilledJvm(long flushMillis) throws Exception {
        Process child = new ProcessBuilder(javaExecutable(), "-cp", System.getProperty("java.class.path"),
                StoreWriterProcess.class.getName(), dataDir.toString(), Long.toString(flushMillis))
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        List<String> acknowledged = new ArrayList<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            assertThat(out.readLine()).isEqualTo("open");
            readIds(out, acknowledged, KILL_AFTER);
            // SIGKILL through the handle: Process.destroyForcibly would also close our end of the pipe,
            // losing the ids the child printed after the last read
            child.toHandle().destroyForcibly();
            assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
            readIds(out, acknowledged, Integer.MAX_VALUE);
        }

        try (JournaledAgreementStore reopened = JournaledAgreementStore.open(dataDir)) {
            List<String> stored = reopened.list().stream().map(AgreementRecord::agreementId).toList();
            assertThat(acknowledged).hasSizeGreaterThanOrEqualTo(KILL_AFTER);
            assertThat(stored).containsAll(acknowledged);
            for (int i = 0; i < acknowledged.size(); i += 2) {
                assertThat(reopened.find("k-" + i).orElseThrow().state()).isEqualTo(AgreementState.OBSERVED);
            }
        }
    }

    private static void readIds(BufferedReader out, List<String> ids, int until) throws IOException {
        String line;
        while (ids.size() < until && (line = out.readLine()) != null) {
            ids.add(line);
        }
    }

    private static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
