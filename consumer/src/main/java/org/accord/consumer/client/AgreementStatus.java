package org.accord.consumer.client;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeTermState;
import org.accord.agreement.ServiceTermState;

/**
 * What the provider reports about one agreement: its state, the state of each service term, and each
 * guarantee term's state with its realised values once evaluated, by term name in the provider's order.
 */
public record AgreementStatus(String agreementId, AgreementState state, Map<String, ServiceTermState> serviceTermStates,
                              Map<String, GuaranteeValue> guarantees) {

    public AgreementStatus {
        Objects.requireNonNull(agreementId, "agreementId");
        Objects.requireNonNull(state, "state");
        serviceTermStates = Collections.unmodifiableMap(new LinkedHashMap<>(serviceTermStates));
        guarantees = Collections.unmodifiableMap(new LinkedHashMap<>(guarantees));
    }

    /** The state of each guarantee term, by term name. */
    public Map<String, GuaranteeTermState> guaranteeTermStates() {
        Map<String, GuaranteeTermState> states = new LinkedHashMap<>();
        guarantees.forEach((name, value) -> states.put(name, value.state()));
        return Collections.unmodifiableMap(states);
    }

    /** The sum of the realised business values of the guarantees that report one (0 when none does). */
    public double businessValue() {
        return guarantees.values().stream().mapToDouble(g -> g.businessValue().orElse(0)).sum();
    }

    /** Whether every guarantee term is fulfilled (false while any is violated or not determined, or none exists). */
    public boolean fulfilled() {
        return !guarantees.isEmpty()
                && guarantees.values().stream().allMatch(g -> g.state() == GuaranteeTermState.FULFILLED);
    }
}
