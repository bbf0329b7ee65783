/**
 * The weighted-priority heuristics table (the paper's Tables 1 and 2): every heuristic of
 * {@code org.accord.scheduler.heuristic} planned over tiled synthetic workloads, with flat-rate and pay-as-you-go
 * pricing, averaged over seeded sets. Offline experiment code; a provider plans with the heuristics alone.
 */
package org.accord.scheduler.heuristic.table;
