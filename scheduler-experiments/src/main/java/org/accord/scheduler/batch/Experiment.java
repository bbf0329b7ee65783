package org.accord.scheduler.batch;

import java.util.List;

/**
 * One published study, reproducible by name: it reads its grid of parameter points ({@link GridReader}) and
 * replays one point into rows ({@link PointReplay}); its {@link ReportLayout} says how the rows are ordered,
 * tabulated and charted.
 *
 * @param <P> the experiment's parameter point type
 */
public interface Experiment<P> extends GridReader<P>, PointReplay<P> {

    /** The stable name, e.g. {@code librasla}; used on the command line and in the JSON document. */
    String name();

    /** One line saying which paper's study this reproduces. */
    String description();

    /**
     * The named settings this experiment accepts ({@code --set NAME=VALUE}), each with its default and meaning:
     * the parameters the paper leaves open. A run given a name not listed here fails before replaying.
     */
    default List<BatchParameter> parameters() {
        return List.of();
    }

    /** How rows are ordered, which columns the tables show and which charts are drawn. */
    ReportLayout layout();
}
