package org.accord.scheduler.federation;

import java.util.List;
import java.util.Objects;
import org.accord.scheduler.admission.FcfsBidAdmission;
import org.accord.scheduler.admission.GreedyBackfillingAdmission;

/**
 * The contract-net superscheduling of the paper's Algorithm 1 over a federation whose local schedulers all run
 * one policy: {@code fcfs} (a contractor answers a bid at once) or {@code greedy-backfilling} (Algorithm 2: a
 * contractor keeps a bid until its expiry and accepts it as soon as it fits, re-examining its bids in
 * decreasing incentive on every bid arrival, job finish and bid timeout).
 *
 * <p>A job's manager bids at its {@link ProviderOrder} candidates one after another; the l-th bid expires
 * after {@code dt_l = (t_neg - sum_{p<l} dt_p) / 2} (Eq. 2) with total bid time
 * {@code t_neg = bidTimeFraction x deadline} (Eq. 1 with submission and return delays taken as zero; the
 * effective deadline is enforced by the contractor's own test that the job, started now, finishes by its
 * due time). The manager sets every bid's expiry itself, because only it knows the bid's index. A bid that
 * times out unaccepted sends the job to the next candidate; with none left the job is dropped. With a bid
 * time of 0, or under {@code fcfs}, every contractor answers at once, so greedy backfilling at 0% is FCFS.
 * Deterministic: no randomness, ties in submission order.
 *
 * @param providers       the federation, in a stable order
 * @param policy          the local schedulers' policy, {@code fcfs} or {@code greedy-backfilling}
 * @param bidTimeFraction total SLA bid time as a fraction of the deadline, 0..1
 * @param order           OFT or OFC
 */
public record ContractNet(List<Provider> providers, String policy, double bidTimeFraction, ProviderOrder order) {

    public ContractNet {
        providers = List.copyOf(providers);
        if (providers.isEmpty()) {
            throw new IllegalArgumentException("a federation needs at least one provider");
        }
        if (providers.stream().map(Provider::name).distinct().count() != providers.size()) {
            throw new IllegalArgumentException("provider names must be unique: " + providers);
        }
        if (!FcfsBidAdmission.NAME.equals(policy) && !GreedyBackfillingAdmission.NAME.equals(policy)) {
            throw new IllegalArgumentException("local scheduler policy must be " + FcfsBidAdmission.NAME + " or "
                    + GreedyBackfillingAdmission.NAME + ": " + policy);
        }
        if (!(bidTimeFraction >= 0 && bidTimeFraction <= 1)) {
            throw new IllegalArgumentException("bid time fraction must be within 0..1: " + bidTimeFraction);
        }
        Objects.requireNonNull(order, "provider order must not be null");
    }

    /** Superschedules {@code jobs} (each submitted at its origin, which must be one of the providers). */
    public FederationResult run(List<FederationJob> jobs) {
        jobs.stream().filter(j -> !providers.contains(j.origin())).findFirst().ifPresent(j -> {
            throw new IllegalArgumentException("job " + j.id() + " comes from a provider outside the federation: "
                    + j.origin().name());
        });
        return new ContractNetRun(this, jobs).execute();
    }

    /** True when contractors keep bids until they expire. */
    boolean queuesBids() {
        return GreedyBackfillingAdmission.NAME.equals(policy);
    }
}
