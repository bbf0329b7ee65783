package org.accord.scheduler.batch.experiment;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.accord.scheduler.batch.BatchException;
import org.accord.scheduler.batch.Experiment;

/**
 * The experiments by stable name: {@code librasla}, {@code librasla-sensitivity}, {@code heuristics},
 * {@code heuristics-sensitivity}, {@code edd}, {@code contract-net}.
 */
public final class ExperimentRegistry {
    private static final Map<String, Supplier<Experiment<?>>> EXPERIMENTS = experiments();

    private ExperimentRegistry() {
    }

    private static Map<String, Supplier<Experiment<?>>> experiments() {
        Map<String, Supplier<Experiment<?>>> e = new LinkedHashMap<>();
        e.put(LibraSlaExperiment.NAME, LibraSlaExperiment::new);
        e.put(LibraSlaSensitivity.NAME, LibraSlaSensitivity::new);
        e.put(HeuristicsExperiment.NAME, HeuristicsExperiment::new);
        e.put(HeuristicsSensitivity.NAME, HeuristicsSensitivity::new);
        e.put(EddExperiment.NAME, EddExperiment::new);
        e.put(ContractNetExperiment.NAME, ContractNetExperiment::new);
        e.put(ContractNetSensitivity.NAME, ContractNetSensitivity::new);
        return e;
    }

    /** The names, in registry order. */
    public static List<String> names() {
        return List.copyOf(EXPERIMENTS.keySet());
    }

    /** The experiment called {@code name}; a {@link BatchException} listing the known names otherwise. */
    public static Experiment<?> named(String name) {
        Supplier<Experiment<?>> experiment = EXPERIMENTS.get(name);
        if (experiment == null) {
            throw new BatchException("unknown experiment '" + name + "'; known: " + String.join(", ", names()));
        }
        return experiment.get();
    }
}
