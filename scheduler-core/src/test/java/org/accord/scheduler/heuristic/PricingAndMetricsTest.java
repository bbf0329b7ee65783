package org.accord.scheduler.heuristic;

import static org.accord.scheduler.plan.PlanFixtures.assertValid;
import static org.accord.scheduler.plan.PlanFixtures.perfectlyParallel;
import static org.accord.scheduler.plan.PlanFixtures.rigid;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.accord.scheduler.plan.Frame;
import org.accord.scheduler.plan.PlanningRequest;
import org.accord.scheduler.plan.Schedule;
import org.accord.scheduler.plan.SinglePassPacker;
import org.junit.jupiter.api.Test;

class PricingAndMetricsTest {

    private final Frame twoByTen = Frame.ofHours(2, 10);
    private final List<PlanningRequest> requests = List.of(
            PlanningRequest.rigid("big", 0, 10, 2, 5, 7.0),
            rigid("crowded", 0, 5, 1, 5),
            rigid("too wide", 0, 10, 3, 1));
    private final Schedule schedule = assertValid(requests, SinglePassPacker.pack(twoByTen, requests));

    @Test
    void flatRateChargesEachPlacedSlaItsAgreedPrice() {
        ScheduleMetrics metrics = ScheduleMetrics.of(requests, schedule, Pricing.byName("flat-rate"));

        assertThat(metrics.income()).isEqualTo(7.0);
    }

    @Test
    void payAsYouGoChargesTheCpuHoursUsed() {
        ScheduleMetrics metrics = ScheduleMetrics.of(requests, schedule, new PayAsYouGoPricing(0.5));

        assertThat(metrics.income()).isEqualTo(5.0);
    }

    @Test
    void satisfiabilityCountsOnlySlasPlaceableInPrincipleAndUtilisationTheWholeFrame() {
        ScheduleMetrics metrics = ScheduleMetrics.of(requests, schedule, Pricing.byName("pay-as-you-go"));

        assertThat(metrics.placeable()).isEqualTo(2);
        assertThat(metrics.placed()).isEqualTo(1);
        assertThat(metrics.slaPercent()).isEqualTo(50.0);
        assertThat(metrics.cpuPercent()).isEqualTo(50.0);
    }

    @Test
    void payAsYouGoUsesTheAgreedTimeOfTheCountActuallyPlaced() {
        List<PlanningRequest> moldable = List.of(perfectlyParallel("m", 0, 10, 3, 1, 2));
        Schedule packed = assertValid(moldable, SinglePassPacker.pack(twoByTen, moldable));

        // 2 CPUs x 1.5 h agreed (reserved 2 h after rounding): 3 CPU-hours
        assertThat(ScheduleMetrics.of(moldable, packed, Pricing.byName("pay-as-you-go")).income()).isEqualTo(3.0);
    }

    @Test
    void pricingsAreChosenByStableName() {
        assertThat(Pricing.all()).extracting(Pricing::name).containsExactly("flat-rate", "pay-as-you-go");
        assertThatThrownBy(() -> Pricing.byName("auction")).hasMessageEndingWith(": auction");
    }
}
