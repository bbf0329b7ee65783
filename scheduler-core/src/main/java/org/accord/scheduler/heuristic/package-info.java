/**
 * Weighted-priority SLA planning heuristics (section 6 of Sakellariou and Yarmolenko): the terms
 * T_S, T_F, t_D, N_CPU, A = N_CPU x t_D and t_L = T_F - (T_S + t_D); priorities
 * H = min(h1 + w*h2) or max(h1 + w*h2) for every pair of terms and any real w, named by stable strings
 * such as {@code min(TF + w*NCPU)}; flat-rate and pay-as-you-go pricing; the paper's metrics (SLA
 * satisfiability, CPU utilisation, income); the weight sweep (coarse grid, then refinement); and the
 * Table 1-2 experiment over synthetic sets with a known perfect packing.
 */
package org.accord.scheduler.heuristic;
