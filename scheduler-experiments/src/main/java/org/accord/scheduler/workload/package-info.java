/**
 * Workloads: the Standard Workload Format reader (all 18 fields as an immutable record, header keywords, machine
 * size from the header, plain or gzip), the convention that turns SWF records into jobs and reproduces the
 * published SDSC SP2 statistics, and the LibraSLA paper's seeded SLA assignment (urgency classes, normally
 * distributed deadline, budget and penalty rate, mean factors, arrival delay factor).
 */
package org.accord.scheduler.workload;
