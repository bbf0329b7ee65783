/**
 * The WS-Agreement client: {@link org.accord.consumer.client.ServicePortFactory} wires the six generated
 * SOAP ports of a provider from its base URL (timeouts, HTTP Basic credentials, Accord's extension types),
 * and {@link org.accord.consumer.client.AgreementClient} wraps them so that callers see Accord's domain
 * types only: templates, offers built from a template and checked locally exactly as the provider checks
 * them, negotiation rounds with counter-offers, and {@link org.accord.consumer.client.AgreementHandle
 * handles} on created agreements. Provider faults arrive as unchecked
 * {@link org.accord.consumer.client.ProviderFaultException}s carrying their
 * {@link org.accord.agreement.FaultReason}. {@link org.accord.consumer.client.AgreementContractor} lets
 * the contract-net superscheduler bid to a provider through this client.
 */
package org.accord.consumer.client;
