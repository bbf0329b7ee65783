package org.accord.provider.store;

import static org.accord.provider.store.RecordChecks.MAX_ID;
import static org.accord.provider.store.RecordChecks.MAX_NAME;
import static org.accord.provider.store.RecordChecks.requireId;
import static org.accord.provider.store.RecordChecks.requireTimes;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.ServiceTermState;
import org.accord.provider.admission.Allocation;

/**
 * One stored agreement, typed: the store owns how its fields are written ({@link RecordEncoding}). The
 * placement is the admission decision, absent until one is made.
 *
 * @param agreementId the agreement's id, unique in the store
 * @param initiator the user who created it (the authenticated name, or the name used when security is off)
 * @param offerId the id of the offer it was created from; (initiator, offerId) is unique, which makes a
 *     retried create idempotent
 * @param templateId the template the offer was based on
 * @param state the agreement state
 * @param serviceTerms the service-term states by term name, in document order
 * @param guarantees the guarantee outcomes, in document order
 * @param document the agreement document (XML text)
 * @param placement what admission gave it
 * @param created when the agreement was stored
 * @param updated when it last changed
 */
public record AgreementRecord(
        String agreementId,
        String initiator,
        String offerId,
        String templateId,
        AgreementState state,
        Map<String, ServiceTermState> serviceTerms,
        List<GuaranteeOutcome> guarantees,
        String document,
        Optional<Allocation> placement,
        Instant created,
        Instant updated) {

    public AgreementRecord {
        requireId("agreementId", agreementId, MAX_ID);
        requireId("initiator", initiator, MAX_NAME);
        requireId("offerId", offerId, MAX_NAME);
        requireId("templateId", templateId, MAX_NAME);
        Objects.requireNonNull(state, "state");
        serviceTerms = Collections.unmodifiableMap(new LinkedHashMap<>(serviceTerms));
        guarantees = List.copyOf(guarantees);
        Objects.requireNonNull(document, "document");
        Objects.requireNonNull(placement, "placement");
        requireTimes(created, updated);
    }

    /** This agreement in another state, changed at {@code when}. */
    public AgreementRecord withState(AgreementState newState, Instant when) {
        return new AgreementRecord(agreementId, initiator, offerId, templateId, newState, serviceTerms,
                guarantees, document, placement, created, when);
    }

    /** This agreement with new service-term and guarantee-term states, changed at {@code when}. */
    public AgreementRecord withTermStates(Map<String, ServiceTermState> serviceStates, List<GuaranteeOutcome> outcomes,
            Instant when) {
        return new AgreementRecord(agreementId, initiator, offerId, templateId, state, serviceStates,
                outcomes, document, placement, created, when);
    }

    /** This agreement with a (new) admission placement, changed at {@code when}. */
    public AgreementRecord withPlacement(Allocation newPlacement, Instant when) {
        return new AgreementRecord(agreementId, initiator, offerId, templateId, state, serviceTerms,
                guarantees, document, Optional.of(newPlacement), created, when);
    }

    /** This agreement with a new document, changed at {@code when}. */
    public AgreementRecord withDocument(String newDocument, Instant when) {
        return new AgreementRecord(agreementId, initiator, offerId, templateId, state, serviceTerms,
                guarantees, newDocument, placement, created, when);
    }

    /** Whether {@code other} is the same agreement: same id, initiator, offer, template and creation time. */
    public boolean sameIdentity(AgreementRecord other) {
        return agreementId.equals(other.agreementId) && initiator.equals(other.initiator)
                && offerId.equals(other.offerId) && templateId.equals(other.templateId)
                && created.equals(other.created);
    }
}
