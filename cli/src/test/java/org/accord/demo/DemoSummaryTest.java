package org.accord.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.OptionalDouble;

import org.accord.document.Documents;
import org.accord.template.Template;
import org.junit.jupiter.api.Test;

class DemoSummaryTest {

    @Test
    void everyOfferIsAcceptedOrRejected() {
        assertThatThrownBy(() -> new DemoSummary(10, 6, 2, 1, 8, 8, 0, 0, 1, 8, 0, 0))
                .hasMessage("every offer is accepted or rejected: 6 + 2 + 1 != 10");
    }

    @Test
    void onlyAcceptedAgreementsCompleteAndOnlyCompletedOnesFulfilTheirSla() {
        assertThatThrownBy(() -> new DemoSummary(10, 6, 2, 2, 9, 0, 0, 0, 1, 9, 0, 0))
                .hasMessageContaining("completed agreements must have been accepted");
        assertThatThrownBy(() -> new DemoSummary(10, 6, 2, 2, 5, 6, 0, 0, 1, 5, 0, 0))
                .hasMessageContaining("fulfilled ones completed");
        assertThat(new DemoSummary(10, 6, 2, 2, 8, 5, 120.5, 3.5, 1, 5, 2, 1).accepted()).isEqualTo(8);
        assertThatThrownBy(() -> new DemoSummary(10, 6, 2, 2, 8, 5, 0, 0, 1, 5, 2, 0))
                .hasMessageContaining("5 + 2 + 0 != 8");
    }

    @Test
    void theSettingsRefuseAnEmptyOrOversizedSlice() {
        assertThatThrownBy(() -> new DemoSettings(1001, 1, 0.02, OptionalDouble.empty(), 128, false))
                .hasMessage("jobs must be between 1 and 1000: 1001");
        assertThatThrownBy(() -> new DemoSettings(10, 1, 0.02, OptionalDouble.of(0), 128, false))
                .hasMessage("speed-up must be positive: 0.0");
    }

    @Test
    void traceValuesAreClampedIntoTheTemplatesInclusiveBounds() {
        Template template = Documents.standard().readTemplate(Path.of("templates/librasla-job.xml")).model();

        assertThat(TemplateBounds.clamp(template, "Deadline", 21.0)).isEqualTo(60.0);
        assertThat(TemplateBounds.clamp(template, "Deadline", 3600.0)).isEqualTo(3600.0);
        assertThat(TemplateBounds.clamp(template, "Budget", 2_500_000.0)).isEqualTo(1_000_000.0);
        assertThat(TemplateBounds.clamp(template, "Processors", 200)).isEqualTo(128.0);
    }
}
