package org.accord.scheduler.admission;

import static org.accord.scheduler.admission.Jobs.soft;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.accord.scheduler.resource.Cluster;
import org.junit.jupiter.api.Test;

class LibraBestFitAdmissionTest {

    private static AdmissionController loaded() {
        AdmissionController c = new AdmissionController(Cluster.homogeneous(3, 1, 1), new LibraBestFitAdmission());
        c.record().update(u -> {
            u.place(soft("x", 0, 50, 100, 1, 1), List.of("node-0"), 100);   // load 0.5
            u.place(soft("y", 0, 20, 100, 1, 1), List.of("node-1"), 100);   // load 0.2
            return null;
        });
        return c;
    }

    @Test
    void choosesTheNodeWithLeastFreeProcessorTimeAfterAcceptance() {
        // share 0.3: free after is 0.2, 0.5, 0.7 -> node-0
        assertThat(loaded().admit(soft("n", 0, 30, 100, 1, 1), 0))
                .isEqualTo(new AdmissionDecision.Accepted("n", List.of("node-0"), 100));
        // share 0.6: node-0 would be over full; free after 0.2 on node-1, 0.4 on node-2 -> node-1
        assertThat(loaded().admit(soft("m", 0, 60, 100, 1, 1), 0))
                .isEqualTo(new AdmissionDecision.Accepted("m", List.of("node-1"), 100));
    }

    @Test
    void treatsSoftDeadlinesAsHard() {
        AdmissionController c = loaded();
        c.admit(soft("fill", 0, 90, 100, 1, 1), 0);                        // node-2 now at 0.9
        assertThat(c.admit(soft("n", 0, 85, 100, 1000, 0), 0)).isInstanceOf(AdmissionDecision.Rejected.class);   // 0.85 fits nowhere
    }
}
