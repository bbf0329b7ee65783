package org.accord.consumer.contractnet;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Algorithm 1 for one job: bid to the ordered contractors one at a time; on rejection, failure or expiry
 * ask Φ for the next interval and bid to the next contractor; drop the job when Φ gives none or the list
 * is exhausted. Nothing blocks: each bid races the contractor's reply against the expiry timeout on one
 * future, and the winner drives the next step, so at most one step of a negotiation runs at a time and
 * its fields need no lock (the futures order the steps). Each step after a decision runs on the
 * {@code steps} executor; with a thread pool there, a slow contractor call cannot hold up the timer.
 *
 * <p>A reply that loses the race is late. A late rejection is ignored; a late acceptance is terminated
 * at once through {@link Contractor#terminate}, and reported to the sink, so a job never stays accepted
 * at two providers.
 */
final class JobNegotiation {

    private record Decision(AttemptOutcome outcome, String detail) {
    }

    private final SlaJob job;
    private final List<ProviderQuote> queue;
    private final NegotiationBudget budget;
    private final BidTimer timer;
    private final Consumer<LateAcceptance> lateAcceptances;
    private final Executor steps;
    private final List<BidAttempt> attempts = new ArrayList<>();
    private final CompletableFuture<JobReport> report = new CompletableFuture<>();
    private Instant started;
    private int next;

    JobNegotiation(SlaJob job, List<ProviderQuote> queue, NegotiationBudget budget, BidTimer timer,
                   Consumer<LateAcceptance> lateAcceptances, Executor steps) {
        this.job = job;
        this.queue = List.copyOf(queue);
        this.budget = budget;
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
        if (next == queue.size()) {
            finish(new JobOutcome.Dropped(DropReason.PROVIDERS_EXHAUSTED));
            return;
        }
        Optional<Duration> interval = budget.nextInterval(since(started));
        if (interval.isEmpty()) {
            finish(new JobOutcome.Dropped(DropReason.NEGOTIATION_TIME_SPENT));
            return;
        }
        bid(queue.get(next++), interval.get());
    }

    private void bid(ProviderQuote quote, Duration interval) {
        int round = attempts.size() + 1;
        Instant sent = timer.now();
        CompletableFuture<Decision> decision = new CompletableFuture<>();
        decision.thenAcceptAsync(outcome -> record(quote, round, interval, sent, outcome), steps)
                .exceptionally(failure -> fail(failure));
        BidTimer.Timeout timeout = timer.schedule(interval,
                () -> decision.complete(new Decision(AttemptOutcome.TIMED_OUT, "")));
        SlaBid bid = new SlaBid(job, round, interval, quote.expectedResponseTime(job));
        send(quote.contractor(), bid).whenComplete((reply, failure) -> {
            timeout.cancel();
            if (!decision.complete(decide(reply, failure)) && reply instanceof BidReply.Accepted accepted) {
                terminateLate(quote.contractor(), accepted.agreementId());
            }
        });
    }

    private void record(ProviderQuote quote, int round, Duration interval, Instant sent, Decision decision) {
        attempts.add(new BidAttempt(quote.name(), round, interval, decision.outcome(), since(sent),
                decision.detail()));
        if (decision.outcome() == AttemptOutcome.ACCEPTED) {
            finish(new JobOutcome.Placed(quote.name(), decision.detail()));
        } else {
            bidNextOrDrop();
        }
    }

    private void finish(JobOutcome outcome) {
        report.complete(new JobReport(job, outcome, attempts, budget.total(), since(started)));
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

    private static CompletableFuture<BidReply> send(Contractor contractor, SlaBid bid) {
        return send(() -> contractor.bid(bid));
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
