package org.accord.provider.agreement;

import java.time.Duration;

import org.accord.provider.admission.Allocation;
import org.accord.provider.admission.OfferTerms;
import org.accord.provider.admission.SlaKind;
import org.accord.provider.clock.ExecutionClock;
import org.accord.provider.execution.Work;
import org.accord.scheduler.plan.Hours;
import org.accord.sla.JobDescription;

/** The {@link Work} an execution backend receives for an admitted agreement: its terms plus its allocation. */
final class WorkOrders {

    private WorkOrders() {}

    static Work of(String agreementId, OfferTerms terms, Allocation allocation) {
        JobDescription job = terms.job();
        double created = allocation.created();
        boolean deadline = allocation.kind() == SlaKind.DEADLINE;
        double earliest = deadline ? created : created + job.earliestStart().orElse(0);
        double latest = deadline
                ? created + terms.terms().sla().orElseThrow().deadline()
                : created + job.latestFinish().orElseThrow();
        double runSeconds = deadline
                ? terms.deadlineJob(agreementId, created).runtime()
                : Hours.toSeconds(allocation.agreedHours());
        return new Work(agreementId, allocation.kind(), ExecutionClock.instantOf(earliest),
                ExecutionClock.instantOf(allocation.plannedStart()), ExecutionClock.instantOf(allocation.plannedFinish()),
                ExecutionClock.instantOf(latest), allocation.cpus(), allocation.nodes(),
                Duration.ofNanos(Math.round(runSeconds * 1e9)), job);
    }
}
