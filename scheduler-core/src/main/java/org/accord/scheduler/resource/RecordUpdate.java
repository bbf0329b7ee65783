package org.accord.scheduler.resource;

import java.util.List;
import org.accord.scheduler.sla.SlaJob;

/**
 * The record under its exclusive lock: a view plus the one change an admission commits. Valid only inside
 * the callback that received it.
 */
public interface RecordUpdate extends RecordView {

    /** Accounts execution up to {@code time} (see {@link ResourceRecord#advanceTo(double)}). */
    void advanceTo(double time);

    /**
     * Admits {@code job}: one process on each of {@code nodeIds}, due at {@code dueTime}.
     *
     * @throws org.accord.scheduler.SchedulerException if a node is unknown, repeated, or the job is already admitted
     */
    void place(SlaJob job, List<String> nodeIds, double dueTime);
}
