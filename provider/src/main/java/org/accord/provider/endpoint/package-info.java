/**
 * The SOAP endpoints: thin JAX-WS implementors of the interfaces generated from {@code accord.wsdl}, each
 * translating with {@code WsagToDomain}/{@code DomainToWsag}, calling one core method and translating back.
 * {@link org.accord.provider.endpoint.FaultMapping} is the one place where the core's exceptions become
 * the WSDL's typed faults; {@link org.accord.provider.endpoint.ProviderEndpoints} wires core and endpoints
 * for both the embedded server and the WAR.
 */
package org.accord.provider.endpoint;
