package org.accord.provider.admission;

import java.util.List;
import org.accord.provider.execution.SlaKind;

/**
 * The deadline path's allocation: the job starts at admission on {@code nodes}, and the admission policy
 * assigned it {@code dueTime}.
 *
 * @param created when the agreement was admitted, which is when its job starts (seconds)
 * @param dueTime the absolute due time the policy assigned (seconds)
 */
public record DeadlineAllocation(double created, List<String> nodes, int cpus, double dueTime) implements Allocation {

    public DeadlineAllocation {
        nodes = List.copyOf(nodes);
        if (cpus < 1) {
            throw new IllegalArgumentException("an allocation needs at least one CPU: " + cpus);
        }
    }

    @Override
    public SlaKind kind() {
        return SlaKind.DEADLINE;
    }

    @Override
    public double plannedStart() {
        return created;
    }

    @Override
    public double plannedFinish() {
        return dueTime;
    }

    @Override
    public DeadlineAllocation withCreated(double time) {
        return new DeadlineAllocation(time, nodes, cpus, dueTime);
    }
}
