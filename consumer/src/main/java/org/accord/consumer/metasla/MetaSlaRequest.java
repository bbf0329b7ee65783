package org.accord.consumer.metasla;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.accord.scheduler.contractnet.BidOrder;
import org.accord.consumer.contractnet.BrokeredJob;

/** A user's request covering several jobs, each brokered with {@code order}, standing by {@code policy}. */
public record MetaSlaRequest(String id, List<BrokeredJob> jobs, BidOrder order, SplitPolicy policy) {

    public MetaSlaRequest {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(order, "order");
        Objects.requireNonNull(policy, "policy");
        jobs = List.copyOf(jobs);
        if (jobs.isEmpty()) {
            throw new IllegalArgumentException("meta-SLA request " + id + " must cover at least one job");
        }
        Set<String> ids = new HashSet<>();
        for (BrokeredJob job : jobs) {
            if (!ids.add(job.id())) {
                throw new IllegalArgumentException("meta-SLA request " + id + " lists job twice: " + job.id());
            }
        }
    }
}
