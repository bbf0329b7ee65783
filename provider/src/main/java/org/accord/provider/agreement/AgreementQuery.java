package org.accord.provider.agreement;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

import org.accord.agreement.AgreementState;

/**
 * Which agreements a listing wants; every part is optional and they all must hold.
 *
 * @param states any of these states (empty set: any state)
 * @param templateId made from this template
 * @param initiator created by this user (meaningful to operators, who see everyone's)
 * @param createdSince created at or after
 * @param createdUntil created before
 */
public record AgreementQuery(Set<AgreementState> states, Optional<String> templateId, Optional<String> initiator,
        Optional<Instant> createdSince, Optional<Instant> createdUntil) {

    public AgreementQuery {
        states = Set.copyOf(states);
        Objects.requireNonNull(templateId, "templateId");
        Objects.requireNonNull(initiator, "initiator");
        Objects.requireNonNull(createdSince, "createdSince");
        Objects.requireNonNull(createdUntil, "createdUntil");
    }

    /** Every agreement. */
    public static AgreementQuery all() {
        return new AgreementQuery(Set.of(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
    }

    boolean matches(AgreementView view) {
        return (states.isEmpty() || states.contains(view.status().state()))
                && templateId.map(view.templateId()::equals).orElse(true)
                && initiator.map(view.initiator()::equals).orElse(true)
                && createdSince.map(since -> !view.created().isBefore(since)).orElse(true)
                && createdUntil.map(until -> view.created().isBefore(until)).orElse(true);
    }
}
