/**
 * Admission policies behind one interface, {@link org.accord.scheduler.admission.AdmissionPolicy}, chosen by
 * stable name through {@link org.accord.scheduler.admission.PolicyRegistry}: LibraSLA (Yeo and Buyya,
 * Algorithms 1 and 2), the Libra best-fit baseline, EDD acceptance (SSL-SM / SSL-PM of Lezama Barquet,
 * Tchernykh and Yahyapour) and FCFS / greedy backfilling of SLA bids (Ranjan, Harwood and Buyya, Algorithm 2).
 * A decision is an explicit {@link org.accord.scheduler.admission.AdmissionDecision}. An
 * {@link org.accord.scheduler.admission.AdmissionController} binds a policy to a resource record and makes
 * "decide and commit" atomic for concurrent callers; a {@link org.accord.scheduler.admission.BidQueue} keeps
 * bids that a policy left pending.
 */
package org.accord.scheduler.admission;
