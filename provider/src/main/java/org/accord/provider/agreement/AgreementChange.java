package org.accord.provider.agreement;

import java.time.Instant;
import java.util.Locale;
import java.util.Objects;

import org.accord.agreement.AgreementState;

/**
 * One change of an agreement's life, as the {@link AgreementFeed} tells it: a number that orders every
 * change the provider made since it started, what happened, to which agreement, and the state it left.
 *
 * @param id the change's number: later changes have larger numbers, none is skipped
 * @param type what happened
 * @param agreementId the agreement
 * @param initiator who created it (the feed's readers see only their own unless they are operators)
 * @param templateId its template
 * @param state its state after the change
 * @param at when the change was written
 */
public record AgreementChange(long id, Type type, String agreementId, String initiator, String templateId,
        AgreementState state, Instant at) {

    public AgreementChange {
        if (id < 1) {
            throw new IllegalArgumentException("change ids start at 1: " + id);
        }
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(agreementId, "agreementId");
        Objects.requireNonNull(initiator, "initiator");
        Objects.requireNonNull(templateId, "templateId");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(at, "at");
    }

    /** What happened; a single write may make several (created then started; completed then violated). */
    public enum Type {
        /** Stored: admitted (Observed) or waiting for the provider's decision (Pending). */
        CREATED,
        /** A Pending agreement was admitted by the operator. */
        ACCEPTED,
        /** Its work runs: every service term Processing (a deadline job runs from admission). */
        STARTED,
        /** Its work ended: Complete, guarantees evaluated. */
        COMPLETED,
        /** It completed with at least one guarantee Violated (follows its COMPLETED). */
        VIOLATED,
        /** Terminated by its initiator. */
        TERMINATED,
        /** A Pending agreement was refused (by the operator, or because it no longer fits). */
        REJECTED;

        /** The name the bindings use: the constant in lower case, e.g. {@code created}. */
        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
