package org.accord.consumer.client;

import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.schema.service.NegotiationFault;
import org.accord.schema.service.ResourceUnknownFault;

/** One call on a generated port, declaring the WSDL faults it may raise. */
@FunctionalInterface
interface PortCall<T> {

    T call() throws AgreementFactoryFault, ResourceUnknownFault, NegotiationFault, AccessDeniedFault;
}
