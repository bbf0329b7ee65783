package org.accord.template;

import java.util.List;

import org.accord.constraint.ItemConstraint;

/**
 * A template's creation constraints: the items an offer may fill in, each with the restriction its value
 * must satisfy, and free-form constraints (kept as their text; Accord does not interpret them).
 */
public record CreationConstraints(List<ItemConstraint> items, List<String> constraints) {

    public CreationConstraints {
        items = List.copyOf(items);
        constraints = List.copyOf(constraints);
    }

    public static CreationConstraints none() {
        return new CreationConstraints(List.of(), List.of());
    }
}
