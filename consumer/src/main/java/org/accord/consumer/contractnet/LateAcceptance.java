package org.accord.consumer.contractnet;

import java.util.Objects;

/**
 * An acceptance that arrived after its bid had expired. The manager had already moved on, so it asked
 * the contractor to terminate the agreement; {@code terminated} says whether that succeeded and
 * {@code detail} carries the failure message otherwise.
 */
public record LateAcceptance(String jobId, String contractor, String agreementId, boolean terminated,
                             String detail) {

    public LateAcceptance {
        Objects.requireNonNull(jobId, "jobId");
        Objects.requireNonNull(contractor, "contractor");
        Objects.requireNonNull(agreementId, "agreementId");
        Objects.requireNonNull(detail, "detail");
    }
}
