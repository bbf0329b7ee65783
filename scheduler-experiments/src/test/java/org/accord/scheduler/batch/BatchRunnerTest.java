package org.accord.scheduler.batch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

class BatchRunnerTest {

    private static ExperimentResult run(Experiment<Double> experiment, long seed, int threads) {
        return new BatchRunner(Progress.NONE, List.of())
                .run(experiment, BatchSettings.defaults().withSeed(seed).withThreads(threads));
    }

    @Test
    void sameSeedGivesTheSameRowsWhateverTheThreadCount() {
        ExperimentResult one = run(new CoinExperiment(), 5, 1);
        ExperimentResult four = run(new CoinExperiment(), 5, 4);

        assertThat(four.rows()).isEqualTo(one.rows());
    }

    @Test
    void anotherSeedGivesOtherTosses() {
        assertThat(run(new CoinExperiment(), 6, 2).rows()).isNotEqualTo(run(new CoinExperiment(), 5, 2).rows());
    }

    @Test
    void rowsComeInGridOrderThenPointOrder() {
        ExperimentResult result = run(new CoinExperiment(), 5, 3);

        assertThat(result.rows()).extracting(r -> r.number("bias") + "/" + r.text("policy"))
                .containsExactly("0.1/coin", "0.1/mirror", "0.5/coin", "0.5/mirror", "0.9/coin", "0.9/mirror");
        assertThat(result.experiment()).isEqualTo("coin");
        assertThat(result.trace()).isEqualTo("generator");
        assertThat(result.seed()).isEqualTo(5);
    }

    @Test
    void layoutOrderSortsStably() {
        ReportLayout byPolicy = new ReportLayout(Comparator.comparing(r -> r.text("policy")), List.of(), List.of());
        ExperimentResult result = run(new CoinExperiment(10, byPolicy), 5, 2);

        assertThat(result.rows()).extracting(r -> r.text("policy") + "/" + r.number("bias"))
                .containsExactly("coin/0.1", "coin/0.5", "coin/0.9", "mirror/0.1", "mirror/0.5", "mirror/0.9");
    }

    @Test
    void aPointsFailureReachesTheCallerWithItsMessage() {
        Experiment<Double> failing = new CoinExperiment() {
            @Override
            public List<Row> replay(Double bias, long seed) {
                throw new BatchException("bias " + bias + " cannot be tossed");
            }
        };

        assertThatThrownBy(() -> run(failing, 1, 2)).isInstanceOf(BatchException.class)
                .hasMessage("bias 0.1 cannot be tossed");
    }

    @Test
    void progressCountsEveryPointAndIsClosed() {
        List<String> events = new ArrayList<>();
        Progress recording = new Progress() {
            @Override
            public void start(String task, int points) {
                events.add("start " + task + " " + points);
            }

            @Override
            public synchronized void step() {
                events.add("step");
            }

            @Override
            public void close() {
                events.add("close");
            }
        };
        new BatchRunner(recording, List.of()).run(new CoinExperiment(), BatchSettings.defaults());

        assertThat(events).containsExactly("start coin 3", "step", "step", "step", "close");
    }

    @Test
    void reportersReceiveTheResult() {
        List<ExperimentResult> reported = new ArrayList<>();
        ExperimentResult result = new BatchRunner(Progress.NONE, List.of(reported::add))
                .run(new CoinExperiment(), BatchSettings.defaults());

        assertThat(reported).containsExactly(result);
        assertThat(result.wallSeconds()).isPositive();
    }

    @Test
    void sharedSeedKeysGiveSharedRandomInput() {
        Experiment<Double> twins = new CoinExperiment() {
            @Override
            public Grid<Double> read(BatchSettings settings) {
                return new Grid<>("generator", List.of(0.5, 0.5), List.of(0, 0));
            }
        };
        List<Row> rows = run(twins, 3, 2).rows();

        assertThat(rows.get(0)).isEqualTo(rows.get(2));
    }
}
