package org.accord.provider.admission;

import java.util.List;
import org.accord.provider.execution.SlaKind;

/**
 * What admission gave one agreement, as stored with it so that a restarted provider can rebuild its resource
 * record and plan: one type per admission path, each with only the fields that path gives. All instants are
 * on the provider's execution clock, in seconds.
 */
public sealed interface Allocation permits DeadlineAllocation, ReservationAllocation {

    /** When the agreement was admitted (seconds); its terms' times count from here. */
    double created();

    /** The nodes it runs on. */
    List<String> nodes();

    /** The CPU count it runs on. */
    int cpus();

    /** The admission path that made it. */
    SlaKind kind();

    /** The planned start in seconds. */
    double plannedStart();

    /** Where the work is expected to finish, in seconds. */
    double plannedFinish();

    /** This allocation recorded as admitted at {@code time} (a re-planned reservation keeps its creation). */
    Allocation withCreated(double time);
}
