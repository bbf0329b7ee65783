/**
 * Maps agreement offers to the scheduler and keeps the provider's capacity: one set of compute nodes,
 * split between two admission paths chosen by the template's kind ({@link org.accord.provider.execution.SlaKind}).
 * Deadline/budget/penalty SLAs go to the configured admission policy of scheduler-core (default
 * {@code librasla}) on a node resource record; reservation SLAs (T_S, T_F, t_D(N_CPU)) go to the online
 * weighted-priority planner on a processors x time plan, their function terms compiled into the
 * {@code IntToDoubleFunction} the planner needs. {@link org.accord.provider.admission.NodePartition} says
 * which nodes each path owns. Nothing here knows about XML or SOAP, and nothing here locks: the agreement
 * service serialises every call under its admission lock.
 */
package org.accord.provider.admission;

import org.accord.provider.execution.SlaKind;
