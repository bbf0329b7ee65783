package org.accord.consumer.contractnet;

import java.util.Objects;
import org.accord.scheduler.contractnet.DropReason;

/** The end of a job's bidding: placed at one contractor, or dropped with a reason. */
public sealed interface BrokeredOutcome {

    /** The job is held by {@code contractor} under the agreement {@code agreementId}. */
    record Placed(String contractor, String agreementId) implements BrokeredOutcome {
        public Placed {
            Objects.requireNonNull(contractor, "contractor");
            Objects.requireNonNull(agreementId, "agreementId");
        }
    }

    /** No contractor took the job. */
    record Dropped(DropReason reason) implements BrokeredOutcome {
        public Dropped {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
