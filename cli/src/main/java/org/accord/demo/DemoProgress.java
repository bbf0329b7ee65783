package org.accord.demo;

/**
 * Hears how the demo advances, e.g. to draw a progress bar. Called from several threads; implementations
 * must be thread-safe.
 */
public interface DemoProgress {

    /** The replay starts with {@code offers} offers to make. */
    void replaying(int offers);

    /** One offer was decided. */
    void decided(OfferOutcome outcome);

    /** Waiting starts for {@code agreements} accepted agreements to end. */
    void awaiting(int agreements);

    /** One agreement ended (completed or otherwise final). */
    void ended();

    /** Ignores everything. */
    static DemoProgress none() {
        return new DemoProgress() {
            @Override
            public void replaying(int offers) {
            }

            @Override
            public void decided(OfferOutcome outcome) {
            }

            @Override
            public void awaiting(int agreements) {
            }

            @Override
            public void ended() {
            }
        };
    }
}
