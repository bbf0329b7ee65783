package org.accord.consumer.client;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeTermState;
import org.accord.agreement.ServiceTermState;

/**
 * What the provider reports about one agreement: its state and the state of each service term and
 * guarantee term, by term name in the provider's order.
 */
public record AgreementStatus(String agreementId, AgreementState state, Map<String, ServiceTermState> serviceTermStates,
                              Map<String, GuaranteeTermState> guaranteeTermStates) {

    public AgreementStatus {
        Objects.requireNonNull(agreementId, "agreementId");
        Objects.requireNonNull(state, "state");
        serviceTermStates = Collections.unmodifiableMap(new LinkedHashMap<>(serviceTermStates));
        guaranteeTermStates = Collections.unmodifiableMap(new LinkedHashMap<>(guaranteeTermStates));
    }

    /** Whether every guarantee term is fulfilled (false while any is violated or not determined, or none exists). */
    public boolean fulfilled() {
        return !guaranteeTermStates.isEmpty()
                && guaranteeTermStates.values().stream().allMatch(s -> s == GuaranteeTermState.FULFILLED);
    }
}
