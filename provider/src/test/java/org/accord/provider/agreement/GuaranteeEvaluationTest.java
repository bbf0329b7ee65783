package org.accord.provider.agreement;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTermState;
import org.accord.document.Documents;
import org.accord.provider.admission.Allocation;
import org.accord.provider.admission.ReservationAllocation;
import org.accord.provider.admission.DeadlineAllocation;
import org.accord.provider.admission.OfferTerms;
import org.accord.provider.execution.SlaKind;
import org.junit.jupiter.api.Test;

class GuaranteeEvaluationTest {

    private static final double CREATED = 100;

    @Test
    void lateSoftDeadlineJobIsViolatedAndPaysThePenaltyOutOfItsBudget() {
        // deadline 14400 s, budget 100, penalty 0.01 per second: 1000 s late leaves 100 - 1000 x 0.01 = 90
        GuaranteeOutcome outcome = evaluate(Offers.librasla(), SlaKind.DEADLINE, 4, CREATED + 14400 + 1000);

        assertThat(outcome.state()).isEqualTo(GuaranteeTermState.VIOLATED);
        assertThat(outcome.value().getAsDouble()).isEqualTo(90.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(outcome.delay().getAsDouble()).isEqualTo(1000.0);
        assertThat(outcome.valueUnit()).contains("EUR");
    }

    @Test
    void onTimeJobEarnsItsWholeBudget() {
        GuaranteeOutcome outcome = evaluate(Offers.librasla(), SlaKind.DEADLINE, 4, CREATED + 7200);

        assertThat(outcome.state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertThat(outcome.value().getAsDouble()).isEqualTo(100.0);
        assertThat(outcome.finishTime().getAsDouble()).isEqualTo(7200.0);
    }

    @Test
    void reservationPriceIsBoundToTheActualWallClock() {
        // price = max(0, VTOT - lateRate x max(0, wallclock - TF)) = 150 - 0.002 x 500 = 149 at 500 s past T_F
        GuaranteeOutcome outcome = evaluate(Offers.hpc(), SlaKind.RESERVATION, 16, CREATED + 43200 + 500);

        assertThat(outcome.name()).isEqualTo("completion");
        assertThat(outcome.state()).isEqualTo(GuaranteeTermState.VIOLATED);
        assertThat(outcome.value().getAsDouble()).isEqualTo(149.0, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void aTermThatFailsAtTheFinishLeavesTheGuaranteeItDoesNotPriceItsValue() {
        // 'spike' divides by zero at wallclock 7200, so the whole term set cannot be evaluated then; the
        // guarantee is priced by 'utility', which does not use it, and keeps its value
        String offer = Offers.librasla().replace("</accord:FunctionTerms>",
                "<accord:Function name=\"spike\" expression=\"1 / (wallclock - 7200)\"/></accord:FunctionTerms>");

        GuaranteeOutcome outcome = evaluate(offer, SlaKind.DEADLINE, 4, CREATED + 7200);

        assertThat(outcome.state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertThat(outcome.value()).hasValue(100.0);
    }

    @Test
    void aGuaranteePricedByATermThatFailsAtTheFinishHasNoValueButStillAState() {
        String offer = Offers.librasla().replace("</accord:FunctionTerms>",
                "<accord:Function name=\"spike\" expression=\"utility / (wallclock - 7200)\"/></accord:FunctionTerms>")
                .replace("<wsag:ValueExpression>utility</wsag:ValueExpression>",
                        "<wsag:ValueExpression>spike</wsag:ValueExpression>");

        GuaranteeOutcome outcome = evaluate(offer, SlaKind.DEADLINE, 4, CREATED + 7200);

        assertThat(outcome.state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertThat(outcome.value()).isEmpty();
        assertThat(evaluate(offer, SlaKind.DEADLINE, 4, CREATED + 7300).value().getAsDouble())
                .isEqualTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
    }

    private static GuaranteeOutcome evaluate(String offerXml, SlaKind kind, int cpus, double finish) {
        OfferTerms terms = OfferTerms.of(Documents.standard().readOffer(
                new ByteArrayInputStream(offerXml.getBytes(StandardCharsets.UTF_8)), "offer").model().terms());
        Allocation allocation = kind == SlaKind.DEADLINE
                ? new DeadlineAllocation(CREATED, List.of("node-0"), cpus, 0)
                : new ReservationAllocation(CREATED, List.of("node-0"), List.of(), cpus, 0, 0, 0);
        return GuaranteeEvaluation.atFinish(terms, allocation, finish).get(0);
    }
}
