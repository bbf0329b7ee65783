package org.accord.scheduler.federation;

import java.util.Objects;
import org.accord.scheduler.contractnet.DropReason;

/** What became of one federation job: run to completion at a contractor, or dropped. */
public sealed interface JobFate {

    /** The job. */
    FederationJob job();

    /**
     * The job ran at {@code contractor}.
     *
     * @param job        the job
     * @param contractor the provider that accepted its SLA bid
     * @param bids       SLA bids it took, the accepted one included (1 = accepted by the first contractor)
     * @param finish     when it finished
     * @param cost       {@code B(J, contractor)}: spent by its user, earned by the contractor
     */
    record Executed(FederationJob job, Provider contractor, int bids, double finish, double cost) implements JobFate {
        public Executed {
            Objects.requireNonNull(job, "job must not be null");
            Objects.requireNonNull(contractor, "contractor must not be null");
        }

        /** Response time: from submission to the origin until completion, bidding included. */
        public double responseTime() {
            return finish - job.job().submitTime();
        }
    }

    /**
     * No contractor accepted the job before the candidates ran out.
     *
     * @param job    the job
     * @param bids   SLA bids it made
     * @param reason why its manager gave it up
     */
    record Dropped(FederationJob job, int bids, DropReason reason) implements JobFate {
        public Dropped {
            Objects.requireNonNull(job, "job must not be null");
            Objects.requireNonNull(reason, "reason must not be null");
        }
    }
}
