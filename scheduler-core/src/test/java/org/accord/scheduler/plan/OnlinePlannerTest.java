package org.accord.scheduler.plan;

import static org.accord.scheduler.plan.PlanFixtures.assertValid;
import static org.accord.scheduler.plan.PlanFixtures.perfectlyParallel;
import static org.accord.scheduler.plan.PlanFixtures.rigid;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class OnlinePlannerTest {

    private static final PlanningOrder EARLIEST_DEADLINE =
            rs -> rs.stream().sorted(Comparator.comparingDouble(PlanningRequest::latestFinish)).toList();
    private static final PlanningOrder LATEST_DEADLINE =
            rs -> rs.stream().sorted(Comparator.comparingDouble(PlanningRequest::latestFinish).reversed()).toList();

    private static PlanDecision.Accepted accepted(PlanDecision decision) {
        assertThat(decision).isInstanceOf(PlanDecision.Accepted.class);
        PlanDecision.Accepted accepted = (PlanDecision.Accepted) decision;
        assertValid(accepted.plan().requests(), accepted.plan().schedule());
        return accepted;
    }

    private static Plan admit(OnlinePlanner planner, Plan plan, PlanningRequest request, double now) {
        return accepted(planner.tryAdmit(plan, request, now)).plan();
    }

    @Test
    void acceptsIntoAnEmptyPlanAtTheEarliestStart() {
        PlanDecision.Accepted decision = accepted(new OnlinePlanner(EARLIEST_DEADLINE)
                .tryAdmit(Plan.empty(Frame.ofHours(4, 20)), rigid("a", 2, 20, 2, 3), 0));

        assertThat(decision.placement().start()).isEqualTo(2.0);
        assertThat(decision.plan().version()).isEqualTo(1);
    }

    @Test
    void replanningMayShrinkAMoldableReservationInsideItsFunction() {
        OnlinePlanner planner = new OnlinePlanner(EARLIEST_DEADLINE);
        Plan plan = admit(planner, Plan.empty(Frame.ofHours(4, 20)), perfectlyParallel("mold", 0, 20, 16, 1, 4), 0);
        assertThat(plan.reservation("mold").orElseThrow().placement().cpus()).isEqualTo(4);

        PlanDecision.Accepted decision = accepted(planner.tryAdmit(plan, rigid("urgent", 0, 4, 2, 4), 0));

        // urgent takes [0,4) on 2 CPUs; mold then finishes at 8 with 2 CPUs (t_D = 8) or 4 CPUs: tie -> 2
        PlannedPlacement mold = decision.plan().reservation("mold").orElseThrow().placement();
        assertThat(decision.replanned()).isTrue();
        assertThat(mold.cpus()).isEqualTo(2);
        assertThat(mold.agreedHours()).isEqualTo(8.0);
        assertThat(decision.placement().start()).isEqualTo(0.0);
    }

    @Test
    void leavesStartedReservationsWhereTheyAre() {
        OnlinePlanner planner = new OnlinePlanner(LATEST_DEADLINE);
        Plan plan = admit(planner, Plan.empty(Frame.ofHours(1, 20)), rigid("running", 0, 10, 1, 4), 0);

        PlanDecision.Accepted decision = accepted(planner.tryAdmit(plan, rigid("late", 0, 20, 1, 2), 1.5));

        assertThat(decision.plan().reservation("running").orElseThrow().placement().start()).isEqualTo(0.0);
        assertThat(decision.placement().start()).isEqualTo(4.0);
    }

    @Test
    void fitsIntoTheGapsWhenTheReplanWouldDropAnAcceptedReservation() {
        OnlinePlanner planner = new OnlinePlanner(LATEST_DEADLINE);
        Plan plan = admit(planner, Plan.empty(Frame.ofHours(1, 10)), rigid("tight", 0, 4, 1, 4), 0);

        PlanDecision.Accepted decision = accepted(planner.tryAdmit(plan, rigid("loose", 0, 10, 1, 2), 0));

        assertThat(decision.replanned()).isFalse();
        assertThat(decision.plan().reservation("tight").orElseThrow().placement().start()).isEqualTo(0.0);
        assertThat(decision.placement().start()).isEqualTo(4.0);
    }

    @Test
    void rejectsWithTheLatestFinishThatWouldWork() {
        OnlinePlanner planner = new OnlinePlanner(EARLIEST_DEADLINE);
        Plan plan = admit(planner, Plan.empty(Frame.ofHours(1, 10)), rigid("first", 0, 4, 1, 4), 0);

        PlanDecision decision = planner.tryAdmit(plan, rigid("second", 0, 6, 1, 4), 0);

        assertThat(decision).isEqualTo(new PlanDecision.Rejected(RejectionReason.NO_CAPACITY,
                "second: no CPU count in [1, 1] fits next to the accepted reservations by its T_F, 6.00 h from now",
                Optional.of(new CounterProposal(1, 4.0, 4.0, 8.0))));
    }

    @Test
    void rejectsARequestNoCountCanFitAsInfeasible() {
        PlanDecision decision = new OnlinePlanner(EARLIEST_DEADLINE)
                .tryAdmit(Plan.empty(Frame.ofHours(2, 10)), rigid("wide", 0, 10, 3, 1), 0);

        assertThat(decision).isInstanceOfSatisfying(PlanDecision.Rejected.class, r -> {
            assertThat(r.reason()).isEqualTo(RejectionReason.INFEASIBLE);
            assertThat(r.counterProposal()).isEmpty();
        });
    }

    @Test
    void acceptsAMoldableOfferWithFewerCpusWhenThePreferredCountCannotFinishInTime() {
        OnlinePlanner planner = new OnlinePlanner(EARLIEST_DEADLINE);
        Plan plan = admit(planner, Plan.empty(Frame.ofHours(4, 20)), rigid("busy", 0, 10, 2, 10), 0);

        PlanDecision.Accepted decision = accepted(planner.tryAdmit(plan, perfectlyParallel("job", 0, 6, 8, 1, 4), 0));

        assertThat(decision.placement().cpus()).isEqualTo(2);
        assertThat(decision.placement().end()).isEqualTo(4.0);
    }

    @Test
    void probesAlternativesWithoutChangingThePlan() {
        OnlinePlanner planner = new OnlinePlanner(EARLIEST_DEADLINE);
        Plan plan = admit(planner, Plan.empty(Frame.ofHours(4, 20)), rigid("busy", 0, 10, 2, 10), 0);

        assertThat(planner.probe(plan, rigid("wide", 0, 6, 4, 2), 0))
                .contains(new CounterProposal(4, 2.0, 10.0, 12.0));
        assertThat(plan.version()).isEqualTo(1);
    }

    @Test
    void refusesARequestIdThatIsAlreadyPlanned() {
        OnlinePlanner planner = new OnlinePlanner(EARLIEST_DEADLINE);
        Plan plan = admit(planner, Plan.empty(Frame.ofHours(1, 10)), rigid("a", 0, 10, 1, 1), 0);

        assertThatThrownBy(() -> planner.tryAdmit(plan, rigid("a", 0, 10, 1, 1), 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("request is already planned: a");
    }

    @Test
    void removingAReservationFreesItsRoom() {
        OnlinePlanner planner = new OnlinePlanner(EARLIEST_DEADLINE);
        Plan plan = admit(planner, Plan.empty(Frame.ofHours(1, 4)), rigid("a", 0, 4, 1, 4), 0);

        Plan freed = plan.without("a");

        assertThat(freed.reservations()).isEmpty();
        assertThat(accepted(planner.tryAdmit(freed, rigid("b", 0, 4, 1, 4), 0)).placement().start()).isEqualTo(0.0);
        assertThat(List.of(plan.version(), freed.version())).containsExactly(1L, 2L);
    }
}
