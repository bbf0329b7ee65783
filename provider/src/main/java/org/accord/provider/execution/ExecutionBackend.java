package org.accord.provider.execution;

import java.util.List;

import org.accord.provider.clock.ExecutionClock;

/**
 * Runs what the provider admits. The provider is configured with exactly one backend (setting
 * {@code backend}, see {@link org.accord.provider.endpoint.ExecutionBackends}); it plans on the backend's capacity and clock, tells the
 * backend about every change to its admitted work, and lets the backend's events decide when an agreement
 * is running, complete, or failed.
 *
 * <h2>Calls the provider makes, in this order</h2>
 * <ol>
 *   <li>{@link #capacity()} and {@link #clock(double)}, once each, while the provider opens;</li>
 *   <li>{@link #start}, once, with the work of every live agreement in the store (Observed or terminating,
 *       with an allocation): the backend reconciles it with what it runs (resubmits what it lost, reports
 *       events that happened while the provider was down, forgets what the provider no longer has) and
 *       from then on may report;</li>
 *   <li>any number of {@link #admitted}, {@link #replanned} and {@link #withdrawn}, each made under the
 *       provider's admission lock, in the order the provider decided them: they must return promptly (queue
 *       slow work, e.g. a command to a resource manager, on a thread of the backend's own);</li>
 *   <li>{@link #close()}, once; no call follows it.</li>
 * </ol>
 *
 * <h2>Events the backend reports</h2>
 * {@link ExecutionListener#on} with {@link ExecutionEvent.Started}, {@link ExecutionEvent.Finished} or
 * {@link ExecutionEvent.Failed}, carrying the instant it really happened. The provider is idempotent about
 * them, so a backend may report late, twice, or again after a restart:
 * <ul>
 *   <li>an event for an agreement that is unknown, Pending, or already final (Complete, Terminated,
 *       Rejected) changes nothing, so a second Finished never re-evaluates guarantees;</li>
 *   <li>Started moves a running agreement's service terms to Processing (again: no change);</li>
 *   <li>Finished completes an Observed agreement and evaluates its guarantees at the event's instant
 *       (not at the instant it is reported); Failed completes it with every guarantee Violated; Lost (the
 *       outcome cannot be known) completes it with every guarantee NotDetermined;</li>
 *   <li>events of one agreement need not come in order: a Started after a Finished is ignored;</li>
 *   <li>an agreement being terminated ignores events; its work is {@link #withdrawn}.</li>
 * </ul>
 * Capacity changes go to {@link ExecutionListener#capacityChanged}.
 */
public interface ExecutionBackend extends AutoCloseable {

    /** The name it is configured by (setting {@code backend}), e.g. {@code simulated}. */
    String name();

    /** The nodes the provider's resource record starts from. */
    Capacity capacity();

    /**
     * The clock the provider plans on. {@code resumeAt} is the latest instant (clock seconds) the store
     * records; a simulated clock resumes there so that time never runs backwards across a restart, a real
     * one is already past it.
     */
    ExecutionClock clock(double resumeAt);

    /**
     * Starts reporting to {@code listener}, after reconciling with {@code live} (see the type's Javadoc).
     *
     * @param live the work of every live agreement, as last planned
     * @param forecast the provider's own prediction (a simulated backend follows it)
     */
    void start(List<Work> live, ExecutionForecast forecast, ExecutionListener listener);

    /** Newly admitted work (a created agreement, or a Pending one accepted). */
    void admitted(Work work);

    /** Work whose planned placement or time changed (a reservation moved by a re-plan). */
    void replanned(Work work);

    /** The agreement was terminated: stop its work (if it runs) and free what it holds. */
    void withdrawn(String agreementId);

    /**
     * Whether the backend reaches what runs the work now (readiness): for Slurm, whether its latest command
     * reached the controller. The default: always (a simulated backend runs in the provider).
     */
    default boolean reachable() {
        return true;
    }

    /**
     * What runs the agreement's work now, or ran it: for a backend that submits jobs, the job it recorded for
     * the agreement. The default: the backend's name without a job (the simulated backend runs work on the
     * provider's clock). Must answer at once, without asking the resource manager.
     */
    default BackendJob job(String agreementId) {
        return BackendJob.none(name());
    }

    /** Stops reporting and releases what the backend holds (threads, connections); running work stays. */
    @Override
    void close();
}
