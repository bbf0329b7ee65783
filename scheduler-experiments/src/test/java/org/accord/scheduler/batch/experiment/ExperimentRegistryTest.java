package org.accord.scheduler.batch.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.accord.scheduler.batch.BatchException;
import org.junit.jupiter.api.Test;

class ExperimentRegistryTest {

    @Test
    void knowsTheFourStudiesByStableName() {
        assertThat(ExperimentRegistry.names()).containsExactly("librasla", "librasla-sensitivity", "heuristics", "heuristics-sensitivity", "edd",
                "contract-net", "contract-net-sensitivity");
        ExperimentRegistry.names().forEach(n -> assertThat(ExperimentRegistry.named(n).name()).isEqualTo(n));
    }

    @Test
    void unknownNameListsTheKnownOnes() {
        assertThatThrownBy(() -> ExperimentRegistry.named("fig7")).isInstanceOf(BatchException.class)
                .hasMessage("unknown experiment 'fig7'; known: librasla, librasla-sensitivity, heuristics, heuristics-sensitivity,"
                        + " edd, contract-net, contract-net-sensitivity");
    }

    @Test
    void missingTraceFileIsNamed() {
        var settings = org.accord.scheduler.batch.BatchSettings.defaults()
                .withTraces(java.util.List.of(java.nio.file.Path.of("no/such.swf")));

        assertThatThrownBy(() -> new EddExperiment().read(settings)).isInstanceOf(BatchException.class)
                .hasMessage("trace file not found: no/such.swf");
    }

    @Test
    void libraSlaReplaysOneTraceOnly() {
        var settings = org.accord.scheduler.batch.BatchSettings.defaults()
                .withTraces(java.util.List.of(java.nio.file.Path.of("a.swf"), java.nio.file.Path.of("b.swf")));

        assertThatThrownBy(() -> new LibraSlaExperiment().read(settings))
                .hasMessage("librasla replays one trace; got 2 --trace options");
    }
}
