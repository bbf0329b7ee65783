package org.accord.scheduler.plan;

import java.util.List;
import java.util.Optional;

/**
 * The outcome of one packing: the placements in the order they were made and the requests left out.
 *
 * @param frame      the frame packed
 * @param placements placements in packing order
 * @param failures   requests that could not be placed, in packing order
 */
public record Schedule(Frame frame, List<PlannedPlacement> placements, List<PlacementFailure> failures) {

    public Schedule {
        if (frame == null) {
            throw new IllegalArgumentException("schedule frame must not be null");
        }
        placements = List.copyOf(placements);
        failures = List.copyOf(failures);
    }

    /** The placement of {@code requestId}, if it was placed. */
    public Optional<PlannedPlacement> placementOf(String requestId) {
        return placements.stream().filter(p -> p.requestId().equals(requestId)).findFirst();
    }

    /** Whether every request was placed. */
    public boolean isComplete() {
        return failures.isEmpty();
    }
}
