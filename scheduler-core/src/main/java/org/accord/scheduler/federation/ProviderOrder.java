package org.accord.scheduler.federation;

import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * In which order a job's manager bids at contractors: its own provider first (the paper's GFA looks further
 * only when "the user's job QoS can't be satisfied locally"), then the others the federation directory
 * quotes, fastest first (optimise for time, OFT) or cheapest first (optimise for cost, OFC), ties by name.
 * Providers that cannot meet the job's SLA at all ({@link FederationJob#feasibleAt}) are never asked.
 */
public enum ProviderOrder {
    /** Optimise for time: highest MIPS rating first. */
    OFT("oft", Comparator.comparingDouble((Provider p) -> -p.mips()).thenComparing(Provider::name)),
    /** Optimise for cost: lowest price first. */
    OFC("ofc", Comparator.comparingDouble(Provider::price).thenComparing(Provider::name));

    private final String label;
    private final Comparator<Provider> rank;

    ProviderOrder(String label, Comparator<Provider> rank) {
        this.label = label;
        this.rank = rank;
    }

    /** The stable name, {@code oft} or {@code ofc}. */
    public String label() {
        return label;
    }

    /** The contractors {@code job} bids at, in order. */
    public List<Provider> candidates(FederationJob job, List<Provider> providers) {
        Stream<Provider> others = providers.stream().filter(p -> !p.equals(job.origin())).sorted(rank);
        return Stream.concat(Stream.of(job.origin()), others).filter(job::feasibleAt).toList();
    }
}
