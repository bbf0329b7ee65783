package org.accord.scheduler.batch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class BatchSettingsTest {

    @Test
    void defaultsUseTheShippedTracesTheFixedSeedAndEveryCore() {
        BatchSettings settings = BatchSettings.defaults();

        assertThat(settings.traces()).isEmpty();
        assertThat(settings.seed()).isEqualTo(42);
        assertThat(settings.threads()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(settings.sets()).isEmpty();
        assertThat(settings.repetitions()).isEmpty();
    }

    @Test
    void witherChangesOnlyItsField() {
        BatchSettings settings = BatchSettings.defaults().withTraces(List.of(Path.of("a.swf"))).withSeed(7)
                .withSets(3).withJobs(4).withWindows(5).withRepetitions(6).withThreads(2);

        assertThat(settings).isEqualTo(new BatchSettings(List.of(Path.of("a.swf")), 7, 2,
                java.util.OptionalInt.of(3), java.util.OptionalInt.of(4), java.util.OptionalInt.of(5),
                java.util.OptionalInt.of(6), java.util.Map.of()));
    }

    @Test
    void namedSettingsAreReadWithTheirDefaultsAndBadNumbersNameTheSetting() {
        BatchSettings settings = BatchSettings.defaults().withParameter("penalty-rate-scale", "0.1")
                .withParameter("budget-function", "runtime").withParameter("bad", "x1");

        assertThat(settings.number("penalty-rate-scale", 1)).isEqualTo(0.1);
        assertThat(settings.number("not-given", 2.5)).isEqualTo(2.5);
        assertThat(settings.parameter("budget-function", "processor-seconds")).isEqualTo("runtime");
        assertThatThrownBy(() -> settings.number("bad", 1)).hasMessage("setting bad must be a number: 'x1'");
    }

    @Test
    void sizesMustBePositive() {
        assertThatThrownBy(() -> BatchSettings.defaults().withSets(0)).hasMessage("sets must be at least 1: 0");
        assertThatThrownBy(() -> BatchSettings.defaults().withJobs(-1)).hasMessage("jobs must be at least 1: -1");
        assertThatThrownBy(() -> BatchSettings.defaults().withRepetitions(0))
                .hasMessage("repetitions must be at least 1: 0");
        assertThatThrownBy(() -> BatchSettings.defaults().withThreads(0)).hasMessage("threads must be at least 1: 0");
    }
}
