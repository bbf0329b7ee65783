package org.accord.constraint;

import java.util.List;
import java.util.Objects;

/**
 * A {@code wsag:Item} of a template's creation constraints: the values an offer puts at {@code location}
 * must satisfy every facet; a required item must be present.
 */
public record ItemConstraint(String itemName, String location, boolean required, List<Facet> facets) {

    public ItemConstraint {
        Objects.requireNonNull(itemName, "item name must not be null");
        Objects.requireNonNull(location, "location of item '" + itemName + "' must not be null");
        facets = List.copyOf(Objects.requireNonNull(facets, "facets of item '" + itemName + "' must not be null"));
    }
}
