package org.accord.scheduler.batch;

import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * What one batch run may change; everything else is fixed by the experiment (and documented there). Empty
 * options mean the experiment's default, e.g. 100 workload sets for {@code heuristics}.
 *
 * @param traces  SWF files to read instead of the shipped traces ({@code .gz} or plain); empty for the defaults
 * @param seed    the run seed: every point's random choices derive from it, so a seed fixes the rows
 * @param threads worker threads replaying points, at least 1
 * @param sets    synthetic workload sets per point ({@code heuristics}), at least 1 when given
 * @param jobs    jobs taken from a trace ({@code librasla}: the last N; {@code edd}, {@code contract-net}: at
 *                most N per window or provider), at least 1 when given
 * @param windows trace windows averaged per point ({@code edd}: one-week windows), at least 1 when given
 * @param repetitions independent random replications averaged per point ({@code librasla}), at least 1 when given
 * @param parameters  named settings of the experiment ({@link Experiment#parameters()}), name to value as written
 *                    on the command line; a setting not given takes the experiment's default
 */
public record BatchSettings(List<Path> traces, long seed, int threads, OptionalInt sets, OptionalInt jobs,
                            OptionalInt windows, OptionalInt repetitions, Map<String, String> parameters) {

    /** The seed used when none is given. */
    public static final long DEFAULT_SEED = 42;

    public BatchSettings {
        traces = List.copyOf(Objects.requireNonNull(traces, "traces must not be null"));
        parameters = Collections.unmodifiableMap(new TreeMap<>(Objects.requireNonNull(parameters, "parameters must not be null")));
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        atLeastOne("sets", sets);
        atLeastOne("jobs", jobs);
        atLeastOne("windows", windows);
        atLeastOne("repetitions", repetitions);
    }

    /** Shipped traces, the default seed, one thread per core, every size at its default. */
    public static BatchSettings defaults() {
        return new BatchSettings(List.of(), DEFAULT_SEED, Runtime.getRuntime().availableProcessors(),
                OptionalInt.empty(), OptionalInt.empty(), OptionalInt.empty(), OptionalInt.empty(), Map.of());
    }

    /** These settings with other traces. */
    public BatchSettings withTraces(List<Path> files) {
        return new BatchSettings(files, seed, threads, sets, jobs, windows, repetitions, parameters);
    }

    /** These settings with another seed. */
    public BatchSettings withSeed(long newSeed) {
        return new BatchSettings(traces, newSeed, threads, sets, jobs, windows, repetitions, parameters);
    }

    /** These settings with another thread count. */
    public BatchSettings withThreads(int count) {
        return new BatchSettings(traces, seed, count, sets, jobs, windows, repetitions, parameters);
    }

    /** These settings with a number of workload sets. */
    public BatchSettings withSets(int count) {
        return new BatchSettings(traces, seed, threads, OptionalInt.of(count), jobs, windows, repetitions, parameters);
    }

    /** These settings with a number of jobs. */
    public BatchSettings withJobs(int count) {
        return new BatchSettings(traces, seed, threads, sets, OptionalInt.of(count), windows, repetitions, parameters);
    }

    /** These settings with a number of windows. */
    public BatchSettings withWindows(int count) {
        return new BatchSettings(traces, seed, threads, sets, jobs, OptionalInt.of(count), repetitions, parameters);
    }

    /** These settings with a number of repetitions. */
    public BatchSettings withRepetitions(int count) {
        return new BatchSettings(traces, seed, threads, sets, jobs, windows, OptionalInt.of(count), parameters);
    }

    /** These settings with the named setting {@code name} set to {@code value} (replacing an earlier value). */
    public BatchSettings withParameter(String name, String value) {
        Map<String, String> next = new TreeMap<>(parameters);
        next.put(name, value);
        return new BatchSettings(traces, seed, threads, sets, jobs, windows, repetitions, next);
    }

    /** The value given for the named setting, or {@code defaultValue} when it was not given. */
    public String parameter(String name, String defaultValue) {
        return parameters.getOrDefault(name, defaultValue);
    }

    /**
     * The named setting as a number, or {@code defaultValue}; a value that is not a finite number is a
     * {@link BatchException} naming the setting.
     */
    public double number(String name, double defaultValue) {
        String text = parameters.get(name);
        if (text == null) {
            return defaultValue;
        }
        try {
            double value = Double.parseDouble(text.trim());
            if (Double.isFinite(value)) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below with the setting's name
        }
        throw new BatchException("setting " + name + " must be a number: '" + text + "'");
    }

    private static void atLeastOne(String name, OptionalInt value) {
        Objects.requireNonNull(value, name + " must not be null (use OptionalInt.empty())");
        if (value.isPresent() && value.getAsInt() < 1) {
            throw new IllegalArgumentException(name + " must be at least 1: " + value.getAsInt());
        }
    }
}
