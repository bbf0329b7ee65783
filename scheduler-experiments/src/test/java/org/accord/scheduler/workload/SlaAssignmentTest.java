package org.accord.scheduler.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.stream.IntStream;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;
import org.junit.jupiter.api.Test;

class SlaAssignmentTest {
    private static final List<SlaJob> JOBS = IntStream.range(0, 5000)
            .mapToObj(i -> SlaJob.bestEffort("j" + i, 1000 + 400.0 * i, 100, 1)).toList();

    private static double mean(List<SlaJob> jobs, boolean hard, java.util.function.ToDoubleFunction<Sla> f) {
        return jobs.stream().filter(j -> j.hard() == hard).mapToDouble(j -> f.applyAsDouble(j.sla().orElseThrow()))
                .average().orElseThrow();
    }

    @Test
    void sameSeedGivesTheSameSlasAndAnotherSeedOthers() {
        SlaAssignmentSettings s = SlaAssignmentSettings.paperDefaults();
        assertThat(new SlaAssignment(s, 7).assign(JOBS)).isEqualTo(new SlaAssignment(s, 7).assign(JOBS));
        assertThat(new SlaAssignment(s, 7).assign(JOBS)).isNotEqualTo(new SlaAssignment(s, 8).assign(JOBS));
    }

    @Test
    void twentyPercentAreHardWithThePapersHighToLowRatios() {
        List<SlaJob> jobs = new SlaAssignment(SlaAssignmentSettings.paperDefaults(), 1).assign(JOBS);
        assertThat(jobs.stream().filter(SlaJob::hard).count()).isEqualTo(1000);
        assertThat(mean(jobs, false, Sla::deadline) / mean(jobs, true, Sla::deadline)).isCloseTo(7, within(0.2));
        assertThat(mean(jobs, true, Sla::budget) / mean(jobs, false, Sla::budget)).isCloseTo(7, within(0.2));
        assertThat(mean(jobs, true, Sla::penaltyRate) / mean(jobs, false, Sla::penaltyRate)).isCloseTo(4, within(0.15));
        assertThat(mean(jobs, true, Sla::deadline) / 100).isCloseTo(2, within(0.05));
    }

    @Test
    void meanFactorDoublesTheMeanAndArrivalDelayFactorScalesInterArrivals() {
        SlaAssignmentSettings s = SlaAssignmentSettings.paperDefaults().withMeanFactors(2, 1, 1).withArrivalDelayFactor(0.01);
        List<SlaJob> jobs = new SlaAssignment(s, 1).assign(JOBS);
        assertThat(mean(jobs, true, Sla::deadline) / 100).isCloseTo(4, within(0.1));
        assertThat(jobs.get(0).submitTime()).isZero();
        assertThat(jobs.get(1).submitTime()).isCloseTo(4, within(1e-9));
    }

    @Test
    void budgetAndPenaltyRateScaleWithTheProcessorsTheJobHolds() {
        // Same seed, same draws: the 4-processor copy of each job must quote f = 4 x 100 x draw and g = 4 x draw.
        List<SlaJob> wide = JOBS.stream().map(j -> SlaJob.bestEffort(j.id(), j.submitTime(), 100, 4)).toList();
        List<SlaJob> serial = new SlaAssignment(SlaAssignmentSettings.paperDefaults(), 3).assign(JOBS);
        List<SlaJob> parallel = new SlaAssignment(SlaAssignmentSettings.paperDefaults(), 3).assign(wide);
        for (int i = 0; i < 50; i++) {
            Sla one = serial.get(i).sla().orElseThrow();
            Sla four = parallel.get(i).sla().orElseThrow();
            assertThat(four.deadline()).isEqualTo(one.deadline());
            assertThat(four.budget()).isCloseTo(4 * one.budget(), within(1e-9 * one.budget()));
            assertThat(four.penaltyRate()).isCloseTo(4 * one.penaltyRate(), within(1e-9 * one.penaltyRate()));
            assertThat(four.budget() / four.penaltyRate()).isCloseTo(one.budget() / one.penaltyRate(), within(1e-6));
        }
    }

    @Test
    void minimumBudgetIsProcessorSecondsAndMinimumPenaltyRateIsProcessors() {
        SlaJob job = SlaJob.bestEffort("w", 0, 250, 8);
        SlaAssignmentSettings s = SlaAssignmentSettings.paperDefaults().withPenaltyRateScale(1);
        assertThat(s.minimumBudget(job)).isEqualTo(2000.0);
        assertThat(s.minimumPenaltyRate(job)).isEqualTo(8.0);
    }

    @Test
    void theRuntimeBudgetFunctionIgnoresWidthAndThePenaltyScaleDividesTheRate() {
        SlaJob job = SlaJob.bestEffort("w", 0, 250, 8);
        SlaAssignmentSettings s = SlaAssignmentSettings.paperDefaults()
                .withBudgetFunction(BudgetFunction.named("runtime")).withPenaltyRateScale(0.1);
        assertThat(s.minimumBudget(job)).isEqualTo(250.0);
        assertThat(s.minimumPenaltyRate(job)).isCloseTo(0.1, org.assertj.core.data.Offset.offset(1e-12));
        assertThatThrownBy(() -> BudgetFunction.named("cost"))
                .hasMessage("unknown budget function 'cost'; known: processor-seconds, runtime");
    }
}
