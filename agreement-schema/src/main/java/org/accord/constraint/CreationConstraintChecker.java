package org.accord.constraint;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks the values of an offer against a template's item constraints and reports every violation: a
 * missing required item, and for each value every facet it breaks. A value that is not a number is
 * reported once, however many numeric facets the item has.
 */
public final class CreationConstraintChecker {

    private CreationConstraintChecker() {
    }

    /**
     * @param valuesByItemName what each item's location selects in the offer, by item name; a missing key or
     *                         an empty list means the item is absent
     * @return every violation, in constraint order; empty when the offer satisfies all constraints
     */
    public static List<ConstraintViolation> check(List<ItemConstraint> constraints,
                                                  Map<String, List<String>> valuesByItemName) {
        List<ConstraintViolation> violations = new ArrayList<>();
        for (ItemConstraint item : constraints) {
            List<String> values = valuesByItemName.getOrDefault(item.itemName(), List.of());
            if (values.isEmpty() && item.required()) {
                violations.add(violation(item, "is required but the offer has no value at " + item.location()));
            }
            values.forEach(value -> checkValue(item, value, violations));
        }
        return List.copyOf(violations);
    }

    private static void checkValue(ItemConstraint item, String value, List<ConstraintViolation> violations) {
        boolean numberReported = false;
        for (Facet facet : item.facets()) {
            Optional<String> problem = facet.violation(value);
            if (problem.isEmpty()) {
                continue;
            }
            boolean notANumber = facet instanceof Facet.Numeric && Numbers.parse(value).isEmpty();
            if (!(notANumber && numberReported)) {
                violations.add(violation(item, problem.get()));
                numberReported |= notANumber;
            }
        }
    }

    private static ConstraintViolation violation(ItemConstraint item, String what) {
        String separator = what.startsWith("is ") ? " " : ": ";
        return new ConstraintViolation(item.itemName(), item.location(),
                "item '" + item.itemName() + "'" + separator + what);
    }
}
