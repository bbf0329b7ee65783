package org.accord.consumer.contractnet;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.accord.scheduler.contractnet.LateReply;
import org.accord.scheduler.contractnet.Bidding;

/**
 * The I/O of Algorithm 1 for one job: the core {@link Bidding} says where to bid next and with which
 * interval, or that the job is dropped; this class sends the bid, races the contractor's reply against the
 * expiry on one future and, once either wins, records the attempt and asks the core for the next step. Nothing
 * blocks, and at most one step of a bidding runs at a time (the futures order the steps), so its fields
 * need no lock. Each step after a decision runs on the {@code steps} executor; with a thread pool there, a slow
 * contractor call cannot hold up the timer. A reply that loses the race is late and handled by the core's
 * {@link LateReply} rule: a late acceptance is terminated at once and reported to the sink, a late rejection
 * ignored, so a job never stays accepted at two providers.
 */
final class JobBidding {

    private record Decision(AttemptOutcome outcome, String detail) {
    }

    private final BrokeredJob job;
    private final Bidding bidding;
    private final Map<String, Contractor> contractors;
    private final BidTimer timer;
    private final Consumer<LateAcceptance> lateAcceptances;
    private final Executor steps;
    private final List<BidAttempt> attempts = new ArrayList<>();
    private final CompletableFuture<JobReport> report = new CompletableFuture<>();
    private Instant started;

    JobBidding(BrokeredJob job, Bidding bidding, Map<String, Contractor> contractors, BidTimer timer,
                   Consumer<LateAcceptance> lateAcceptances, Executor steps) {
        this.job = job;
        this.bidding = bidding;
        this.contractors = contractors;
        this.timer = timer;
        this.lateAcceptances = lateAcceptances;
        this.steps = steps;
    }

    CompletableFuture<JobReport> start() {
        started = timer.now();
        bidNextOrDrop();
        return report;
    }

    private void bidNextOrDrop() {
        Bidding.Step step = bidding.next(BrokeredJob.seconds(since(started)));
        if (step instanceof Bidding.Drop drop) {
            finish(new BrokeredOutcome.Dropped(drop.reason()));
        } else if (step instanceof Bidding.Bid bid) {
            bid(contractors.get(bid.contractor().name()), bid);
        }
    }

    private void bid(Contractor contractor, Bidding.Bid step) {
        Duration interval = BrokeredJob.duration(step.interval());
        Instant sent = timer.now();
        CompletableFuture<Decision> decision = new CompletableFuture<>();
        decision.thenAcceptAsync(outcome -> record(contractor, step.round(), interval, sent, outcome), steps)
                .exceptionally(this::fail);
        BidTimer.Timeout timeout = timer.schedule(interval,
                () -> decision.complete(new Decision(AttemptOutcome.TIMED_OUT, "")));
        SlaBid bid = new SlaBid(job, step.round(), interval,
                BrokeredJob.duration(step.contractor().responseTime(bidding.job())));
        send(() -> contractor.bid(bid)).whenComplete((reply, failure) -> {
            timeout.cancel();
            if (!decision.complete(decide(reply, failure))
                    && LateReply.of(reply instanceof BidReply.Accepted) == LateReply.TERMINATE) {
                terminateLate(contractor, ((BidReply.Accepted) reply).agreementId());
            }
        });
    }

    private void record(Contractor contractor, int round, Duration interval, Instant sent, Decision decision) {
        attempts.add(new BidAttempt(contractor.name(), round, interval, decision.outcome(), since(sent),
                decision.detail()));
        if (decision.outcome() == AttemptOutcome.ACCEPTED) {
            finish(new BrokeredOutcome.Placed(contractor.name(), decision.detail()));
        } else {
            bidNextOrDrop();
        }
    }

    private void finish(BrokeredOutcome outcome) {
        report.complete(new JobReport(job, outcome, attempts, BrokeredJob.duration(bidding.window().total()),
                since(started)));
    }

    private Void fail(Throwable failure) {
        report.completeExceptionally(failure);
        return null;
    }

    private void terminateLate(Contractor contractor, String agreementId) {
        send(() -> contractor.terminate(agreementId)).whenComplete((done, failure) ->
                lateAcceptances.accept(new LateAcceptance(job.id(), contractor.name(), agreementId,
                        failure == null, failure == null ? "" : message(failure))));
    }

    private Duration since(Instant from) {
        Duration elapsed = Duration.between(from, timer.now());
        return elapsed.isNegative() ? Duration.ZERO : elapsed;
    }

    private static <T> CompletableFuture<T> send(Supplier<CompletableFuture<T>> call) {
        try {
            CompletableFuture<T> future = call.get();
            return future != null ? future
                    : CompletableFuture.failedFuture(new IllegalStateException("contractor returned no future"));
        } catch (RuntimeException failure) {
            return CompletableFuture.failedFuture(failure);
        }
    }

    private static Decision decide(BidReply reply, Throwable failure) {
        if (failure != null) {
            return new Decision(AttemptOutcome.FAILED, message(failure));
        }
        if (reply instanceof BidReply.Accepted accepted) {
            return new Decision(AttemptOutcome.ACCEPTED, accepted.agreementId());
        }
        if (reply instanceof BidReply.Rejected rejected) {
            return new Decision(AttemptOutcome.REJECTED, rejected.reason());
        }
        return new Decision(AttemptOutcome.FAILED, "contractor completed without a reply");
    }

    private static String message(Throwable failure) {
        Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                ? failure.getCause() : failure;
        return cause.getMessage() != null ? cause.getMessage() : cause.getClass().getSimpleName();
    }
}
