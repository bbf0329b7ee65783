package org.accord.scheduler.plan;

/**
 * A request the packer could not place, and why.
 *
 * @param requestId the request left out
 * @param reason    why it was left out
 */
public record PlacementFailure(String requestId, FailureReason reason) {

    public PlacementFailure {
        if (requestId == null || requestId.isBlank()) {
            throw new IllegalArgumentException("failure request id must not be blank: " + requestId);
        }
        if (reason == null) {
            throw new IllegalArgumentException("failure reason must not be null for " + requestId);
        }
    }
}
