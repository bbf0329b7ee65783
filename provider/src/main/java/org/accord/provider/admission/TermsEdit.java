package org.accord.provider.admission;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

import org.accord.agreement.Terms;
import org.accord.scheduler.sla.Sla;
import org.accord.sla.CpuRange;
import org.accord.sla.JobDescription;
import org.accord.term.TermSetDeclaration;
import org.accord.term.VariableDeclaration;

/**
 * Changes to an offer's terms for a counter-offer. Each change sets the job description or QoS value and
 * the variable of the same meaning, when the function terms declare one, to that single value, so that the
 * terms stay consistent (e.g. T_F in the job and the variable {@code TF} that {@code laxity} uses).
 */
final class TermsEdit {

    private TermsEdit() {}

    /** The job on exactly {@code cpus} CPUs (t_D follows from the agreed function). */
    static Terms withCpus(Terms terms, int cpus) {
        JobDescription job = terms.job().orElseThrow();
        JobDescription changed = new JobDescription(CpuRange.fixed(cpus), job.singleCpuRuntime(), job.earliestStart(),
                job.latestFinish(), job.reservedTime(), job.application());
        return job(terms, changed);
    }

    /** The job's latest finish T_F moved to {@code seconds} from creation. */
    static Terms withLatestFinish(Terms terms, double seconds) {
        JobDescription job = terms.job().orElseThrow();
        JobDescription changed = new JobDescription(job.cpus(), job.singleCpuRuntime(), job.earliestStart(),
                OptionalDouble.of(seconds), job.reservedTime(), job.application());
        return variable(job(terms, changed), "TF", seconds);
    }

    /** The job's earliest start T_S moved to {@code seconds} from creation. */
    static Terms withEarliestStart(Terms terms, double seconds) {
        JobDescription job = terms.job().orElseThrow();
        JobDescription changed = new JobDescription(job.cpus(), job.singleCpuRuntime(), OptionalDouble.of(seconds),
                job.latestFinish(), job.reservedTime(), job.application());
        return variable(job(terms, changed), "TS", seconds);
    }

    /** The LibraSLA deadline moved to {@code seconds}. */
    static Terms withDeadline(Terms terms, double seconds) {
        Sla sla = terms.sla().orElseThrow();
        return variable(sla(terms, sla.withDeadline(seconds)),
                "deadline", seconds);
    }

    /** The LibraSLA budget raised to {@code budget}. */
    static Terms withBudget(Terms terms, double budget) {
        Sla sla = terms.sla().orElseThrow();
        return variable(sla(terms, sla.withBudget(budget)),
                "budget", budget);
    }

    private static Terms job(Terms terms, JobDescription job) {
        return new Terms(terms.serviceName(), terms.serviceTermNames(), terms.guarantees(), Optional.of(job),
                terms.sla(), terms.functionTerms());
    }

    private static Terms sla(Terms terms, Sla sla) {
        return new Terms(terms.serviceName(), terms.serviceTermNames(), terms.guarantees(), terms.job(),
                Optional.of(sla), terms.functionTerms());
    }

    private static Terms variable(Terms terms, String name, double value) {
        TermSetDeclaration set = terms.functionTerms();
        List<VariableDeclaration> variables = set.variables().stream()
                .map(v -> v.name().equals(name) ? new VariableDeclaration(name, value, value, v.integer()) : v).toList();
        return new Terms(terms.serviceName(), terms.serviceTermNames(), terms.guarantees(), terms.job(), terms.sla(),
                new TermSetDeclaration(variables, set.functions(), set.universals()));
    }
}
