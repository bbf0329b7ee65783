/**
 * The scheduler core: everything a provider needs to decide whether it can honour an SLA, and everything the
 * batch tool needs to replay workloads, in pure Java with no knowledge of XML, JAXB or SOAP. Its packages
 * name the concepts: {@code resource} (nodes and the admitted work on them), {@code sla} (SLA jobs, delay and
 * utility), {@code admission} (policies chosen by name), {@code simulation}, {@code workload} (SWF traces and
 * SLA assignment), {@code plan} and {@code heuristic} (weighted-priority reservation planning) and
 * {@code tiling} (synthetic workloads with a known perfect packing). Errors are unchecked
 * {@link org.accord.scheduler.SchedulerException}s whose messages name the offending value.
 */
package org.accord.scheduler;
