package org.accord.provider.rest;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.accord.constraint.Facet;
import org.accord.constraint.ItemConstraint;
import org.accord.template.Template;

/**
 * A published template in JSON: what it is, its terms with their template values, the {@code values} a
 * create may set (with type, range and default), and its creation constraints.
 *
 * @param kind the admission path its offers take: {@code deadline} (LibraSLA) or {@code reservation}
 * @param values the names a create's {@code values} object may use
 */
record TemplateBody(String templateId, String name, String kind, TermsBody terms, List<Value> values,
        List<Constraint> creationConstraints) {

    /**
     * One settable value: {@code type} is {@code integer}, {@code number}, {@code string} or {@code cpus}
     * (an integer, or {@code "MIN..MAX"} for a moldable job); {@code min}/{@code max} when the template bounds
     * it by a variable's domain; {@code options} for a choice; {@code default} is the template's value.
     */
    record Value(String name, String type, Double min, Double max, List<String> options, Object defaultValue,
            String description) {

        @com.fasterxml.jackson.annotation.JsonProperty("default")
        @Override
        public Object defaultValue() {
            return defaultValue;
        }
    }

    /** A creation-constraint item: the location it restricts and its facets, e.g. {@code maxInclusive: 128}. */
    record Constraint(String name, String location, boolean required, List<FacetBody> facets) {}

    record FacetBody(String facet, String value) {}

    static TemplateBody of(Template template, String kind) {
        TermsBody terms = TermsBody.of(template.terms());
        return new TemplateBody(template.templateId(), template.name().orElse(template.templateId()),
                kind.toLowerCase(Locale.ROOT), terms, values(terms),
                template.creationConstraints().items().stream().map(TemplateBody::constraint).toList());
    }

    private static List<Value> values(TermsBody terms) {
        List<Value> values = new ArrayList<>();
        if (terms.cpus() != null) {
            Object cpus = terms.cpus().min() == terms.cpus().max() ? (Object) terms.cpus().min()
                    : terms.cpus().min() + ".." + terms.cpus().max();
            values.add(new Value("cpus", "cpus", null, null, null, cpus, "CPU count N, or MIN..MAX for a moldable job"));
            values.add(number(terms, "tD1", terms.tD1(), "run time on one CPU, seconds"));
            optional(values, terms, "tD", terms.tD(), "reserved (run) time, seconds");
            optional(values, terms, "TS", terms.TS(), "earliest start, seconds after creation");
            optional(values, terms, "TF", terms.TF(), "latest finish, seconds after creation");
        }
        if (terms.deadlineType() != null) {
            values.add(new Value("deadlineType", "string", null, null, List.of("HARD", "SOFT"), terms.deadlineType(),
                    "HARD: refused unless the deadline can be met; SOFT: late finishes pay the penalty"));
            values.add(number(terms, "deadline", terms.deadline(), "deadline, seconds after creation"));
            values.add(number(terms, "budget", terms.budget(), "what the job pays when on time"));
            values.add(number(terms, "penaltyRate", terms.penaltyRate(), "what a late job pays back per second"));
        }
        List<String> named = values.stream().map(Value::name).toList();
        terms.variables().stream().filter(v -> !named.contains(v.name())).forEach(v -> values.add(
                new Value(v.name(), v.type(), v.min(), v.max(), null, null, "function-term variable")));
        values.add(new Value("name", "string", null, null, null, null,
                "the offer's name; two otherwise identical offers need different names to make two agreements"));
        return values;
    }

    private static void optional(List<Value> values, TermsBody terms, String name, Double value, String description) {
        if (value != null) {
            values.add(number(terms, name, value, description));
        }
    }

    private static Value number(TermsBody terms, String name, Double value, String description) {
        Optional<TermsBody.Variable> variable = terms.variables().stream().filter(v -> v.name().equals(name)).findFirst();
        return new Value(name, variable.map(TermsBody.Variable::type).orElse("number"),
                variable.map(TermsBody.Variable::min).orElse(null), variable.map(TermsBody.Variable::max).orElse(null),
                null, value, description);
    }

    private static Constraint constraint(ItemConstraint item) {
        return new Constraint(item.itemName(), item.location(), item.required(),
                item.facets().stream().map(TemplateBody::facet).toList());
    }

    /** Named as the XML Schema facet is: minInclusive, maxInclusive, minExclusive, maxExclusive, enumeration, pattern, fixed. */
    private static FacetBody facet(Facet facet) {
        if (facet instanceof Facet.Numeric numeric) {
            String name = numeric.getClass().getSimpleName();
            return new FacetBody(Character.toLowerCase(name.charAt(0)) + name.substring(1),
                    numeric.bound().toPlainString());
        }
        if (facet instanceof Facet.Enumeration enumeration) {
            return new FacetBody("enumeration", String.join(" ", enumeration.values()));
        }
        if (facet instanceof Facet.Pattern pattern) {
            return new FacetBody("pattern", pattern.regex());
        }
        return new FacetBody("fixed", ((Facet.Fixed) facet).value());
    }
}
