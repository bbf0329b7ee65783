package org.accord.provider.execution.slurm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where the backend finds jobs squeue has forgotten: accounting first, the completion log second, over answers
 * captured from 22.05.8 ({@code 22.05/sacct.txt} and {@code 22.05/jobcomp.log}, whose jobs share ids 1 and 2).
 */
class JobHistoryTest {
    private static final List<String> SACCT = List.of("sacct");
    private static final String US = "\u001f";
    @TempDir
    Path dir;

    @Test
    void takesAJobsEndFromAccountingBeforeTheCompletionLog() throws Exception {
        JobHistory history = JobHistory.of(new Recorded(true, sacct(), Optional.of(completionLog())), "root");

        Map<Long, SlurmJob> found = history.find(Map.of(1L, "agr-ok", 2L, "agr-fail"));

        assertThat(found.get(1L).endTime()).as("sacct's end, not the log's").isEqualTo(sacct().get(0).endTime());
        assertThat(found.get(2L).exitCode()).isEqualTo(3);
        assertThat(history.describe()).startsWith("Slurm's accounting (sacct) and the job completion log");
    }

    @Test
    void aRecordAccountingHasNotEndedYetGivesWayToAnEndedOneInTheCompletionLog() throws Exception {
        SlurmJob running = SacctText.jobs(SACCT, String.join(US, "3", "agr-run", "RUNNING", "None",
                "2026-11-27T20:46:51", "Unknown", "0:0", "", "2")).get(0);
        JobHistory history = JobHistory.of(new Recorded(true, List.of(running), Optional.of(completionLog())), "root");

        assertThat(history.find(Map.of(3L, "agr-run")).get(3L).state()).isEqualTo("TIMEOUT");
        assertThat(JobHistory.of(new Recorded(true, List.of(running), Optional.empty()), "root")
                .find(Map.of(3L, "agr-run")).get(3L).ended()).as("nothing better: the record as it is").isFalse();
    }

    @Test
    void withoutAccountingOnlyTheCompletionLogIsReadAndWithoutEitherNothingIsFound() throws Exception {
        JobHistory logOnly = JobHistory.of(new Recorded(false, sacct(), Optional.of(completionLog())), "root");
        JobHistory neither = JobHistory.of(new Recorded(false, sacct(), Optional.empty()), "root");

        assertThat(logOnly.find(Map.of(1L, "agr-ok", 6L, "agr-sig"))).containsOnlyKeys(1L);
        assertThat(neither.find(Map.of(1L, "agr-ok"))).isEmpty();
        assertThat(neither.named("agr-ok", Set.of())).isEmpty();
        assertThat(neither.describe()).startsWith("no accounting").contains("no job completion log");
    }

    @Test
    void findsTheLatestJobOfANameLeavingOutTheOnesTheProviderReplaced() {
        List<SlurmJob> twice = SacctText.jobs(SACCT, String.join("\n",
                String.join(US, "7", "agr-x", "CANCELLED by 0", "None", "None", "2026-11-29T08:55:11", "0:0", "", "2"),
                String.join(US, "9", "agr-x", "COMPLETED", "None", "2026-11-29T08:56:00", "2026-11-29T08:57:00", "0:0",
                        "agr-x", "4")));
        JobHistory history = JobHistory.of(new Recorded(true, twice, Optional.empty()), "root");

        assertThat(history.named("agr-x", Set.of())).get().extracting(SlurmJob::id).isEqualTo(9L);
        assertThat(history.named("agr-x", Set.of(9L))).get().extracting(SlurmJob::id).isEqualTo(7L);
    }

    @Test
    void accountingThatDoesNotAnswerIsAFailureNotAMissingJob() {
        JobHistory history = JobHistory.of(new Recorded(true, null, Optional.empty()), "root");

        assertThatThrownBy(() -> history.find(Map.of(1L, "agr-ok"))).isInstanceOf(SlurmCommandException.class)
                .hasMessageContaining("Problem talking to the database");
    }

    private static List<SlurmJob> sacct() {
        return SacctText.jobs(SACCT, SlurmDialectTest.fixture("22.05/sacct.txt"));
    }

    private Path completionLog() throws Exception {
        Path log = dir.resolve("jobcomp.log");
        Files.writeString(log, SlurmDialectTest.fixture("22.05/jobcomp.log"));
        return log;
    }

    /** Slurm's recorded answers: accounting ({@code null}: slurmdbd does not answer) and the completion log. */
    private record Recorded(boolean accounting, List<SlurmJob> accounted, Optional<Path> completionLog)
            implements SlurmApi {
        @Override
        public List<SlurmJob> accountedJobs(Collection<Long> ids, Optional<String> user) {
            return answer().stream().filter(j -> ids.contains(j.id())).toList();
        }

        @Override
        public List<SlurmJob> accountedJobsNamed(Collection<String> names, Optional<String> user) {
            return answer().stream().filter(j -> names.contains(j.name())).toList();
        }

        private List<SlurmJob> answer() {
            if (accounted == null) {
                throw new SlurmCommandException(SACCT, "sacct: error: Problem talking to the database: Connection refused");
            }
            return accounted;
        }

        @Override
        public String describe() {
            return "recorded answers";
        }

        @Override
        public SlurmRelease release() {
            return new SlurmRelease(22, 5, 8);
        }

        @Override
        public String layout() {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<SlurmNode> nodes() {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<SlurmJob> jobs(Collection<Long> ids, Optional<String> user) {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<SlurmJob> jobsNamed(Collection<String> names, Optional<String> user) {
            throw new UnsupportedOperationException();
        }

        @Override
        public String defaultUser() {
            return "root";
        }

        @Override
        public long submit(JobSubmission job) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void cancel(long jobId) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void createReservation(ReservationRequest request) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void moveReservation(ReservationRequest request) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean deleteReservation(String name) {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<SlurmReservation> reservations() {
            throw new UnsupportedOperationException();
        }
    }
}
