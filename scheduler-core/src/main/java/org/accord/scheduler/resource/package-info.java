/**
 * The node resource record: a cluster of nodes (id, processors, speed rating), the jobs admitted to each
 * node with their remaining work, the time-shared allocation of processor time at any instant, and capacity
 * held by reservations. The record is safe for many threads: reads ("what if") run under a shared lock and
 * see a consistent state, every change (placing a job, advancing the clock, holding capacity) runs under an
 * exclusive lock, so a decision and its commit can be made atomic. How processor time is divided on a node is
 * a {@link org.accord.scheduler.resource.ShareRule} supplied by the admission policy.
 */
package org.accord.scheduler.resource;
