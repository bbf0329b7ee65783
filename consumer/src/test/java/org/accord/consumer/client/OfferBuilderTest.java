package org.accord.consumer.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.accord.agreement.FaultReason;
import org.accord.offer.AgreementOffer;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.scheduler.sla.Sla;
import org.accord.sla.CpuRange;
import org.accord.sla.JobDescription;
import org.accord.term.VariableDeclaration;
import org.junit.jupiter.api.Test;

class OfferBuilderTest {

    @Test
    void setsJobAndSlaTermsAndFixesTheVariablesOfTheSameName() {
        AgreementOffer offer = Templates.offer("librasla-job").cpus(8).singleCpuRuntime(57600)
                .deadlineType(DeadlineType.HARD).deadline(20000).budget(250).penaltyRate(0.5).build();

        JobDescription job = offer.terms().job().orElseThrow();
        assertThat(job.cpus()).isEqualTo(CpuRange.fixed(8));
        assertThat(job.reservedTime().getAsDouble()).isEqualTo(7200.0);
        assertThat(offer.terms().sla()).contains(new Sla(DeadlineType.HARD, 20000, 250, 0.5));
        assertThat(variable(offer, "deadline")).isEqualTo(VariableDeclaration.real("deadline", 20000, 20000));
        assertThat(variable(offer, "budget")).isEqualTo(VariableDeclaration.real("budget", 250, 250));
        assertThat(offer.templateId()).contains("librasla-job");
    }

    @Test
    void reservedTimeFollowsSingleCpuRuntimeOverCpusUnlessSetExplicitly() {
        AgreementOffer derived = Templates.offer("librasla-job").cpus(16).singleCpuRuntime(3200).build();
        AgreementOffer explicit = Templates.offer("librasla-job").cpus(16).singleCpuRuntime(3200).reservedTime(600).build();

        assertThat(derived.terms().job().orElseThrow().reservedTime().getAsDouble()).isEqualTo(200.0);
        assertThat(explicit.terms().job().orElseThrow().reservedTime().getAsDouble()).isEqualTo(600.0);
    }

    @Test
    void aCpuRangeAlsoBoundsTheNcpuVariableOfAnAnalyticalTemplate() {
        AgreementOffer offer = Templates.offer("hpc-job").cpuRange(4, 32).latestFinish(43200).build();

        assertThat(offer.terms().job().orElseThrow().cpus()).isEqualTo(new CpuRange(4, 32));
        assertThat(variable(offer, "Ncpu")).isEqualTo(VariableDeclaration.integer("Ncpu", 4, 32));
        assertThat(variable(offer, "TF")).isEqualTo(VariableDeclaration.real("TF", 43200, 43200));
    }

    @Test
    void refusesAnOfferBreakingACreationConstraintWithTheValidatorsMessage() {
        OfferBuilder tooBig = Templates.offer("librasla-job").cpus(200);

        assertThatThrownBy(tooBig::build).isInstanceOfSatisfying(InvalidOfferException.class, e -> {
            assertThat(e.reason()).isEqualTo(FaultReason.CONSTRAINT_VIOLATION);
            assertThat(e.getMessage()).startsWith("CONSTRAINT_VIOLATION: ").contains("Processors").contains("128");
            assertThat(e.problems()).hasSize(1);
        });
    }

    @Test
    void settingsByNameReachTheSameTermsAsTheTypedMethods() {
        AgreementOffer byName = Templates.offer("librasla-job").set("cpus", "8").set("tD1", "57600")
                .set("deadlinetype", "hard").set("deadline", "20000").set("budget", "250").set("penaltyRate", "0.5")
                .build();
        AgreementOffer typed = Templates.offer("librasla-job").cpus(8).singleCpuRuntime(57600)
                .deadlineType(DeadlineType.HARD).deadline(20000).budget(250).penaltyRate(0.5).build();

        assertThat(byName).isEqualTo(typed);
    }

    @Test
    void aCpuRangeCanBeSetByName() {
        AgreementOffer offer = Templates.offer("hpc-job").set("cpus", "2..16").build();

        assertThat(offer.terms().job().orElseThrow().cpus()).isEqualTo(new CpuRange(2, 16));
    }

    @Test
    void aDeclaredVariableCanBeSetByName() {
        AgreementOffer offer = Templates.offer("hpc-job").set("VTOT", "200").build();

        assertThat(variable(offer, "VTOT")).isEqualTo(VariableDeclaration.real("VTOT", 200, 200));
    }

    @Test
    void refusesUnknownTermsNonNumbersAndValuesTheRecordsRefuse() {
        assertThatThrownBy(() -> Templates.offer("librasla-job").set("colour", "blue"))
                .isInstanceOf(OfferTermException.class).hasMessageContaining("unknown term 'colour'")
                .hasMessageContaining("deadline, budget, penaltyRate");
        assertThatThrownBy(() -> Templates.offer("librasla-job").set("deadline", "soon"))
                .isInstanceOf(OfferTermException.class).hasMessage("deadline must be a finite number: 'soon'");
        assertThatThrownBy(() -> Templates.offer("librasla-job").set("deadlineType", "FIRM"))
                .isInstanceOf(OfferTermException.class).hasMessage("deadlineType must be HARD or SOFT: FIRM");
        assertThatThrownBy(() -> Templates.offer("librasla-job").deadline(-3))
                .isInstanceOf(OfferTermException.class).hasMessage("deadline must be positive and finite: -3.0");
    }

    @Test
    void slaTermsNeedATemplateThatHasThem() {
        assertThatThrownBy(() -> Templates.offer("hpc-job").deadline(3600)).isInstanceOf(OfferTermException.class)
                .hasMessageContaining("template hpc-job has no SLA terms");
    }

    private static VariableDeclaration variable(AgreementOffer offer, String name) {
        return offer.terms().functionTerms().variables().stream().filter(v -> v.name().equals(name)).findFirst()
                .orElseThrow();
    }
}
