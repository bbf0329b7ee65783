package org.accord.offer;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

import org.accord.agreement.Context;
import org.accord.agreement.Terms;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.scheduler.sla.Sla;
import org.accord.sla.Application;
import org.accord.sla.CpuRange;
import org.accord.sla.JobDescription;
import org.accord.template.Template;
import org.accord.term.TermSetDeclaration;
import org.accord.term.VariableDeclaration;

/**
 * An agreement offer being made from a template by changing its terms, one term at a time; {@link #offer()}
 * is the result, unchecked (the consumer's {@code OfferBuilder} checks it before sending, the provider's
 * intake checks whatever it receives). One copy of the term names and their effects, shared by the
 * consumer's {@code --set} and the provider's REST binding (template values). Not thread-safe; one draft
 * per offer. A setting it cannot apply throws {@link OfferTermException}.
 *
 * <p>Each job or SLA term also fixes the function-term variable of the same name when the template
 * declares one (its domain becomes {@code value..value}, as an offer states an input): {@code tD1},
 * {@code TS}, {@code TF}, {@code deadline}, {@code budget}, {@code penaltyRate}; a CPU count or range
 * sets the domain of {@code Ncpu}. When the template states a reserved time and the CPU count is fixed,
 * the offer's reserved time follows {@code t_D = t_D1 / N_CPU} unless {@link #reservedTime} was set.
 *
 * <p>{@link #set(String, String)} takes the same terms by name, as {@code ./accord client --set} does:
 * {@code cpus} ({@code N} or {@code MIN..MAX}), {@code tD1}, {@code tD}, {@code TS}, {@code TF},
 * {@code deadlineType}, {@code deadline}, {@code budget}, {@code penaltyRate}, {@code name},
 * {@code initiator}, or the name of any variable the template declares.
 */
public final class OfferDraft {

    private final Template template;
    private Optional<String> name;
    private Context context;
    private Terms terms;
    private boolean reservedTimeSet;

    /** A draft holding {@code template}'s own terms. */
    public OfferDraft(Template template) {
        this.template = Objects.requireNonNull(template, "template");
        AgreementOffer start = template.toOffer();
        this.name = start.name();
        this.context = start.context();
        this.terms = start.terms();
    }

    public OfferDraft name(String offerName) {
        name = Optional.of(offerName);
        return this;
    }

    public OfferDraft initiator(String party) {
        context = context.withInitiator(party);
        return this;
    }

    /** A fixed CPU count. */
    public OfferDraft cpus(int count) {
        return cpuRange(count, count);
    }

    /** A CPU range (a moldable job): the provider chooses the count inside it. */
    public OfferDraft cpuRange(int min, int max) {
        CpuRange cpus = term(() -> new CpuRange(min, max));
        job(job -> new JobDescription(cpus, job.singleCpuRuntime(), job.earliestStart(), job.latestFinish(),
                job.reservedTime(), job.application()));
        return declares("Ncpu") ? domain("Ncpu", min, max) : this;
    }

    /** t_D1, the job's runtime on one CPU, in seconds. */
    public OfferDraft singleCpuRuntime(double seconds) {
        job(job -> new JobDescription(job.cpus(), seconds, job.earliestStart(), job.latestFinish(), job.reservedTime(),
                job.application()));
        return fixIfDeclared("tD1", seconds);
    }

    /** t_D, the reserved time, in seconds; stops it following t_D1 / N_CPU. */
    public OfferDraft reservedTime(double seconds) {
        reservedTimeSet = true;
        job(job -> new JobDescription(job.cpus(), job.singleCpuRuntime(), job.earliestStart(), job.latestFinish(),
                OptionalDouble.of(seconds), job.application()));
        return fixIfDeclared("tD", seconds);
    }

    /** T_S, the earliest start, seconds from the agreement's creation. */
    public OfferDraft earliestStart(double seconds) {
        job(job -> new JobDescription(job.cpus(), job.singleCpuRuntime(), OptionalDouble.of(seconds),
                job.latestFinish(), job.reservedTime(), job.application()));
        return fixIfDeclared("TS", seconds);
    }

    /** T_F, the latest finish, seconds from the agreement's creation. */
    public OfferDraft latestFinish(double seconds) {
        job(job -> new JobDescription(job.cpus(), job.singleCpuRuntime(), job.earliestStart(),
                OptionalDouble.of(seconds), job.reservedTime(), job.application()));
        return fixIfDeclared("TF", seconds);
    }

    /**
     * What the provider's resource manager runs (a provider on the slurm backend runs it as the job; without
     * one it runs a job of the agreed duration). The user it runs as is the provider's choice.
     */
    public OfferDraft application(Application application) {
        job(job -> job.withApplication(Optional.of(application)));
        return this;
    }

    public OfferDraft deadlineType(DeadlineType type) {
        sla(sla -> sla.withType(type));
        return this;
    }

    /** The deadline, seconds from submission. */
    public OfferDraft deadline(double seconds) {
        sla(sla -> sla.withDeadline(seconds));
        return fixIfDeclared("deadline", seconds);
    }

    public OfferDraft budget(double amount) {
        sla(sla -> sla.withBudget(amount));
        return fixIfDeclared("budget", amount);
    }

    /** What the provider pays back per second of delay. */
    public OfferDraft penaltyRate(double perSecond) {
        sla(sla -> sla.withPenaltyRate(perSecond));
        return fixIfDeclared("penaltyRate", perSecond);
    }

    /** Fixes the template's function-term variable {@code variable} to {@code value}. */
    public OfferDraft input(String variable, double value) {
        if (!declares(variable)) {
            throw new OfferTermException("template " + template.templateId() + " declares no variable '"
                    + variable + "' (declared: " + declaredVariables() + ")");
        }
        return domain(variable, value, value);
    }

    /** Sets the term called {@code term} from text, e.g. {@code ("cpus", "8")} or {@code ("deadline", "3600")}. */
    public OfferDraft set(String term, String value) {
        return OfferTermSetting.apply(this, term, value);
    }

    /** The offer as drafted so far (the reserved time following t_D1 / N_CPU as said above). */
    public AgreementOffer offer() {
        return new AgreementOffer(name, context, withDerivedReservedTime(terms));
    }

    /** The template the draft started from. */
    public String templateId() {
        return template.templateId();
    }

    private Terms withDerivedReservedTime(Terms current) {
        Optional<JobDescription> job = current.job();
        if (reservedTimeSet || job.isEmpty() || job.get().reservedTime().isEmpty() || !job.get().cpus().isFixed()) {
            return current;
        }
        JobDescription j = job.get();
        double reserved = j.singleCpuRuntime() / j.cpus().min();
        return withJob(current, new JobDescription(j.cpus(), j.singleCpuRuntime(), j.earliestStart(), j.latestFinish(),
                OptionalDouble.of(reserved), j.application()));
    }

    private void job(UnaryOperator<JobDescription> change) {
        JobDescription job = terms.job().orElseThrow(() -> new OfferTermException("template "
                + templateId() + " has no job description"));
        terms = withJob(terms, term(() -> change.apply(job)));
    }

    private void sla(UnaryOperator<Sla> change) {
        Sla sla = terms.sla().orElseThrow(() -> new OfferTermException("template "
                + templateId() + " has no SLA terms (deadline type, deadline, budget, penalty rate)"));
        Sla changed = term(() -> change.apply(sla));
        terms = new Terms(terms.serviceName(), terms.serviceTermNames(), terms.guarantees(), terms.job(),
                Optional.of(changed), terms.functionTerms());
    }

    private static Terms withJob(Terms terms, JobDescription job) {
        return new Terms(terms.serviceName(), terms.serviceTermNames(), terms.guarantees(), Optional.of(job),
                terms.sla(), terms.functionTerms());
    }

    private OfferDraft fixIfDeclared(String variable, double value) {
        return declares(variable) ? domain(variable, value, value) : this;
    }

    private OfferDraft domain(String variable, double min, double max) {
        TermSetDeclaration declared = terms.functionTerms();
        List<VariableDeclaration> variables = new ArrayList<>();
        for (VariableDeclaration v : declared.variables()) {
            variables.add(v.name().equals(variable) ? new VariableDeclaration(v.name(), min, max, v.integer()) : v);
        }
        TermSetDeclaration changed = new TermSetDeclaration(variables, declared.functions(), declared.universals());
        terms = new Terms(terms.serviceName(), terms.serviceTermNames(), terms.guarantees(), terms.job(), terms.sla(),
                changed);
        return this;
    }

    /** Whether the template declares the function-term variable {@code variable}. */
    public boolean declares(String variable) {
        return terms.functionTerms().variables().stream().anyMatch(v -> v.name().equals(variable));
    }

    /** The template's variable names, comma-separated ("none" when it declares none). */
    public String declaredVariables() {
        String names = terms.functionTerms().variables().stream().map(VariableDeclaration::name)
                .collect(Collectors.joining(", "));
        return names.isEmpty() ? "none" : names;
    }

    private static <T> T term(Supplier<T> make) {
        try {
            return make.get();
        } catch (IllegalArgumentException e) {
            throw new OfferTermException(e.getMessage(), e);
        }
    }
}
