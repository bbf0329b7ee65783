package org.accord.consumer.contractnet;

import java.util.Objects;

/** A contractor's answer to an SLA bid: the agreement it created, or its refusal with a reason. */
public sealed interface BidReply {

    /** The contractor accepted the bid and created the agreement {@code agreementId}. */
    record Accepted(String agreementId) implements BidReply {
        public Accepted {
            Objects.requireNonNull(agreementId, "agreementId");
            if (agreementId.isBlank()) {
                throw new IllegalArgumentException("agreementId must not be blank");
            }
        }
    }

    /** The contractor refused the bid; {@code reason} is its reason code or message. */
    record Rejected(String reason) implements BidReply {
        public Rejected {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
