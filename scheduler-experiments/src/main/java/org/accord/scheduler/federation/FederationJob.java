package org.accord.scheduler.federation;

import java.util.Objects;
import org.accord.scheduler.contractnet.BidJob;
import org.accord.scheduler.sla.SlaJob;

/**
 * A job submitted by a user local to its origin provider. Its SLA (a HARD deadline and a budget, no penalty)
 * travels with it to whichever provider accepts the bid.
 *
 * @param job    the job: run time at {@link Provider#REFERENCE_MIPS}, processors, submit time, SLA
 * @param origin the provider whose user submitted it (its manager)
 */
public record FederationJob(SlaJob job, Provider origin) {

    public FederationJob {
        Objects.requireNonNull(job, "job must not be null");
        Objects.requireNonNull(origin, "origin provider must not be null");
        if (job.sla().isEmpty()) {
            throw new IllegalArgumentException("a federation job needs an SLA (deadline and budget): " + job.id());
        }
    }

    /** The job's id. */
    public String id() {
        return job.id();
    }

    /** The SLA deadline, seconds after submission. */
    public double deadline() {
        return job.sla().orElseThrow().deadline();
    }

    /** True if {@code provider} could meet the SLA at all: enough processors, fast enough, cheap enough. */
    public boolean feasibleAt(Provider provider) {
        return provider.quote().suits(bidJob());
    }

    /**
     * The job as a contract-net manager bids it: length {@code runtime x REFERENCE_MIPS} million instructions,
     * its budget and deadline, no submission or return delay.
     */
    public BidJob bidJob() {
        return BidJob.of(id(), job.processors(), job.runtime() * Provider.REFERENCE_MIPS, job.budget(), deadline());
    }

    /** {@code B(J, R)} at {@code provider}. */
    public double costAt(Provider provider) {
        return provider.cost(job.runtime(), job.processors());
    }
}
