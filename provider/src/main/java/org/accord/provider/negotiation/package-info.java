/**
 * WS-Agreement Negotiation (GFD.193) on the provider: negotiations are stored with their initiator and
 * the offers exchanged; each offer received is answered with a counter-offer the scheduler computed from
 * the offer's function terms (the what-if of the admission path, never a commitment). A consumer then
 * creates an agreement from an acceptable counter-offer through the AgreementFactory.
 */
package org.accord.provider.negotiation;
