package org.accord.provider.execution.slurm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * sacct's text, as captured from 22.05.8 with slurmdbd on MariaDB ({@code 22.05/sacct.txt}: a job completed, one
 * exited 3, one cancelled while pending, a two-CPU job, one in a reservation, one killed by signal 9). 25.11.7 prints
 * these columns with the same routines; it was not captured (its build here has no MySQL storage for slurmdbd).
 */
class SacctTextTest {
    private static final List<String> COMMAND = List.of("sacct", "--format=" + SacctText.FORMAT);
    private static final String US = "\u001f";

    @Test
    void readsEndedJobsWithTheirRealTimesAndExitCodes() {
        List<SlurmJob> jobs = SacctText.jobs(COMMAND, SlurmDialectTest.fixture("22.05/sacct.txt"));

        assertThat(jobs).extracting(SlurmJob::id).containsExactly(1L, 2L, 3L, 4L, 5L, 6L);
        assertThat(jobs).allMatch(SlurmJob::ended);
        SlurmJob ok = jobs.get(0);
        assertThat(ok.succeeded()).isTrue();
        assertThat(ok.name()).isEqualTo("agr-ok");
        assertThat(ok.comment()).as("accounting keeps no comment; the name stands for it").isEqualTo("agr-ok");
        assertThat(ok.startTime()).contains(Instant.parse("2026-11-29T08:55:10Z"));
        assertThat(ok.endTime()).contains(Instant.parse("2026-11-29T08:55:12Z"));
        assertThat(jobs.get(1).succeeded()).isFalse();
        assertThat(jobs.get(1).exitCode()).isEqualTo(3);
        assertThat(jobs.get(1).failure()).contains("FAILED", "exit code 3");
        assertThat(jobs.get(3).cpus()).isEqualTo(2);
        assertThat(jobs.get(5).failure()).contains("signal 9");
    }

    @Test
    void aCancelledJobIsCancelledWhoeverCancelledIt() {
        SlurmJob cancelled = SacctText.jobs(COMMAND, SlurmDialectTest.fixture("22.05/sacct.txt")).get(2);

        assertThat(cancelled.state()).isEqualTo("CANCELLED");
        assertThat(cancelled.startTime()).as("cancelled while pending: sacct prints None").isEmpty();
        assertThat(cancelled.endTime()).contains(Instant.parse("2026-11-29T08:55:11Z"));
        assertThat(cancelled.succeeded()).isFalse();
    }

    @Test
    void aRunningJobHasNoEndYet() {
        // 22.05.8's answer for a job still running: End is Unknown
        String text = String.join(US, "4", "agr-run", "RUNNING", "None", "2026-11-29T08:55:23", "Unknown", "0:0", "", "2")
                + "\n";

        SlurmJob running = SacctText.jobs(COMMAND, text).get(0);

        assertThat(running.running()).isTrue();
        assertThat(running.ended()).isFalse();
        assertThat(running.startTime()).contains(Instant.parse("2026-11-29T08:55:23Z"));
        assertThat(running.endTime()).isEmpty();
    }

    @Test
    void anEmptyAnswerIsNoJob() {
        assertThat(SacctText.jobs(COMMAND, "")).isEmpty();
    }

    @Test
    void refusesALineThatIsNotAJob() {
        assertThatThrownBy(() -> SacctText.jobs(COMMAND, "sacct: error: Problem talking to the database"))
                .isInstanceOf(SlurmCommandException.class).hasMessageContaining("instead of 9");
        assertThatThrownBy(() -> SacctText.jobs(COMMAND, String.join(US, "12_3", "agr", "COMPLETED", "None", "", "",
                "0:0", "", "1"))).isInstanceOf(SlurmCommandException.class).hasMessageContaining("not a job");
    }
}
