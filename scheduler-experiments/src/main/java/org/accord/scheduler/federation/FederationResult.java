package org.accord.scheduler.federation;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.accord.scheduler.sla.Sla;

/**
 * The outcome of a {@link ContractNet} run and its metrics as the paper's Fig. 4 reports them.
 *
 * @param fates               one per job, in submission order
 * @param incentive           total incentive earned by the resource owners, {@code sum_k I_k} (grid dollars)
 * @param incentiveByProvider {@code I_k} per provider, in federation order
 * @param meanResponseTime    mean response time of the executed jobs, submission to completion (seconds)
 * @param meanBudgetSpent     mean {@code B(J, contractor)} a user spent per executed job (grid dollars)
 * @param executed            jobs that ran
 * @param dropped             jobs no contractor accepted
 * @param remote              executed jobs that ran away from their origin
 * @param onTime              executed jobs that finished by their deadline
 * @param lateProfitable      executed jobs that finished late with utility above zero
 * @param lateLoss            executed jobs that finished late with utility zero or below
 */
public record FederationResult(List<JobFate> fates, double incentive, Map<String, Double> incentiveByProvider,
                               double meanResponseTime, double meanBudgetSpent, int executed, int dropped,
                               int remote, int onTime, int lateProfitable, int lateLoss) {

    public FederationResult {
        fates = List.copyOf(fates);
        incentiveByProvider = Collections.unmodifiableMap(new LinkedHashMap<>(incentiveByProvider));
    }

    /** Computes the metrics of {@code fates}. */
    static FederationResult of(List<Provider> providers, List<JobFate> fates) {
        List<JobFate.Executed> runs = fates.stream().filter(JobFate.Executed.class::isInstance)
                .map(JobFate.Executed.class::cast).toList();
        Map<String, Double> byProvider = new LinkedHashMap<>();
        providers.forEach(p -> byProvider.put(p.name(), 0.0));
        runs.forEach(r -> byProvider.merge(r.contractor().name(), r.cost(), Double::sum));
        double incentive = runs.stream().mapToDouble(JobFate.Executed::cost).sum();
        int onTime = (int) runs.stream().filter(r -> delay(r) <= Sla.DELAY_TOLERANCE).count();
        int lateProfitable = (int) runs.stream().filter(r -> delay(r) > Sla.DELAY_TOLERANCE && utility(r) > 0).count();
        return new FederationResult(fates, incentive, byProvider,
                runs.stream().mapToDouble(JobFate.Executed::responseTime).average().orElse(0),
                runs.isEmpty() ? 0 : incentive / runs.size(), runs.size(), fates.size() - runs.size(),
                (int) runs.stream().filter(r -> !r.contractor().equals(r.job().origin())).count(),
                onTime, lateProfitable, runs.size() - onTime - lateProfitable);
    }

    private static double delay(JobFate.Executed run) {
        return run.job().job().sla().orElseThrow().delay(run.job().job().submitTime(), run.finish());
    }

    private static double utility(JobFate.Executed run) {
        return run.job().job().sla().orElseThrow().utility(delay(run));
    }
}
