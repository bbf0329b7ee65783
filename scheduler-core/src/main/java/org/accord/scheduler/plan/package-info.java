/**
 * Planning of reservation SLAs on a processors x time frame: the request (earliest start T_S, latest
 * finish T_F, a fixed or moldable CPU demand with reserved time t_D(N_CPU), agreed price V_TOT), the
 * single-iteration packer that places requests in a given priority order without moving earlier ones,
 * the online planner that re-plans not-yet-started reservations on each arrival without ever dropping an
 * accepted one, and an independent schedule validator.
 *
 * <p><b>Time.</b> Every public value is in hours as a {@code double} (the paper's unit; moldable
 * reserved times such as t_D1 / N are not whole numbers). Internally the packer works on integer slots of
 * {@link org.accord.scheduler.plan.Frame#slotHours()} hours (1 h for the paper's 48 x 400 frame): a
 * request's earliest start is rounded up to a slot boundary, its latest finish down, and its reserved time
 * up to whole slots, so a reservation always covers at least the agreed time inside the agreed window.
 * Integer slots make occupancy exact (no floating-point overlap doubts) and let the packer test a whole
 * window with word-wide bit operations, which is what makes the 100-set weight sweeps fast.
 */
package org.accord.scheduler.plan;
