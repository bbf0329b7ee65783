package org.accord.scheduler.batch;

/** The report stage: writes a finished run somewhere (a file format, a chart, the console). */
@FunctionalInterface
public interface Reporter {

    /** Writes {@code result}; failures are {@link BatchException}s naming the file. */
    void report(ExperimentResult result);
}
