package org.accord.provider.agreement;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.AgreementState;
import org.accord.agreement.ServiceTermState;

/**
 * What getAgreementState reports: the agreement state, each service term's state and each guarantee's
 * outcome.
 *
 * @param agreementId the agreement
 * @param state its WS-Agreement state
 * @param serviceTerms service-term states by term name, in document order
 * @param guarantees guarantee outcomes in document order
 */
public record AgreementStatus(String agreementId, AgreementState state, Map<String, ServiceTermState> serviceTerms,
        List<GuaranteeOutcome> guarantees) {

    public AgreementStatus {
        Objects.requireNonNull(agreementId, "agreementId");
        Objects.requireNonNull(state, "state");
        serviceTerms = Collections.unmodifiableMap(new LinkedHashMap<>(serviceTerms));
        guarantees = List.copyOf(guarantees);
    }
}
