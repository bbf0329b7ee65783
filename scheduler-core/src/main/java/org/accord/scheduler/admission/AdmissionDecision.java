package org.accord.scheduler.admission;

import java.util.List;
import java.util.Objects;

/** The answer of an admission policy to one job: accepted with its nodes, rejected with a reason, or pending as a bid. */
public sealed interface AdmissionDecision {

    /** The job the decision is about. */
    String jobId();

    /**
     * Accepted: one process on each node, due at {@code dueTime}.
     *
     * @param jobId   the job
     * @param nodeIds chosen nodes, best first
     * @param dueTime absolute due time the policy assigned (infinity for best effort)
     */
    record Accepted(String jobId, List<String> nodeIds, double dueTime) implements AdmissionDecision {
        public Accepted {
            Objects.requireNonNull(jobId, "job id must not be null");
            nodeIds = List.copyOf(nodeIds);
            if (nodeIds.isEmpty()) {
                throw new IllegalArgumentException("an accepted job needs at least one node: " + jobId);
            }
        }
    }

    /**
     * Rejected.
     *
     * @param jobId  the job
     * @param reason why, in words naming the values involved
     */
    record Rejected(String jobId, String reason) implements AdmissionDecision {
        public Rejected {
            Objects.requireNonNull(jobId, "job id must not be null");
            Objects.requireNonNull(reason, "reason must not be null");
        }
    }

    /**
     * Not decided yet: the bid waits in a queue until {@code expiresAt} (contract-net bids with expiry time).
     *
     * @param jobId     the job
     * @param expiresAt absolute time at which the bid times out
     */
    record Pending(String jobId, double expiresAt) implements AdmissionDecision {
        public Pending {
            Objects.requireNonNull(jobId, "job id must not be null");
        }
    }
}
