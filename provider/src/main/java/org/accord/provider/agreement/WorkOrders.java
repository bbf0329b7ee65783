package org.accord.provider.agreement;

import java.time.Duration;

import org.accord.provider.admission.Allocation;
import org.accord.provider.admission.OfferTerms;
import org.accord.provider.admission.ReservationAllocation;
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
        double earliest;
        double latest;
        double runSeconds;
        if (allocation instanceof ReservationAllocation reservation) {
            earliest = created + job.earliestStart().orElse(0);
            latest = created + job.latestFinish().orElseThrow();
            runSeconds = Hours.toSeconds(reservation.agreedHours());
        } else {
            earliest = created;
            latest = created + terms.terms().sla().orElseThrow().deadline();
            runSeconds = terms.deadlineJob(agreementId, created).runtime();
        }
        return new Work(agreementId, allocation.kind(), ExecutionClock.instantOf(earliest),
                ExecutionClock.instantOf(allocation.plannedStart()), ExecutionClock.instantOf(allocation.plannedFinish()),
                ExecutionClock.instantOf(latest), allocation.cpus(), allocation.nodes(),
                Duration.ofNanos(Math.round(runSeconds * 1e9)), job);
    }
}
