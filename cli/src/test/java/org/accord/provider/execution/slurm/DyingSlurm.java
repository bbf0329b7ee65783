package org.accord.provider.execution.slurm;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * A {@link SlurmApi} that passes every call to a real one until the call chosen with {@link #dieAt}: there the provider
 * "dies", before or after that call reached Slurm. The thread that made the call stops there until the backend is
 * closed (so the backend's command thread runs nothing queued behind it), then throws {@link ProviderDied}, an
 * {@link Error} the backend does not catch; every other call from then on, on any thread, throws it at once. So the
 * backend neither learns nor changes anything more (no outcome reported, no line added to its submission log), as if
 * its process had been killed at that point. The test then closes the provider and opens a new one on the same store
 * and data directory.
 */
final class DyingSlurm implements SlurmApi {
    /** Whether the provider dies before the chosen call reaches Slurm, or once Slurm has done it. */
    enum When { BEFORE, AFTER }

    /** One call: the method's name and its argument (the job, job id, reservation request or name; else null). */
    record Call(String method, Object argument) {
    }

    /** What the backend's threads see once the provider has "died". */
    static final class ProviderDied extends Error {
        ProviderDied(Call at) {
            super("the provider died at " + at.method() + "(" + at.argument() + ")", null, false, false);
        }
    }

    private final SlurmApi slurm;
    private volatile Predicate<Call> corner = call -> false;
    private volatile When when = When.BEFORE;
    private volatile Call diedAt;
    private final CountDownLatch died = new CountDownLatch(1);
    private final AtomicInteger jobReads = new AtomicInteger();

    DyingSlurm(SlurmApi slurm) {
        this.slurm = slurm;
    }

    /** Makes the provider die at the first call that matches {@code corner}, {@code when} it reaches Slurm. */
    DyingSlurm dieAt(Predicate<Call> corner, When when) {
        this.when = when;
        this.corner = corner;
        return this;
    }

    /** A corner: {@code method} called with an argument that {@code argument} accepts. */
    static Predicate<Call> call(String method, Predicate<Object> argument) {
        return c -> c.method().equals(method) && argument.test(c.argument());
    }

    /** Waits until the provider died; returns where. */
    Call awaitDeath(Duration timeout) throws InterruptedException {
        if (!died.await(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new AssertionError("the provider did not reach the chosen call within " + timeout);
        }
        return diedAt;
    }

    /** How many times the backend asked Slurm for its jobs (each poll, each watch step). */
    int jobReads() {
        return jobReads.get();
    }

    private <T> T call(String method, Object argument, Supplier<T> real) {
        Call call = new Call(method, argument);
        if (diedAt != null) {
            throw new ProviderDied(diedAt);
        }
        boolean here = corner.test(call);
        if (here && when == When.BEFORE) {
            die(call);
        }
        T answer = real.get();
        if (here) {
            die(call);
        }
        return answer;
    }

    private void die(Call call) {
        synchronized (this) {
            if (diedAt == null) {
                diedAt = call;
                died.countDown();
            }
        }
        try {
            new CountDownLatch(1).await(); // until the backend closes and interrupts its threads
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        throw new ProviderDied(diedAt);
    }

    private void run(String method, Object argument, Runnable real) {
        call(method, argument, () -> {
            real.run();
            return null;
        });
    }

    @Override
    public String describe() {
        return slurm.describe();
    }

    @Override
    public SlurmRelease release() {
        return slurm.release();
    }

    @Override
    public String layout() {
        return slurm.layout();
    }

    @Override
    public List<SlurmNode> nodes() {
        return call("nodes", null, slurm::nodes);
    }

    @Override
    public List<SlurmJob> jobs(Collection<Long> ids, Optional<String> user) {
        List<SlurmJob> jobs = call("jobs", ids, () -> slurm.jobs(ids, user));
        jobReads.incrementAndGet();
        return jobs;
    }

    @Override
    public List<SlurmJob> jobsNamed(Collection<String> names, Optional<String> user) {
        return call("jobsNamed", names, () -> slurm.jobsNamed(names, user));
    }

    @Override
    public Optional<Path> completionLog() {
        return call("completionLog", null, slurm::completionLog);
    }

    @Override
    public boolean accounting() {
        return call("accounting", null, slurm::accounting);
    }

    @Override
    public List<SlurmJob> accountedJobs(Collection<Long> ids, Optional<String> user) {
        return call("accountedJobs", ids, () -> slurm.accountedJobs(ids, user));
    }

    @Override
    public List<SlurmJob> accountedJobsNamed(Collection<String> names, Optional<String> user) {
        return call("accountedJobsNamed", names, () -> slurm.accountedJobsNamed(names, user));
    }

    @Override
    public String defaultUser() {
        return slurm.defaultUser();
    }

    @Override
    public long submit(JobSubmission job) {
        return call("submit", job, () -> slurm.submit(job));
    }

    @Override
    public void cancel(long jobId) {
        run("cancel", jobId, () -> slurm.cancel(jobId));
    }

    @Override
    public void createReservation(ReservationRequest request) {
        run("createReservation", request, () -> slurm.createReservation(request));
    }

    @Override
    public void moveReservation(ReservationRequest request) {
        run("moveReservation", request, () -> slurm.moveReservation(request));
    }

    @Override
    public boolean deleteReservation(String name) {
        return call("deleteReservation", name, () -> slurm.deleteReservation(name));
    }

    @Override
    public List<SlurmReservation> reservations() {
        return call("reservations", null, slurm::reservations);
    }
}
