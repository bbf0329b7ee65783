package org.accord.agreement;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What getAgreementState reports about one agreement: its state, each service term's state and each
 * guarantee's outcome (its state and, once evaluated, the realised values). The provider answers with it and
 * the consumer reads it back; {@code org.accord.document.AgreementStateXml} is its one mapping to and from
 * the wire.
 *
 * @param agreementId the agreement
 * @param state its WS-Agreement state
 * @param serviceTermStates service-term states by term name, in document order
 * @param guarantees guarantee outcomes in document order
 */
public record AgreementStatus(String agreementId, AgreementState state, Map<String, ServiceTermState> serviceTermStates,
        List<GuaranteeOutcome> guarantees) {

    public AgreementStatus {
        Objects.requireNonNull(agreementId, "agreementId");
        Objects.requireNonNull(state, "state");
        serviceTermStates = Collections.unmodifiableMap(new LinkedHashMap<>(serviceTermStates));
        guarantees = List.copyOf(guarantees);
    }

    /** The outcome of the guarantee term {@code name}, if the agreement has one. */
    public Optional<GuaranteeOutcome> guarantee(String name) {
        return guarantees.stream().filter(g -> g.name().equals(name)).findFirst();
    }

    /** The state of each guarantee term, by term name. */
    public Map<String, GuaranteeTermState> guaranteeTermStates() {
        Map<String, GuaranteeTermState> states = new LinkedHashMap<>();
        guarantees.forEach(g -> states.put(g.name(), g.state()));
        return Collections.unmodifiableMap(states);
    }

    /** The sum of the realised business values of the guarantees that report one (0 when none does). */
    public double businessValue() {
        return guarantees.stream().mapToDouble(g -> g.value().orElse(0)).sum();
    }

    /** Whether every guarantee term is fulfilled (false while any is violated or not determined, or none exists). */
    public boolean fulfilled() {
        return !guarantees.isEmpty() && guarantees.stream().allMatch(g -> g.state() == GuaranteeTermState.FULFILLED);
    }
}
