/**
 * The contract-net algorithm of Ranjan, Harwood and Buyya's SLA bidding paper, once, for both of its users:
 * the batch simulation ({@code federation}) and the consumer's live broker
 * ({@code org.accord.consumer.contractnet}). A manager (Algorithm 1) keeps the contractors whose {@link
 * org.accord.scheduler.contractnet.Quote quotes} suit a job, orders them by {@link
 * org.accord.scheduler.contractnet.BidOrder optimise for time or for cost}, derives the job's {@link
 * org.accord.scheduler.contractnet.BiddingWindow bidding window} (Eq. 1) and bids at one contractor
 * after another with the expiry intervals of Eq. 2 ({@link org.accord.scheduler.contractnet.Bidding});
 * a contractor finalises a bid only if the job passes its {@link
 * org.accord.scheduler.contractnet.DeadlineTest deadline test}. Pure: no I/O, no threads, no clock; callers
 * pass the time in seconds.
 *
 * <p>"Bidding" here is the contract-net exchange between a manager and its contractors; "negotiation"
 * elsewhere in Accord means WS-Agreement negotiation (GFD.193), offers and counter-offers on one template.
 */
package org.accord.scheduler.contractnet;
