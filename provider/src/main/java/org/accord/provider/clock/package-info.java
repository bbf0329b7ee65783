/**
 * The simulated execution clock on which admitted work runs: simulated seconds that advance faster than
 * real time ({@link org.accord.provider.clock.ScaledClock}, speed-up configurable) or only when a test
 * says so ({@link org.accord.provider.clock.ManualClock}), with callbacks at simulated instants (to
 * complete agreements and evaluate their guarantees).
 */
package org.accord.provider.clock;
