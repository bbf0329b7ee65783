/**
 * SLA-based superscheduling across a federation of providers, after the contract-net paper (Ranjan, Harwood
 * and Buyya): every provider (Grid Federation Agent) runs its own local scheduler, FCFS or greedy
 * backfilling of SLA bids from the {@code admission} package, on its own cluster; a job's manager bids for
 * an SLA contract at one contractor after another in optimise-for-time or optimise-for-cost order, each bid
 * with the expiry interval of Eq. 2, until one accepts or none is left. The manager's decisions are the shared
 * {@code contractnet} core's; this package simulates the contractors and the clock. Used by the batch tool.
 */
package org.accord.scheduler.federation;
