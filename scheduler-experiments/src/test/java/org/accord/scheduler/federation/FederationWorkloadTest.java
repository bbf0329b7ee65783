package org.accord.scheduler.federation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.accord.scheduler.workload.SwfRecord;
import org.accord.scheduler.workload.SwfTrace;
import org.junit.jupiter.api.Test;

class FederationWorkloadTest {

    private static SwfRecord record(long number, long submit, long runtime, long procs) {
        return new SwfRecord(number, submit, 0, runtime, procs, -1, -1, procs, -1, -1, 1, 1, 1, 1, 1, 1, -1, -1);
    }

    private final SwfTrace trace = new SwfTrace("KTH-SP2.swf", Map.of(), 100, List.of(
            record(7, 1000, 50, 2), record(8, 1000 + 86_400, 80, 1), record(9, 1000 + 4 * 86_400, 10, 1)));
    private final Provider kth = new Provider("KTH-SP2", 100, 900, 5.12);

    @Test
    void takesTheFirstDaysFromTimeZeroWithDeadlineAndBudgetTwiceTheNeedsAtHome() {
        List<FederationJob> jobs = FederationWorkload.paperDefaults().jobs(trace, kth);

        assertThat(jobs).extracting(FederationJob::id).containsExactly("KTH-SP2:7", "KTH-SP2:8");
        FederationJob first = jobs.get(0);
        assertThat(first.job().submitTime()).isZero();
        assertThat(first.job().runtime()).isEqualTo(50 * 0.9);
        assertThat(kth.executionTime(first.job().runtime())).isEqualTo(50, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(first.deadline()).isEqualTo(2 * kth.executionTime(first.job().runtime()));
        assertThat(first.job().budget()).isEqualTo(2 * kth.cost(first.job().runtime(), 2));
        assertThat(jobs.get(1).job().submitTime()).isEqualTo(86_400);
    }

    @Test
    void keepsAtMostTheGivenNumberOfJobs() {
        assertThat(FederationWorkload.paperDefaults().withMaxJobs(1).jobs(trace, kth)).hasSize(1);
    }
}
