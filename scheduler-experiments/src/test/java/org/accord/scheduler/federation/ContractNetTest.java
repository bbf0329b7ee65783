package org.accord.scheduler.federation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.accord.scheduler.contractnet.BidOrder;
import org.accord.scheduler.contractnet.DeadlineTest;
import org.accord.scheduler.contractnet.DropReason;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;
import org.junit.jupiter.api.Test;

class ContractNetTest {

    /** Home: one processor at the reference rating. */
    private static final Provider HOME = new Provider("home", 1, 1000, 1);
    /** Away: one processor at half the rating, so jobs take twice as long. */
    private static final Provider AWAY = new Provider("away", 1, 500, 1);
    private static final List<Provider> FEDERATION = List.of(HOME, AWAY);

    private static FederationJob job(String id, double submit, double runtime, double deadline) {
        return new FederationJob(SlaJob.withSla(id, submit, runtime, 1,
                new Sla(DeadlineType.HARD, deadline, 1e9, 0)), HOME);
    }

    private static FederationResult run(String policy, double bidTime, FederationJob... jobs) {
        return new ContractNet(FEDERATION, policy, bidTime, BidOrder.OFT).run(List.of(jobs));
    }

    private static JobFate.Executed executed(FederationResult result, int index) {
        return (JobFate.Executed) result.fates().get(index);
    }

    @Test
    void fcfsSendsAJobTheBusyHomeCannotStartToTheNextContractorAtOnce() {
        FederationResult result = run("fcfs", 0.5, job("1", 0, 100, 1000), job("2", 10, 100, 400));

        assertThat(executed(result, 1).contractor()).isEqualTo(AWAY);
        assertThat(executed(result, 1).finish()).isEqualTo(210);
        assertThat(executed(result, 1).bids()).isEqualTo(2);
        assertThat(result.incentive()).isEqualTo(100 + 200);
        assertThat(result.meanResponseTime()).isEqualTo((100 + 200) / 2.0);
        assertThat(result.remote()).isEqualTo(1);
    }

    @Test
    void greedyBackfillingKeepsTheBidAndAcceptsItWhenTheHomeFrees() {
        FederationResult result = run("greedy-backfilling", 0.5, job("1", 0, 100, 1000), job("2", 10, 100, 400));

        // t_neg = 0.5 x 400 = 200, the first bid expires after 100 s (at 110); job 1 finishes at 100.
        assertThat(executed(result, 1).contractor()).isEqualTo(HOME);
        assertThat(executed(result, 1).finish()).isEqualTo(200);
        assertThat(executed(result, 1).bids()).isEqualTo(1);
        assertThat(result.remote()).isZero();
    }

    @Test
    void anExpiredBidGoesOnWithHalfTheRemainingBidTime() {
        FederationResult result = run("greedy-backfilling", 0.5, job("1", 0, 300, 1000), job("2", 10, 100, 400));

        // bid 1 at home expires at 110 (home busy until 300); bid 2 away is accepted at once: 110 + 200.
        JobFate.Executed second = executed(result, 1);
        assertThat(second.contractor()).isEqualTo(AWAY);
        assertThat(second.bids()).isEqualTo(2);
        assertThat(second.finish()).isEqualTo(310);
    }

    @Test
    void greedyBackfillingWithoutBidTimeAnswersAtOnceLikeFcfs() {
        FederationJob[] jobs = {job("1", 0, 100, 1000), job("2", 10, 100, 400), job("3", 20, 50, 60)};

        assertThat(run("greedy-backfilling", 0, jobs)).isEqualTo(run("fcfs", 0, jobs));
    }

    @Test
    void dropsAJobNoContractorCanTake() {
        // away would need 100 s > deadline 60, so it is never asked; home is busy.
        FederationResult result = run("fcfs", 0, job("1", 0, 100, 1000), job("2", 10, 50, 60));

        assertThat(result.fates().get(1)).isEqualTo(new JobFate.Dropped(job("2", 10, 50, 60), 1,
                DropReason.PROVIDERS_EXHAUSTED));
        assertThat(result.dropped()).isEqualTo(1);
        assertThat(result.executed()).isEqualTo(1);
    }

    @Test
    void incentiveIsCountedPerProvider() {
        FederationResult result = run("fcfs", 0, job("1", 0, 100, 1000), job("2", 10, 100, 400));

        assertThat(result.incentiveByProvider()).containsEntry("home", 100.0).containsEntry("away", 200.0);
        assertThat(result.meanBudgetSpent()).isEqualTo(150);
    }

    @Test
    void rejectsAJobFromOutsideTheFederation() {
        Provider stranger = new Provider("stranger", 4, 1000, 1);
        FederationJob job = new FederationJob(SlaJob.withSla("x", 0, 10, 1, new Sla(DeadlineType.HARD, 100, 1e9, 0)),
                stranger);

        assertThatThrownBy(() -> new ContractNet(FEDERATION, "fcfs", 0, BidOrder.OFT).run(List.of(job)))
                .hasMessageContaining("job x comes from a provider outside the federation: stranger");
    }

    @Test
    void acceptsOnlyTheContractNetPolicies() {
        assertThatThrownBy(() -> new ContractNet(FEDERATION, "librasla", 0, BidOrder.OFT))
                .hasMessageContaining("must be one of fcfs, fcfs-queue, greedy-backfilling: librasla");
    }

    @Test
    void fcfsWithAQueueKeepsAJobThatStillMeetsItsDeadlineBehindTheRunningOne() {
        FederationResult result = run("fcfs-queue", 0, job("1", 0, 100, 1000), job("2", 10, 100, 400));

        // home frees at 100; queued there the job finishes at 200, before its due time 410
        assertThat(executed(result, 1).contractor()).isEqualTo(HOME);
        assertThat(executed(result, 1).finish()).isEqualTo(200);
        assertThat(result.remote()).isZero();
    }

    @Test
    void fcfsWithAQueueSendsOnAJobTheQueueWouldMakeLate() {
        FederationResult result = run("fcfs-queue", 0, job("1", 0, 300, 1000), job("2", 10, 100, 250));

        // queued at home it would finish at 400 > 260; away runs it at once: 10 + 200
        assertThat(executed(result, 1).contractor()).isEqualTo(AWAY);
        assertThat(executed(result, 1).finish()).isEqualTo(210);
    }

    @Test
    void effectiveDeadlineTestRefusesWhatTheFullDeadlineAllows() {
        FederationJob[] jobs = {job("1", 0, 100, 1000), job("2", 10, 100, 300)};
        ContractNet full = new ContractNet(FEDERATION, LocalScheduler.FCFS, 0.5, BidOrder.OFT,
                DeadlineTest.FULL_DEADLINE);
        ContractNet effective = new ContractNet(FEDERATION, LocalScheduler.FCFS, 0.5, BidOrder.OFT,
                DeadlineTest.EFFECTIVE_DEADLINE);

        // away takes 200 s: within the deadline 300, not within d^e = 300 - 0.5 x 300 = 150
        assertThat(executed(full.run(List.of(jobs)), 1).contractor()).isEqualTo(AWAY);
        assertThat(effective.run(List.of(jobs)).fates().get(1)).isInstanceOf(JobFate.Dropped.class);
    }

    @Test
    void aBidTheDeadlineTestCanNeverPassWaitsUntilItExpires() {
        ContractNet effective = new ContractNet(FEDERATION, LocalScheduler.GREEDY_BACKFILLING, 0.5, BidOrder.OFT,
                DeadlineTest.EFFECTIVE_DEADLINE);
        // home is busy until 300 and has d^e 150 >= 100; away needs 200 > 150: both bids run to expiry
        FederationResult result = effective.run(List.of(job("1", 0, 300, 1000), job("2", 10, 100, 300)));

        assertThat(result.fates().get(1)).isEqualTo(new JobFate.Dropped(job("2", 10, 100, 300), 2,
                DropReason.PROVIDERS_EXHAUSTED));
    }

    @Test
    void completedJobsAreCountedOnTimeLateOrAtALoss() {
        FederationResult result = run("greedy-backfilling", 0.5, job("1", 0, 100, 1000), job("2", 10, 100, 400));

        assertThat(result.onTime()).isEqualTo(2);
        assertThat(result.lateProfitable()).isZero();
        assertThat(result.lateLoss()).isZero();
    }
}
