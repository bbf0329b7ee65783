/**
 * The contract-net superscheduler of Ranjan, Harwood and Buyya's SLA bidding paper: a manager that takes
 * a user's job, orders the advertised {@link org.accord.consumer.contractnet.ProviderQuote quotes}
 * (optimise-for-time or optimise-for-cost), and sends SLA bids whose expiry intervals follow Eq. 1 and 2
 * to one {@link org.accord.consumer.contractnet.Contractor contractor} after another until one accepts or
 * the bidding time is spent (Algorithm 1). Contractors are reached through a small asynchronous
 * interface, so the broker runs the same over SOAP providers and over in-memory ones; time comes from an
 * injectable {@link org.accord.consumer.contractnet.BidTimer}.
 */
package org.accord.consumer.contractnet;
