/**
 * Service level agreements of jobs, after Yeo and Buyya's LibraSLA paper: a job has a submit time, a run
 * time at the reference speed and a processor count, and optionally an {@link org.accord.scheduler.sla.Sla}
 * with deadline type (hard or soft), relative deadline, budget and penalty rate. Delay (Eq. 2) and utility
 * (Eq. 1) are computed here and nowhere else. A job without an SLA is best effort.
 */
package org.accord.scheduler.sla;
