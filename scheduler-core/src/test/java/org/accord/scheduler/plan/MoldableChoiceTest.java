package org.accord.scheduler.plan;

import static org.accord.scheduler.plan.PlanFixtures.assertValid;
import static org.accord.scheduler.plan.PlanFixtures.perfectlyParallel;
import static org.accord.scheduler.plan.PlanFixtures.rigid;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

class MoldableChoiceTest {

    private final Frame fourByTwenty = Frame.ofHours(4, 20);

    @Test
    void takesTheCpuCountGivingTheEarliestFinish() {
        // two processors busy until 10: N=1 ends 8, N=2 ends 4, N=3 (3 slots) ends 13, N=4 ends 12
        List<PlanningRequest> requests = List.of(rigid("busy", 0, 10, 2, 10), perfectlyParallel("job", 0, 20, 8, 1, 4));

        PlannedPlacement job = assertValid(requests, SinglePassPacker.pack(fourByTwenty, requests)).placementOf("job").orElseThrow();

        assertThat(job.cpus()).isEqualTo(2);
        assertThat(job.start()).isEqualTo(0.0);
        assertThat(job.agreedHours()).isEqualTo(4.0);
    }

    @Test
    void breaksFinishTiesTowardsFewerCpus() {
        CpuDemand diminishing = CpuDemand.moldable(2, 4, 4, n -> n <= 2 ? 4.0 / n : 2.0);
        List<PlanningRequest> requests = List.of(new PlanningRequest("job", 0, 20, diminishing, 1.0));

        PlannedPlacement job = assertValid(requests, SinglePassPacker.pack(fourByTwenty, requests)).placementOf("job").orElseThrow();

        assertThat(job.cpus()).isEqualTo(2);
        assertThat(job.end()).isEqualTo(2.0);
    }

    @Test
    void neverTakesMoreCpusThanTheFrameHas() {
        List<PlanningRequest> requests = List.of(perfectlyParallel("job", 0, 20, 16, 1, 32));

        PlannedPlacement job = assertValid(requests, SinglePassPacker.pack(fourByTwenty, requests)).placementOf("job").orElseThrow();

        assertThat(job.cpus()).isEqualTo(4);
        assertThat(job.end()).isEqualTo(4.0);
    }

    @Test
    void rejectsAFunctionThatIsNotPositiveOverTheWholeRange() {
        assertThatThrownBy(() -> CpuDemand.moldable(1, 4, 2, n -> 3.0 - n))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("reserved hours for 3 CPUs must be positive");
    }
}
