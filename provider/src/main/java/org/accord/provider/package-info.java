/**
 * The WS-Agreement provider: the infrastructure a provider runs on (typed settings, a durable agreement
 * store, a simulated execution clock, one publishing path for SOAP endpoints in embedded and servlet
 * mode, HTTP Basic security) and the service built on it.
 *
 * <p>Every failure the provider reports is a {@link org.accord.provider.fault.ProviderException}.
 */
package org.accord.provider;

import org.accord.provider.fault.ProviderException;
