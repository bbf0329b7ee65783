package org.accord.provider.execution.slurm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Slurm 22.05's squeue text and scontrol's exit code, as captured from 22.05.8. */
class SqueueTextTest {
    private static final List<String> COMMAND = List.of("squeue", "--format=" + SqueueText.FORMAT);
    private static final String US = "\u001f";

    @Test
    void readsRunningPendingAndEndedJobs() {
        String text = String.join("\n",
                String.join(US, "1", "agr-1", "agr-1", "RUNNING", "None", "2026-11-28T03:59:25", "2026-11-28T04:09:25",
                        "(null)", "1"),
                String.join(US, "2", "wrap", "(null)", "PENDING", "JobHeldUser", "N/A", "N/A", "(null)", "4"),
                String.join(US, "3", "agr-3", "agr-3", "FAILED", "NonZeroExitCode", "2026-11-28T03:59:25",
                        "2026-11-28T03:59:27", "agr-3", "2"), "");

        List<SlurmJob> jobs = SqueueText.jobs(COMMAND, text);

        assertThat(jobs).hasSize(3);
        assertThat(jobs.get(0).running()).isTrue();
        assertThat(jobs.get(0).startTime()).contains(Instant.parse("2026-11-28T03:59:25Z"));
        assertThat(jobs.get(0).endTime()).as("a running job's projected end is not an end").isEmpty();
        assertThat(jobs.get(1).comment()).isEmpty();
        assertThat(jobs.get(1).startTime()).isEmpty();
        assertThat(jobs.get(1).cpus()).isEqualTo(4);
        assertThat(jobs.get(2).ended()).isTrue();
        assertThat(jobs.get(2).endTime()).contains(Instant.parse("2026-11-28T03:59:27Z"));
        assertThat(jobs.get(2).reservation()).isEqualTo("agr-3");
    }

    @Test
    void refusesALineThatIsNotAJob() {
        assertThatThrownBy(() -> SqueueText.jobs(COMMAND, "squeue: error: something"))
                .isInstanceOf(SlurmCommandException.class).hasMessageContaining("instead of 9");
    }

    @Test
    void readsTheExitCodeAndSignalOfScontrol() {
        assertThat(SqueueText.exitStatus("JobId=3 JobState=FAILED Reason=NonZeroExitCode ExitCode=1:0 RunTime=00:00:02"))
                .contains(256);
        assertThat(SqueueText.exitStatus("JobId=4 JobState=CANCELLED ExitCode=0:15")).contains(15);
        assertThat(SqueueText.exitStatus("JobId=5 JobState=COMPLETED")).isEqualTo(Optional.empty());
    }

    @Test
    void readsCodeAndSignalAsTheWaitStatusTheyWerePrintedFromWhicheverCommandPrintedThem() {
        assertThat(SqueueText.waitStatus("2:0")).isEqualTo(512);
        assertThat(SqueueText.waitStatus(" 0:9")).isEqualTo(9);
        assertThat(SqueueText.waitStatus("1:15")).isEqualTo(256 + 15);
        assertThat(SqueueText.exitStatus("JobId=6 ExitCode=1:15")).contains(SqueueText.waitStatus("1:15"));
        SlurmJob signalled = new SlurmJob(6, "a", "a", "CANCELLED", "", Optional.empty(), Optional.empty(),
                SqueueText.waitStatus("1:15"), "", 1);
        assertThat(signalled.exitCode()).isEqualTo(-1);
        assertThat(signalled.succeeded()).isFalse();
        assertThat(signalled.failure()).endsWith("signal 15)");
        assertThatThrownBy(() -> SqueueText.waitStatus("x:1")).isInstanceOf(NumberFormatException.class);
    }
}
