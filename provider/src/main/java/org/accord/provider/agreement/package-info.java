/**
 * The provider's core service: the WS-Agreement operations (create, create pending and decide, get,
 * state, terminate, list) over the template registry, the scheduler and the durable store, with the
 * agreement lifecycle of GFD.107 and guarantee evaluation on the simulated execution clock. It knows no
 * CXF or JAXB type: offers arrive as XML text, answers are domain records, failures are
 * {@link org.accord.provider.fault.FaultException}s carrying a {@link org.accord.agreement.FaultReason}.
 */
package org.accord.provider.agreement;

import org.accord.provider.fault.FaultException;
