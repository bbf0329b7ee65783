package org.accord.provider.admission;

import java.util.List;

import org.accord.scheduler.plan.Hours;
import org.accord.provider.execution.SlaKind;

/**
 * The reservation path's allocation: planner processors reserved from a planned start, in the planner's
 * unit (hours, see {@link Hours}).
 *
 * @param nodes the nodes of its processors
 * @param processors the planner processors reserved
 * @param startHours planned start (hours on the execution clock)
 * @param reservedHours length of the reservation, rounded to whole slots (hours)
 * @param agreedHours t_D(cpus) from the agreed function (hours)
 */
public record ReservationAllocation(double created, List<String> nodes, List<Integer> processors, int cpus,
        double startHours, double reservedHours, double agreedHours) implements Allocation {

    public ReservationAllocation {
        nodes = List.copyOf(nodes);
        processors = List.copyOf(processors);
        if (cpus < 1) {
            throw new IllegalArgumentException("an allocation needs at least one CPU: " + cpus);
        }
    }

    @Override
    public SlaKind kind() {
        return SlaKind.RESERVATION;
    }

    @Override
    public double plannedStart() {
        return Hours.toSeconds(startHours);
    }

    /** The planned end: the start plus the agreed run time t_D. */
    @Override
    public double plannedFinish() {
        return Hours.toSeconds(startHours + agreedHours);
    }

    @Override
    public ReservationAllocation withCreated(double time) {
        return new ReservationAllocation(time, nodes, processors, cpus, startHours, reservedHours, agreedHours);
    }
}
