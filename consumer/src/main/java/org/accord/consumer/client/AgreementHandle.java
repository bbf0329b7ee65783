package org.accord.consumer.client;

import java.util.Map;
import java.util.Objects;

import org.accord.agreement.Agreement;
import org.accord.agreement.AgreementState;
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.GuaranteeTermState;
import org.accord.agreement.ServiceTermState;

/**
 * An agreement at a provider, reached through the {@link AgreementClient} that created or named it.
 * Every method is one call to the provider (nothing is cached), so two handles on the same id always
 * agree. {@link #createdState()} is the state the provider answered at creation.
 */
public final class AgreementHandle {

    private final AgreementClient client;
    private final String agreementId;
    private final AgreementState createdState;

    AgreementHandle(AgreementClient client, String agreementId, AgreementState createdState) {
        this.client = Objects.requireNonNull(client, "client");
        this.agreementId = Objects.requireNonNull(agreementId, "agreementId");
        this.createdState = Objects.requireNonNull(createdState, "createdState");
    }

    public String agreementId() {
        return agreementId;
    }

    /** The state returned by createAgreement (or, for a handle on an existing id, OBSERVED as assumed). */
    public AgreementState createdState() {
        return createdState;
    }

    /** The agreement's state and the states of its terms, now. */
    public AgreementStatus status() {
        return client.status(agreementId);
    }

    /** The agreement's state now. */
    public AgreementState state() {
        return status().state();
    }

    /** The state of each guarantee term now, by term name. */
    public Map<String, GuaranteeTermState> guaranteeStates() {
        return status().guaranteeTermStates();
    }

    /** The state of each service term now, by term name. */
    public Map<String, ServiceTermState> serviceTermStates() {
        return status().serviceTermStates();
    }

    /** The agreement document as the provider holds it. */
    public Agreement agreement() {
        return client.agreementDocument(agreementId);
    }

    /** Terminates the agreement; returns its final state (an agreement already ended keeps its state). */
    public AgreementState terminate() {
        return client.terminate(agreementId, "terminated by the initiator");
    }

    @Override
    public String toString() {
        return "AgreementHandle[" + agreementId + "]";
    }
}
