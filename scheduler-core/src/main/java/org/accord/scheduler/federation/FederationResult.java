package org.accord.scheduler.federation;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The outcome of a {@link ContractNet} run and its metrics as the paper's Fig. 4 reports them.
 *
 * @param fates              one per job, in submission order
 * @param incentive          total incentive earned by the resource owners, {@code sum_k I_k} (grid dollars)
 * @param incentiveByProvider {@code I_k} per provider, in federation order
 * @param meanResponseTime   mean response time of the executed jobs, submission to completion (seconds)
 * @param meanBudgetSpent    mean {@code B(J, contractor)} a user spent per executed job (grid dollars)
 * @param executed           jobs that ran
 * @param dropped            jobs no contractor accepted
 * @param remote             executed jobs that ran away from their origin
 */
public record FederationResult(List<JobFate> fates, double incentive, Map<String, Double> incentiveByProvider,
                               double meanResponseTime, double meanBudgetSpent, int executed, int dropped,
                               int remote) {

    public FederationResult {
        fates = List.copyOf(fates);
        incentiveByProvider = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(incentiveByProvider));
    }

    /** Computes the metrics of {@code fates}. */
    static FederationResult of(List<Provider> providers, List<JobFate> fates) {
        List<JobFate.Executed> runs = fates.stream().filter(JobFate.Executed.class::isInstance)
                .map(JobFate.Executed.class::cast).toList();
        Map<String, Double> byProvider = new LinkedHashMap<>();
        providers.forEach(p -> byProvider.put(p.name(), 0.0));
        runs.forEach(r -> byProvider.merge(r.contractor().name(), r.cost(), Double::sum));
        double incentive = runs.stream().mapToDouble(JobFate.Executed::cost).sum();
        return new FederationResult(fates, incentive, byProvider,
                runs.stream().mapToDouble(JobFate.Executed::responseTime).average().orElse(0),
                runs.isEmpty() ? 0 : incentive / runs.size(), runs.size(), fates.size() - runs.size(),
                (int) runs.stream().filter(r -> !r.contractor().equals(r.job().origin())).count());
    }
}
