package org.accord.provider.admission;

/**
 * Admitted work that finished on the simulated clock.
 *
 * @param agreementId the agreement
 * @param time when its last process finished (deadline path) or its reservation ended (seconds)
 */
public record Finish(String agreementId, double time) {}
