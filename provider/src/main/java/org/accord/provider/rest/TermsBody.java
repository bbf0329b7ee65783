package org.accord.provider.rest;

import java.util.List;

import org.accord.agreement.GuaranteeTerm;
import org.accord.agreement.Terms;
import org.accord.sla.JobDescription;
import org.accord.term.FunctionTermDeclaration;
import org.accord.term.VariableDeclaration;

/**
 * The terms of a template, offer or agreement in JSON, named as a create's {@code values} name them: the
 * job ({@code cpus}, {@code tD1}, {@code tD}, {@code TS}, {@code TF}), the LibraSLA terms
 * ({@code deadlineType}, {@code deadline}, {@code budget}, {@code penaltyRate}), the function-term variables
 * with their domains and the function terms as expressions. Times are seconds from the agreement's
 * creation; absent terms are left out.
 */
record TermsBody(String serviceName, Cpus cpus, Double tD1, Double tD, Double TS, Double TF, String deadlineType,
        Double deadline, Double budget, Double penaltyRate, List<Variable> variables, List<Function> functions,
        List<String> guarantees) {

    /** A CPU count: {@code min == max} when fixed, a range for a moldable job. */
    record Cpus(int min, int max) {}

    /** A function-term variable and its domain. */
    record Variable(String name, String type, double min, double max) {
        static Variable of(VariableDeclaration v) {
            return new Variable(v.name(), v.integer() ? "integer" : "number", v.min(), v.max());
        }
    }

    /** A function term: its name and its expression over the variables and universal terms. */
    record Function(String name, String expression) {
        static Function of(FunctionTermDeclaration f) {
            return new Function(f.name(), f.expression());
        }
    }

    static TermsBody of(Terms terms) {
        JobDescription job = terms.job().orElse(null);
        var sla = terms.sla().orElse(null);
        return new TermsBody(terms.serviceName(),
                job == null ? null : new Cpus(job.cpus().min(), job.cpus().max()),
                job == null ? null : job.singleCpuRuntime(),
                job == null ? null : boxed(job.reservedTime()),
                job == null ? null : boxed(job.earliestStart()),
                job == null ? null : boxed(job.latestFinish()),
                sla == null ? null : sla.type().name(),
                sla == null ? null : sla.deadline(),
                sla == null ? null : sla.budget(),
                sla == null ? null : sla.penaltyRate(),
                terms.functionTerms().variables().stream().map(Variable::of).toList(),
                terms.functionTerms().functions().stream().map(Function::of).toList(),
                terms.guarantees().stream().map(GuaranteeTerm::name).toList());
    }

    private static Double boxed(java.util.OptionalDouble value) {
        return value.isPresent() ? value.getAsDouble() : null;
    }
}
