package org.accord.consumer.client;

import java.time.Duration;
import java.util.Objects;

import org.accord.consumer.contractnet.SlaBid;
import org.accord.consumer.contractnet.BrokeredJob;
import org.accord.offer.AgreementOffer;
import org.accord.scheduler.sla.DeadlineType;

/**
 * Bids as offers on a LibraSLA template (e.g. {@code librasla-job}): the job's processors become the CPU
 * count, its length {@code l} MI per processor at the contractor's {@code mipsPerProcessor} becomes the
 * runtime {@code l / mips} per processor, so {@code t_D1 = p * l / mips}; budget, deadline type and
 * penalty rate come from the job and this mapping.
 *
 * <p>Choice: the provider's deadline is the user's deadline minus the submission and return delays
 * (the part of Eq. 1 the provider cannot spend); the negotiation time already spent is not subtracted
 * again, since the bid's expiry interval already bounds it. Seconds are rounded up to whole seconds.
 */
public record LibraSlaBidOffers(String templateId, double mipsPerProcessor, DeadlineType deadlineType,
                                double penaltyRate) implements BidOffers {

    public LibraSlaBidOffers {
        Objects.requireNonNull(templateId, "templateId");
        Objects.requireNonNull(deadlineType, "deadlineType");
        if (!(mipsPerProcessor > 0) || Double.isInfinite(mipsPerProcessor)) {
            throw new IllegalArgumentException("MIPS per processor must be positive: " + mipsPerProcessor);
        }
        if (!(penaltyRate >= 0) || Double.isInfinite(penaltyRate)) {
            throw new IllegalArgumentException("penalty rate must not be negative: " + penaltyRate);
        }
    }

    @Override
    public AgreementOffer offerFor(SlaBid bid, AgreementClient client) {
        BrokeredJob job = bid.job();
        double runtime = Math.ceil(job.lengthMi() / mipsPerProcessor);
        Duration providerDeadline = job.deadline().minus(job.submissionDelay()).minus(job.returnDelay());
        return client.offer(templateId)
                .name("contract-net job " + job.id())
                .cpus(job.processors())
                .singleCpuRuntime(runtime * job.processors())
                .deadlineType(deadlineType)
                .deadline(Math.ceil(providerDeadline.toMillis() / 1000.0))
                .budget(job.budget())
                .penaltyRate(penaltyRate)
                .build();
    }
}
