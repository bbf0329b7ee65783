/**
 * Accord's extension values, carried in WS-Agreement terms under the namespace {@code urn:accord:sla:1}:
 * the job description of the analytical-terms paper (CPU count or range, single-CPU runtime t_D1,
 * earliest start T_S, latest finish T_F, reserved time t_D). The four LibraSLA QoS terms (deadline type,
 * deadline, budget, penalty rate) the same namespace carries are scheduler-core's
 * {@link org.accord.scheduler.sla.Sla}, the one copy the provider admits and the consumer offers. All times
 * are seconds, measured from the agreement's creation.
 */
package org.accord.sla;
