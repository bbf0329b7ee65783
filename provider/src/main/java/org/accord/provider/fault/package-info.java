/**
 * The provider's failures, one tree of unchecked exceptions: {@link org.accord.provider.fault.ProviderException}
 * at the root (bad settings, a store failure, a publishing failure, ...), and {@link
 * org.accord.provider.fault.FaultException} for a caller's mistake or a refused offer, carrying the reason code
 * that each binding turns into its own form (a WS-Agreement fault, a problem document) in one place. Every other
 * package may depend on this one; it depends on none of them.
 */
package org.accord.provider.fault;
