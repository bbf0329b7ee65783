package org.accord.provider.execution.slurm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Slurm 22.05's {@code scontrol -o show job ID} lines, as captured from 22.05.8 through a long-lived scontrol. */
class ScontrolJobsTest {
    private static final List<String> COMMAND = List.of("scontrol", "-o", "show", "job", "1");

    @Test
    void readsRunningReservedFailedHeldAndCancelledJobs() throws IOException {
        List<SlurmJob> jobs = captured().stream().filter(ScontrolJobs::isJob).map(l -> ScontrolJobs.job(COMMAND, l))
                .toList();

        assertThat(jobs).extracting(SlurmJob::id).containsExactly(4L, 9L, 10L, 11L, 12L);
        SlurmJob running = jobs.get(0);
        assertThat(running.running()).isTrue();
        assertThat(running.name()).isEqualTo("own-3");
        assertThat(running.comment()).isEqualTo("own-3");
        assertThat(running.startTime()).contains(Instant.parse("2026-11-29T08:55:44Z"));
        assertThat(running.endTime()).as("a running job's projected end is not an end").isEmpty();
        assertThat(running.reservation()).isEmpty();
        SlurmJob reserved = jobs.get(1);
        assertThat(reserved.state()).isEqualTo("PENDING");
        assertThat(reserved.reason()).isEqualTo("Reservation");
        assertThat(reserved.reservation()).isEqualTo("agr-r1");
        assertThat(reserved.startTime()).isEmpty();
        SlurmJob failed = jobs.get(2);
        assertThat(failed.ended()).isTrue();
        assertThat(failed.succeeded()).isFalse();
        assertThat(failed.exitCode()).isEqualTo(3);
        assertThat(failed.cpus()).isEqualTo(2);
        assertThat(failed.endTime()).contains(Instant.parse("2026-11-29T08:57:10Z"));
        assertThat(failed.failure()).isEqualTo("Slurm job 10 ended FAILED (reason NonZeroExitCode, exit code 3)");
        assertThat(jobs.get(3).reason()).isEqualTo("JobHeldUser");
        assertThat(jobs.get(4).state()).isEqualTo("CANCELLED");
        assertThat(jobs.get(4).endTime()).contains(Instant.parse("2026-11-29T08:57:02Z"));
    }

    @Test
    void readsTheUserAndValuesThatHoldEqualsSignsOrAreEmpty() throws IOException {
        String line = captured().stream().filter(ScontrolJobs::isJob).findFirst().orElseThrow();

        Map<String, String> fields = ScontrolJobs.fields(line);

        assertThat(ScontrolJobs.user(line)).isEqualTo("root");
        assertThat(fields).containsEntry("TRES", "cpu=1,node=1,billing=1").containsEntry("ReqB:S:C:T", "0:0:*:*")
                .containsEntry("Power", "").containsEntry("AllocNode:Sid", "localhost:25755");
    }

    @Test
    void readsTheSignalOfAJobEndedByOne() {
        SlurmJob cancelled = ScontrolJobs.job(COMMAND, "JobId=8 JobName=own-7 UserId=alice(1000) JobState=CANCELLED"
                + " Reason=None ExitCode=0:15 StartTime=2026-11-29T08:55:44 EndTime=2026-11-29T08:57:01 NumCPUs=1-4"
                + " Comment=own-7  StdErr=/dev/null");

        assertThat(cancelled.exitCode()).isEqualTo(-1);
        assertThat(cancelled.failure()).contains("signal 15");
        assertThat(cancelled.cpus()).isEqualTo(1);
        assertThat(ScontrolJobs.user("JobId=8 UserId=alice(1000) JobState=CANCELLED")).isEqualTo("alice");
    }

    @Test
    void refusesALineThatIsNotAJob() {
        assertThatThrownBy(() -> ScontrolJobs.job(COMMAND, "JobId=x JobState=RUNNING NumCPUs=1"))
                .isInstanceOf(SlurmCommandException.class).hasMessageContaining("not a job");
        assertThatThrownBy(() -> ScontrolJobs.job(COMMAND, "JobId=3 JobState=RUNNING"))
                .isInstanceOf(SlurmCommandException.class).hasMessageContaining("not a job");
    }

    /** What a long-lived {@code scontrol -o} answered to five {@code show job} and one unknown id (22.05.8). */
    static List<String> captured() throws IOException {
        try (InputStream in = ScontrolJobsTest.class.getResourceAsStream("/slurm/22.05/scontrol-show-job.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }
}
