package org.accord.provider.admission;

import java.util.List;
import java.util.Objects;

import org.accord.scheduler.plan.Hours;

/**
 * What admission gave one agreement, as stored with it (the store's placement text) so that a restarted
 * provider can rebuild its resource record and plan. All instants are on the provider's simulated clock.
 *
 * @param kind the admission path
 * @param created when the agreement was admitted (seconds); its terms' times count from here
 * @param nodes the nodes it runs on (for a reservation: the nodes of its processors)
 * @param dueTime deadline path: the absolute due time the policy assigned; reservation: the planned finish
 *     (seconds)
 * @param processors reservation: the planner processors reserved; empty on the deadline path
 * @param cpus the CPU count it runs on
 * @param startHours reservation: planned start (hours); deadline path: {@code created} in hours
 * @param reservedHours reservation: length of the reservation, rounded to whole slots (hours)
 * @param agreedHours reservation: t_D(cpus) from the agreed function (hours)
 */
public record Allocation(SlaKind kind, double created, List<String> nodes, double dueTime,
        List<Integer> processors, int cpus, double startHours, double reservedHours, double agreedHours) {

    public Allocation {
        Objects.requireNonNull(kind, "kind");
        nodes = List.copyOf(nodes);
        processors = List.copyOf(processors);
        if (cpus < 1) {
            throw new IllegalArgumentException("an allocation needs at least one CPU: " + cpus);
        }
    }

    /** Where the work is expected to finish, in simulated seconds: the planned end of a reservation. */
    public double plannedFinish() {
        return kind == SlaKind.RESERVATION ? Hours.toSeconds(startHours + agreedHours) : dueTime;
    }

    /** The planned start in simulated seconds. */
    public double plannedStart() {
        return Hours.toSeconds(startHours);
    }

    /** This allocation recorded as admitted at {@code time} (a re-planned reservation keeps its creation). */
    public Allocation withCreated(double time) {
        return new Allocation(kind, time, nodes, dueTime, processors, cpus, startHours, reservedHours, agreedHours);
    }
}
