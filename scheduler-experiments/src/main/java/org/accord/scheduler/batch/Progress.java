package org.accord.scheduler.batch;

/**
 * Progress of a run's replay stage: started once with the number of points, stepped once per finished point
 * (from any thread), closed at the end. {@link #NONE} shows nothing.
 */
public interface Progress extends AutoCloseable {

    /** Shows nothing. */
    Progress NONE = new Progress() {
        @Override
        public void start(String task, int points) {
        }

        @Override
        public void step() {
        }

        @Override
        public void close() {
        }
    };

    /** The replay of {@code points} points of {@code task} begins. */
    void start(String task, int points);

    /** One more point finished. */
    void step();

    /** The replay ended (normally or not). */
    @Override
    void close();
}
