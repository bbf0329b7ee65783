package org.accord.provider.admission;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.scheduler.plan.Hours;
import org.junit.jupiter.api.Test;
import org.accord.provider.execution.SlaKind;

/**
 * Reservation SLAs on a wall clock of Unix seconds, as the slurm backend runs: the planner's frame starts at the
 * clock's reading (it used to start at second 0, so on the wall clock every reservation lay beyond its horizon),
 * plans in Slurm's minutes, and moves forward as time passes.
 */
class WallClockReservationTest {
    /** 2025-11-24T16:00:00Z. */
    private static final double NOW = 1_764_000_000;
    private static final ProviderSettings SLURM = SettingsLoader.fromValues(Map.of(
            Setting.BACKEND, "slurm", Setting.ADMISSION_POLICY, "fcfs", Setting.NODES, "8",
            Setting.PROCESSORS_PER_NODE, "1", Setting.PLANNER_NODES, "4"));

    @Test
    void aReservationIsAdmittedIntoTheMinuteAfterItsEarliestStartOnTheWallClock() {
        ProviderScheduler scheduler = ProviderScheduler.create(SLURM, NOW + 17);

        Admission admission = scheduler.admit("r1", SlaKind.RESERVATION, offer(2, 90, 120, 900), NOW + 17);

        assertThat(admission).isInstanceOf(Admission.Admitted.class);
        ReservationAllocation allocation = (ReservationAllocation) ((Admission.Admitted) admission).allocation();
        assertThat(allocation.cpus()).isEqualTo(2);
        assertThat(allocation.plannedStart()).as("the first minute at or after T_S = creation + 120 s")
                .isEqualTo(NOW + 180);
        assertThat(allocation.plannedFinish()).isEqualTo(NOW + 180 + 90);
        assertThat(Hours.toSeconds(allocation.reservedHours())).as("whole minutes").isCloseTo(120, org.assertj.core.data.Offset.offset(1e-6));
    }

    @Test
    void reservationsAreStillAdmittedAfterMoreThanHalfThePlanningHorizonHasPassed() {
        ProviderScheduler scheduler = ProviderScheduler.create(SLURM, NOW);
        scheduler.admit("early", SlaKind.RESERVATION, offer(4, 60, 0, 600), NOW);
        double tenDaysLater = NOW + 10 * 86_400;

        List<Finish> finished = scheduler.advanceTo(tenDaysLater);
        Admission later = scheduler.admit("later", SlaKind.RESERVATION, offer(4, 60, 0, 600), tenDaysLater);

        assertThat(finished).extracting(Finish::agreementId).containsExactly("early");
        assertThat(later).isInstanceOf(Admission.Admitted.class);
        assertThat(((Admission.Admitted) later).allocation().plannedStart()).isEqualTo(tenDaysLater);
        Admission beyond = scheduler.admit("beyond", SlaKind.RESERVATION, offer(4, 60, 12 * 86_400, 12 * 86_400 + 600),
                tenDaysLater);
        assertThat(beyond).as("12 days ahead lies inside the moved horizon").isInstanceOf(Admission.Admitted.class);
    }

    /** An hpc-job offer of exactly {@code cpus} CPUs, t_D = {@code seconds}, window [T_S, T_F] in seconds. */
    private static OfferTerms offer(int cpus, int seconds, int earliestStart, int latestFinish) {
        String xml = Offers.hpc("wall clock")
                .replace("<accord:CpuRange min=\"8\" max=\"32\"/>", "<accord:CpuRange min=\"" + cpus + "\" max=\"" + cpus + "\"/>")
                .replace("name=\"Ncpu\" min=\"8\" max=\"32\"", "name=\"Ncpu\" min=\"" + cpus + "\" max=\"" + cpus + "\"")
                .replace("115200", Integer.toString(cpus * seconds))
                .replace("<accord:EarliestStart>3600", "<accord:EarliestStart>" + earliestStart)
                .replace("name=\"TS\" min=\"3600\" max=\"3600\"",
                        "name=\"TS\" min=\"" + earliestStart + "\" max=\"" + earliestStart + "\"")
                .replace("43200", Integer.toString(latestFinish));
        return Offers.checked(xml).terms();
    }
}
