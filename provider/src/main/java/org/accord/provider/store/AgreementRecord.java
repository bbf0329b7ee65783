package org.accord.provider.store;

import static org.accord.provider.store.RecordChecks.MAX_ID;
import static org.accord.provider.store.RecordChecks.MAX_NAME;
import static org.accord.provider.store.RecordChecks.MAX_STATE;
import static org.accord.provider.store.RecordChecks.requireId;
import static org.accord.provider.store.RecordChecks.requireTimes;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * One stored agreement. The state fields and the document are text the core service writes (e.g. the
 * agreement state's name, term states in a format of its choosing, the agreement XML); the placement is
 * the admission decision (e.g. node ids plus start and finish), absent until one is made.
 *
 * @param agreementId the agreement's id, unique in the store
 * @param initiator the user who created it (the authenticated name, or the name used when security is off)
 * @param offerId the id of the offer it was created from; (initiator, offerId) is unique, which makes a
 *     retried create idempotent
 * @param templateId the template the offer was based on
 * @param state the agreement state
 * @param serviceTermStates the service-term states, as text
 * @param guaranteeTermStates the guarantee-term states, as text
 * @param document the agreement document (XML text)
 * @param placement the admission placement, as text
 * @param created when the agreement was stored
 * @param updated when it last changed
 */
public record AgreementRecord(
        String agreementId,
        String initiator,
        String offerId,
        String templateId,
        String state,
        String serviceTermStates,
        String guaranteeTermStates,
        String document,
        Optional<String> placement,
        Instant created,
        Instant updated) {

    public AgreementRecord {
        requireId("agreementId", agreementId, MAX_ID);
        requireId("initiator", initiator, MAX_NAME);
        requireId("offerId", offerId, MAX_NAME);
        requireId("templateId", templateId, MAX_NAME);
        requireId("state", state, MAX_STATE);
        Objects.requireNonNull(serviceTermStates, "serviceTermStates");
        Objects.requireNonNull(guaranteeTermStates, "guaranteeTermStates");
        Objects.requireNonNull(document, "document");
        Objects.requireNonNull(placement, "placement");
        requireTimes(created, updated);
    }

    /** This agreement in another state, changed at {@code when}. */
    public AgreementRecord withState(String newState, Instant when) {
        return new AgreementRecord(agreementId, initiator, offerId, templateId, newState, serviceTermStates,
                guaranteeTermStates, document, placement, created, when);
    }

    /** This agreement with new service-term and guarantee-term states, changed at {@code when}. */
    public AgreementRecord withTermStates(String serviceStates, String guaranteeStates, Instant when) {
        return new AgreementRecord(agreementId, initiator, offerId, templateId, state, serviceStates,
                guaranteeStates, document, placement, created, when);
    }

    /** This agreement with a (new) admission placement, changed at {@code when}. */
    public AgreementRecord withPlacement(String newPlacement, Instant when) {
        return new AgreementRecord(agreementId, initiator, offerId, templateId, state, serviceTermStates,
                guaranteeTermStates, document, Optional.of(newPlacement), created, when);
    }

    /** This agreement with a new document, changed at {@code when}. */
    public AgreementRecord withDocument(String newDocument, Instant when) {
        return new AgreementRecord(agreementId, initiator, offerId, templateId, state, serviceTermStates,
                guaranteeTermStates, newDocument, placement, created, when);
    }

    /** Whether {@code other} is the same agreement: same id, initiator, offer, template and creation time. */
    public boolean sameIdentity(AgreementRecord other) {
        return agreementId.equals(other.agreementId) && initiator.equals(other.initiator)
                && offerId.equals(other.offerId) && templateId.equals(other.templateId)
                && created.equals(other.created);
    }
}
