package org.accord.scheduler.admission;

import static org.accord.scheduler.admission.Jobs.hard;
import static org.accord.scheduler.admission.Jobs.soft;
import static org.assertj.core.api.Assertions.assertThat;

import org.accord.scheduler.resource.Cluster;
import org.junit.jupiter.api.Test;

class LibraSlaValueAdmissionTest {

    private static AdmissionController controller(AdmissionPolicy policy) {
        return new AdmissionController(Cluster.homogeneous(1, 1, 1), policy);
    }

    @Test
    void refusesASoftJobWhosePenaltiesOnOthersExceedItsBudgetThoughLibraSlasReturnRises() {
        // e: share 0.8 needed; n (return 0.05, highest) takes 0.5, so e gets 0.5, ends at 160: utility 80 - 60 = 20.
        // LibraSLA: return 0.01 -> 0.05 + 0.0025, accepted. Money: 80 -> 10 + 20, a fall of 50 > n's budget 10.
        AdmissionController paper = controller(new LibraSlaAdmission());
        AdmissionController value = controller(PolicyRegistry.create("librasla-value"));
        paper.admit(soft("e", 0, 80, 100, 80, 1), 0);
        value.admit(soft("e", 0, 80, 100, 80, 1), 0);

        assertThat(paper.admit(soft("n", 0, 10, 20, 10, 1), 0)).isInstanceOf(AdmissionDecision.Accepted.class);
        assertThat(value.admit(soft("n", 0, 10, 20, 10, 1), 0)).isInstanceOf(AdmissionDecision.Rejected.class);
    }

    @Test
    void acceptsASoftJobWhoseProjectedFallStaysWithinItsBudget() {
        // e keeps 0.8 as the highest return; n gets 0.2, ends at 250: utility 50 - 0.1 x 150 = 35, e unchanged.
        AdmissionController value = controller(PolicyRegistry.create("librasla-value"));
        value.admit(soft("e", 0, 80, 100, 800, 1), 0);

        assertThat(value.admit(soft("n", 0, 50, 100, 50, 0.1), 0)).isInstanceOf(AdmissionDecision.Accepted.class);
    }

    @Test
    void judgesHardJobsByTheUnchangedAlgorithmOne() {
        AdmissionController paper = controller(new LibraSlaAdmission());
        AdmissionController value = controller(new LibraSlaAdmission(true));
        paper.admit(hard("busy", 0, 90, 100, 90), 0);
        value.admit(hard("busy", 0, 90, 100, 90), 0);

        assertThat(value.admit(hard("n", 0, 50, 100, 50), 0)).isInstanceOf(AdmissionDecision.Rejected.class)
                .isEqualTo(paper.admit(hard("n", 0, 50, 100, 50), 0));
        assertThat(value.admit(hard("m", 0, 5, 100, 5), 0)).isEqualTo(paper.admit(hard("m", 0, 5, 100, 5), 0));
        assertThat(value.policy().name()).isEqualTo("librasla-value");
    }
}
