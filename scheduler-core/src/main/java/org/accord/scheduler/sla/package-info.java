/**
 * Service level agreements of jobs, after Yeo and Buyya's LibraSLA paper: a job has a submit time, a run
 * time at the reference speed and a processor count, and optionally an {@link org.accord.scheduler.sla.Sla}
 * with deadline type (hard or soft), relative deadline, budget and penalty rate. Delay (Eq. 2) and utility
 * (Eq. 1) are computed here and nowhere else. A job without an SLA is best effort. {@code Sla} and
 * {@code DeadlineType} are also the SLA terms that WS-Agreement documents carry: agreement-schema reads and
 * writes them as they are (it depends on this module, never the reverse), so there is no second copy.
 */
package org.accord.scheduler.sla;
