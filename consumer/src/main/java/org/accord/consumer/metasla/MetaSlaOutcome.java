package org.accord.consumer.metasla;

import java.util.List;
import java.util.Objects;
import org.accord.consumer.contractnet.JobReport;

/** The meta-SLA a request produced, with the superscheduler's report for each of its jobs, in request order. */
public record MetaSlaOutcome(MetaSla metaSla, List<JobReport> reports) {

    public MetaSlaOutcome {
        Objects.requireNonNull(metaSla, "metaSla");
        reports = List.copyOf(reports);
    }
}
