package org.accord.provider.execution.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a restarted provider learns from its record of submissions and from Slurm's completion log. */
class SubmissionLogTest {
    @TempDir
    Path dir;

    @Test
    void aReopenedLogKnowsEachLiveAgreementsJobAndWhichSubmissionWasUnderWayAndForgetsEndedOnes() {
        Path file = dir.resolve("slurm-submissions.log");
        try (SubmissionLog log = SubmissionLog.open(file)) {
            log.submitting("a");
            log.submitted("a", 17);
            log.submitting("b");
            log.submitting("c");
            log.submitted("c", 18);
            log.ended("c");
        }

        try (SubmissionLog reopened = SubmissionLog.open(file)) {
            assertThat(reopened.entry("a")).contains(new SubmissionLog.Entry("a", Optional.of(17L)));
            assertThat(reopened.entry("b")).contains(new SubmissionLog.Entry("b", Optional.empty()));
            assertThat(reopened.entry("c")).isEmpty();
            assertThat(reopened.entry("never-submitted")).isEmpty();
        }
    }

    @Test
    void aJobCancelledForAReplanIsRememberedAsReplacedSoARestartSubmitsItsSuccessorAndNeverFollowsIt() throws IOException {
        Path file = dir.resolve("slurm-submissions.log");
        try (SubmissionLog log = SubmissionLog.open(file)) {
            log.submitting("a");
            log.submitted("a", 17);
            log.replaced("a", 17);
        }
        try (SubmissionLog reopened = SubmissionLog.open(file)) {
            assertThat(reopened.entry("a")).as("died between the cancel and the next sbatch: nothing to follow")
                    .contains(new SubmissionLog.Entry("a", Optional.empty(), false, Set.of(17L)));
            reopened.submitting("a");
            assertThat(reopened.entry("a")).contains(new SubmissionLog.Entry("a", Optional.empty(), true, Set.of(17L)));
            reopened.submitted("a", 21);
        }
        try (SubmissionLog reopened = SubmissionLog.open(file)) {
            assertThat(reopened.entry("a")).contains(new SubmissionLog.Entry("a", Optional.of(21L), false, Set.of(17L)));
        }
        assertThat(Files.readAllLines(file)).containsExactly("replaced a 17", "submitted a 21");
    }

    @Test
    void aLineTornByAKillIsIgnoredAndTheLogIsCompactedOnOpen() throws IOException {
        Path file = dir.resolve("slurm-submissions.log");
        Files.writeString(file, "submitting a\nsubmitted a 17\nsubmitting b\nended b\nsubmitted d 9\nsubmitted a 1");

        try (SubmissionLog log = SubmissionLog.open(file)) {
            assertThat(log.entries()).as("the last line has no newline: torn (job 1 may be 17's first digits)")
                    .containsExactly(new SubmissionLog.Entry("a", Optional.of(17L)),
                            new SubmissionLog.Entry("d", Optional.of(9L)));
        }
        assertThat(Files.readAllLines(file)).containsExactly("submitted a 17", "submitted d 9");
    }

    @Test
    void slurms22_05CompletionLogGivesAForgottenJobsStateTimesAndExitCodeByIdOrByName() throws IOException {
        Path log = dir.resolve("jobcomp.log");
        Files.writeString(log, SlurmDialectTest.fixture("22.05/jobcomp.log"));
        CompletionRecords records = new CompletionRecords(Optional.of(log), ZoneOffset.UTC);

        SlurmJob failed = records.find(Optional.of(2L), "ignored").orElseThrow();
        assertThat(failed.state()).isEqualTo("FAILED");
        assertThat(failed.exitCode()).isEqualTo(3);
        assertThat(failed.startTime()).contains(Instant.parse("2026-11-27T20:46:51Z"));
        SlurmJob ok = records.find(Optional.empty(), "agr-ok").orElseThrow();
        assertThat(ok.id()).isEqualTo(1);
        assertThat(ok.succeeded()).isTrue();
        assertThat(ok.endTime()).isPresent();
        assertThat(records.find(Optional.of(3L), "").orElseThrow().state()).isEqualTo("TIMEOUT");
        assertThat(records.find(Optional.of(99L), "")).isEmpty();
        assertThat(new CompletionRecords(Optional.empty(), ZoneOffset.UTC).find(Optional.of(1L), "agr-ok")).isEmpty();
    }
}
