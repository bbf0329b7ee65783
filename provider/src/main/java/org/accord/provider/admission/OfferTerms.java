package org.accord.provider.admission;

import java.util.HashMap;
import java.util.Map;
import java.util.function.IntToDoubleFunction;

import org.accord.agreement.Terms;
import org.accord.scheduler.plan.CpuDemand;
import org.accord.scheduler.plan.Hours;
import org.accord.scheduler.plan.PlanningRequest;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;
import org.accord.sla.CpuRange;
import org.accord.sla.JobDescription;
import org.accord.term.Bindings;
import org.accord.term.CompiledTermSet;
import org.accord.term.Domain;
import org.accord.term.TermCompilationCache;
import org.accord.term.TermException;
import org.accord.term.TermLimits;
import org.accord.provider.execution.SlaKind;

/**
 * An offer's (or agreement's) terms with their function terms compiled once, and the scheduler requests
 * built from them. Times in the terms are seconds from the agreement's creation; {@code created} is that
 * instant on the provider's simulated clock (seconds), so absolute times are {@code created + t}.
 *
 * <p>Bindings: every declared variable whose domain is a single value is bound to it, and a deadline
 * SLA's own terms bind {@code deadline}, {@code budget} and {@code penaltyRate} (the QoS terms win over a
 * variable's declared value).
 */
public record OfferTerms(Terms terms, CompiledTermSet compiled) {

    /**
     * Compiles the terms' function terms (once per declaration set: {@link TermCompilationCache#shared()}),
     * without limits: these are the terms of an offer the intake checked against the provider's limits, or
     * of an agreement it admitted so (restored, or re-priced by a counter-offer).
     *
     * @throws org.accord.term.TermCompilationException if they do not compile
     */
    public static OfferTerms of(Terms terms) {
        return new OfferTerms(terms,
                TermCompilationCache.shared().compile(terms.functionTerms(), TermLimits.NONE).orThrow());
    }

    /** The job description, which both paths need. */
    public JobDescription job() {
        return terms.job().orElseThrow(() -> new UnsupportedOfferException("the terms carry no job description"));
    }

    /** Fixed variables and SLA terms, as described in the type's Javadoc. */
    public Bindings bindings() {
        Map<String, Double> values = new HashMap<>();
        for (String variable : compiled.variables()) {
            compiled.domain(variable).filter(d -> d.min() == d.max()).ifPresent(d -> values.put(variable, d.min()));
        }
        terms.sla().ifPresent(sla -> {
            values.put("deadline", sla.deadline());
            values.put("budget", sla.budget());
            values.put("penaltyRate", sla.penaltyRate());
        });
        values.keySet().retainAll(compiled.variables());
        return new Bindings(values);
    }

    /**
     * The LibraSLA job: its run time is the job's ReservedTime (the LibraSLA template's convention), else
     * the single-CPU runtime divided by the CPU count; one process on each of {@code max} CPUs.
     */
    public SlaJob deadlineJob(String id, double created) {
        JobDescription job = job();
        Sla sla = terms.sla().orElseThrow(() -> new UnsupportedOfferException("the terms carry no SLA terms"));
        int processors = job.cpus().max();
        double runtime = job.reservedTime().orElse(job.singleCpuRuntime() / processors);
        return SlaJob.withSla(id, created, runtime, processors, sla);
    }

    /**
     * The reservation request: T_S and T_F from the job description made absolute and converted to hours,
     * t_D(N_CPU) from the {@code tD} function term (seconds, converted to hours) over the CPU range the job
     * and the {@code Ncpu} domain both allow, preferring the most CPUs, price V_TOT when bound (else 0).
     */
    public PlanningRequest reservation(String id, double created) {
        return reservation(id, created, cpuRange());
    }

    /** The same request over another CPU range (inside the function's domain), e.g. to probe a counter-offer. */
    public PlanningRequest reservation(String id, double created, CpuRange range) {
        JobDescription job = job();
        double start = Hours.ofSeconds(created + job.earliestStart().orElse(0));
        double finish = Hours.ofSeconds(created + job.latestFinish().orElseThrow(
                () -> new UnsupportedOfferException("a reservation needs a latest finish")));
        IntToDoubleFunction seconds = reservedSeconds();
        CpuDemand demand = CpuDemand.moldable(range.min(), range.max(), range.max(),
                cpus -> Hours.ofSeconds(seconds.applyAsDouble(cpus)));
        return new PlanningRequest(id, start, finish, demand, price());
    }

    /** t_D(N_CPU) in seconds. */
    public IntToDoubleFunction reservedSeconds() {
        try {
            return compiled.asIntFunction(SlaKind.RESERVED_TIME_TERM, SlaKind.CPU_VARIABLE, bindings());
        } catch (TermException | IllegalArgumentException e) {
            throw new UnsupportedOfferException("the reserved time " + SlaKind.RESERVED_TIME_TERM + "("
                    + SlaKind.CPU_VARIABLE + ") cannot be evaluated: " + e.getMessage());
        }
    }

    /** The CPU counts both the job description and the {@code Ncpu} domain allow. */
    public CpuRange cpuRange() {
        return cpuRange(job().cpus());
    }

    /** {@code wanted} cut to the {@code Ncpu} domain. */
    public CpuRange cpuRange(CpuRange wanted) {
        Domain domain = compiled.domain(SlaKind.CPU_VARIABLE).orElseThrow(
                () -> new UnsupportedOfferException("a reservation needs the integer variable " + SlaKind.CPU_VARIABLE));
        int min = Math.max(wanted.min(), (int) Math.ceil(domain.min()));
        int max = Math.min(wanted.max(), (int) Math.floor(domain.max()));
        if (min > max) {
            throw new UnsupportedOfferException("the CPU range " + wanted.min() + ".." + wanted.max()
                    + " lies outside the domain of " + SlaKind.CPU_VARIABLE + ": " + domain);
        }
        return new CpuRange(min, max);
    }

    /** The whole {@code Ncpu} domain: every count the agreed function allows. */
    public CpuRange functionRange() {
        Domain domain = compiled.domain(SlaKind.CPU_VARIABLE).orElseThrow(
                () -> new UnsupportedOfferException("a reservation needs the integer variable " + SlaKind.CPU_VARIABLE));
        return new CpuRange((int) Math.max(1, Math.ceil(domain.min())), (int) Math.floor(domain.max()));
    }

    private double price() {
        return bindings().values().getOrDefault("VTOT", 0.0);
    }
}
