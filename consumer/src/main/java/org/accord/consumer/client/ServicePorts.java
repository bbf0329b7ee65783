package org.accord.consumer.client;

import java.util.Objects;

import org.accord.schema.service.Agreement;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementState;
import org.accord.schema.service.Negotiation;
import org.accord.schema.service.NegotiationFactory;
import org.accord.schema.service.PendingAgreements;
import org.apache.cxf.Bus;

/**
 * The six generated ports of one provider, wired by {@link ServicePortFactory}, and the CXF bus they
 * share. The proxies may be used by several threads at once (their request contexts are never changed
 * after wiring). {@link #close()} shuts the bus down, which closes their connections.
 */
public record ServicePorts(ClientSettings settings, AgreementFactory agreementFactory, Agreement agreement,
                           AgreementState agreementState, NegotiationFactory negotiationFactory,
                           Negotiation negotiation, PendingAgreements pendingAgreements, Bus bus)
        implements AutoCloseable {

    public ServicePorts {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(agreementFactory, "agreementFactory");
        Objects.requireNonNull(agreement, "agreement");
        Objects.requireNonNull(agreementState, "agreementState");
        Objects.requireNonNull(negotiationFactory, "negotiationFactory");
        Objects.requireNonNull(negotiation, "negotiation");
        Objects.requireNonNull(pendingAgreements, "pendingAgreements");
        Objects.requireNonNull(bus, "bus");
    }

    @Override
    public void close() {
        bus.shutdown(true);
    }
}
