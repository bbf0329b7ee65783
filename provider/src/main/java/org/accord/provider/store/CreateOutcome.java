package org.accord.provider.store;

/**
 * What {@link AgreementStore#create} did: stored the new agreement, or found one the same initiator had
 * already created from the same offer (a retried create), which it returns instead.
 */
public sealed interface CreateOutcome {

    /** The agreement now in the store: the new one, or the existing one. */
    AgreementRecord agreement();

    /** The agreement was stored now. */
    record Created(AgreementRecord agreement) implements CreateOutcome {}

    /** The same (initiator, offer id) was already stored; this is that agreement, unchanged. */
    record Existing(AgreementRecord agreement) implements CreateOutcome {}
}
