package org.accord.demo;

import java.math.BigDecimal;

import org.accord.constraint.Facet;
import org.accord.constraint.ItemConstraint;
import org.accord.template.Template;

/**
 * Keeps a trace-derived value inside the inclusive bounds a template's creation constraint sets for an
 * item (e.g. {@code Deadline} in 60..2592000 seconds, {@code Budget} up to 1,000,000 in the
 * {@code librasla-job} template). Choice: the SLA assignment draws deadlines and budgets in proportion to
 * run times, so a 10-second job's deadline can fall below a minute and a long job's budget above the
 * template's maximum; the demo clamps such values instead of dropping the job, so every trace job is
 * offered. Exclusive bounds are left to the offer check.
 */
final class TemplateBounds {

    private TemplateBounds() {
    }

    static double clamp(Template template, String item, double value) {
        double clamped = value;
        for (ItemConstraint constraint : template.creationConstraints().items()) {
            if (!constraint.itemName().equals(item)) {
                continue;
            }
            for (Facet facet : constraint.facets()) {
                if (facet instanceof Facet.MinInclusive min) {
                    clamped = Math.max(clamped, number(min.bound()));
                } else if (facet instanceof Facet.MaxInclusive max) {
                    clamped = Math.min(clamped, number(max.bound()));
                }
            }
        }
        return clamped;
    }

    private static double number(BigDecimal bound) {
        return bound.doubleValue();
    }
}
