package org.accord.demo;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.accord.agreement.FaultReason;
import org.accord.consumer.client.AccordClientException;
import org.accord.consumer.client.AgreementClient;
import org.accord.consumer.client.CounterOffers;
import org.accord.consumer.client.OfferFaultException;
import org.accord.negotiation.NegotiationOffer;
import org.accord.offer.AgreementOffer;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;
import org.accord.template.Template;

/**
 * Offers each job to the provider at its arrival time (simulated seconds divided by the speed-up, on the
 * wall clock) as a {@code librasla-job} offer: the job's processors as the CPU count, its run time as the
 * reserved time ({@code t_D1 = runtime x processors}), its SLA's deadline type, deadline, budget and
 * penalty rate, clamped to the template's bounds ({@link TemplateBounds}). A REJECTED offer is negotiated
 * once and, when the provider counter-offers an ACCEPTABLE offer (a later deadline or a higher budget),
 * the agreement is created from it. Any other refusal, or a failure, rejects the job with its reason.
 */
final class OfferReplay {

    static final String TEMPLATE = "librasla-job";
    private static final int CALLERS = 4;

    private final AgreementClient client;
    private final double speedup;
    private final DemoProgress progress;
    private final Template template;

    OfferReplay(AgreementClient client, double speedup, DemoProgress progress) {
        this.client = client;
        this.speedup = speedup;
        this.progress = progress;
        this.template = client.templates().stream().filter(t -> t.templateId().equals(TEMPLATE)).findFirst()
                .orElseThrow(() -> new IllegalStateException("the provider publishes no " + TEMPLATE + " template"));
    }

    /** Every job's outcome, in the jobs' order, once all were decided. */
    List<OfferOutcome> replay(List<SlaJob> jobs) {
        progress.replaying(jobs.size());
        ScheduledExecutorService callers = Executors.newScheduledThreadPool(CALLERS, DemoThreads.named("accord-demo-offer"));
        try {
            List<CompletableFuture<OfferOutcome>> outcomes = jobs.stream().map(job -> at(callers, job)).toList();
            return outcomes.stream().map(CompletableFuture::join).toList();
        } finally {
            callers.shutdownNow();
        }
    }

    private CompletableFuture<OfferOutcome> at(ScheduledExecutorService callers, SlaJob job) {
        CompletableFuture<OfferOutcome> outcome = new CompletableFuture<>();
        long delay = Math.round(job.submitTime() / speedup * 1e9);
        callers.schedule(() -> {
            OfferOutcome decided = decide(job);
            progress.decided(decided);
            outcome.complete(decided);
        }, delay, TimeUnit.NANOSECONDS);
        return outcome;
    }

    private OfferOutcome decide(SlaJob job) {
        try {
            AgreementOffer offer = offer(job);
            try {
                return OfferOutcome.accepted(job, OfferOutcome.Kind.ACCEPTED_FIRST_TIME, offer, client.create(offer));
            } catch (OfferFaultException refused) {
                return refused.reason() == FaultReason.REJECTED ? negotiate(job, offer)
                        : OfferOutcome.rejected(job, refused.code());
            }
        } catch (AccordClientException | IllegalArgumentException failure) {
            return OfferOutcome.rejected(job, failure.getMessage());
        }
    }

    private OfferOutcome negotiate(SlaJob job, AgreementOffer offer) {
        CounterOffers round = client.negotiate(offer);
        Optional<NegotiationOffer> acceptable = round.acceptable();
        if (acceptable.isEmpty()) {
            return OfferOutcome.rejected(job, FaultReason.REJECTED.code());
        }
        AgreementOffer counter = acceptable.get().toAgreementOffer();
        return OfferOutcome.accepted(job, OfferOutcome.Kind.ACCEPTED_AFTER_COUNTER_OFFER, counter, client.create(counter));
    }

    private AgreementOffer offer(SlaJob job) {
        Sla sla = job.sla().orElseThrow(() -> new IllegalArgumentException("job " + job.id() + " has no SLA"));
        int cpus = (int) TemplateBounds.clamp(template, "Processors", job.processors());
        return client.offer(TEMPLATE)
                .name("SDSC SP2 job " + job.id())
                .cpus(cpus)
                .singleCpuRuntime(job.runtime() * cpus)
                .deadlineType(sla.type())
                .deadline(TemplateBounds.clamp(template, "Deadline", Math.ceil(sla.deadline())))
                .budget(TemplateBounds.clamp(template, "Budget", sla.budget()))
                .penaltyRate(TemplateBounds.clamp(template, "PenaltyRate", sla.penaltyRate()))
                .build();
    }
}
