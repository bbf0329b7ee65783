package org.accord.scheduler.federation;

import java.util.List;
import java.util.Objects;
import org.accord.scheduler.contractnet.BidOrder;
import org.accord.scheduler.contractnet.DeadlineTest;

/**
 * The contract-net superscheduling of the paper's Algorithm 1 over a federation whose local schedulers all run
 * one {@link LocalScheduler} policy, simulated. The manager's side (contractor choice and order, the
 * bidding window, Eq. 2's intervals, when to drop) is the shared {@code contractnet} core, the same code
 * the consumer's live broker runs; this package adds the contractors' clusters and the clock.
 *
 * <p>A job's manager is its origin provider, which asks its own cluster first, then the others in
 * {@code order}; the total bid time is {@code t_neg = bidTimeFraction x deadline} (submission and return delays
 * taken as zero), so the effective deadline of Eq. 1 is {@code d^e = d - t_neg}. A contractor answers at once
 * under {@code fcfs} and {@code fcfs-queue}; under {@code greedy-backfilling} it keeps a bid until its expiry,
 * accepting it as soon as it fits (re-examined in decreasing incentive on every bid arrival, job finish and bid
 * timeout). Either way it accepts only a job that passes {@code deadlineTest}. A bid that times out unaccepted
 * sends the job to the next candidate; with none left the job is dropped. With a bid time of 0 every contractor
 * answers at once, so greedy backfilling at 0% is FCFS. Deterministic: no randomness, ties in submission order.
 *
 * @param providers       the federation, in a stable order
 * @param scheduler       the local schedulers' policy
 * @param bidTimeFraction total SLA bid time as a fraction of the deadline, 0..1
 * @param order           OFT or OFC
 * @param deadlineTest    what a contractor checks besides free processors
 */
public record ContractNet(List<Provider> providers, LocalScheduler scheduler, double bidTimeFraction, BidOrder order,
                          DeadlineTest deadlineTest) {

    public ContractNet {
        providers = List.copyOf(providers);
        if (providers.isEmpty()) {
            throw new IllegalArgumentException("a federation needs at least one provider");
        }
        if (providers.stream().map(Provider::name).distinct().count() != providers.size()) {
            throw new IllegalArgumentException("provider names must be unique: " + providers);
        }
        Objects.requireNonNull(scheduler, "local scheduler must not be null");
        if (!(bidTimeFraction >= 0 && bidTimeFraction <= 1)) {
            throw new IllegalArgumentException("bid time fraction must be within 0..1: " + bidTimeFraction);
        }
        Objects.requireNonNull(order, "provider order must not be null");
        Objects.requireNonNull(deadlineTest, "deadline test must not be null");
    }

    /** The first version's federation: the named policy, contractors testing the full deadline. */
    public ContractNet(List<Provider> providers, String policy, double bidTimeFraction, BidOrder order) {
        this(providers, LocalScheduler.named(policy), bidTimeFraction, order, DeadlineTest.FULL_DEADLINE);
    }

    /** Superschedules {@code jobs} (each submitted at its origin, which must be one of the providers). */
    public FederationResult run(List<FederationJob> jobs) {
        jobs.stream().filter(j -> !providers.contains(j.origin())).findFirst().ifPresent(j -> {
            throw new IllegalArgumentException("job " + j.id() + " comes from a provider outside the federation: "
                    + j.origin().name());
        });
        return new ContractNetRun(this, jobs).execute();
    }
}
