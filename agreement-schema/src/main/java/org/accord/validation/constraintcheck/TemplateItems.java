package org.accord.validation.constraintcheck;

import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.function.Predicate;
import java.util.stream.IntStream;

import org.accord.constraint.ItemConstraint;
import org.accord.document.DocumentProblem;
import org.accord.document.LoadedDocument;
import org.accord.document.LocatedDocument;
import org.accord.document.Namespaces;
import org.accord.document.Position;
import org.accord.template.CreationConstraints;
import org.accord.template.Template;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * A template's creation-constraint items, each with its Location compiled (or the reason it does not
 * compile) and the place of its {@code wsag:Location} element, found once per template instead of once
 * per offer. Kept per parsed template ({@link LocatedDocument}, by identity) for as long as that template
 * is in use, and checked against the template's constraints, so a document re-read or a model swapped
 * under the same source is never answered with another template's items.
 */
public final class TemplateItems {

    /** One item: its Location compiled, or (only then) why it does not compile. */
    record Item(ItemConstraint constraint, Optional<ItemLocation> location, Position locationPosition,
            Optional<String> compileProblem) {

        Item {
            if (location.isPresent() == compileProblem.isPresent()) {
                throw new IllegalArgumentException("item '" + constraint.itemName()
                        + "' needs either a compiled location or a compile problem, not both or neither");
            }
        }
    }

    private static final Map<LocatedDocument, TemplateItems> KNOWN = Collections.synchronizedMap(new WeakHashMap<>());

    private final CreationConstraints constraints;
    private final String source;
    private final List<Item> items;
    private final Optional<List<ElementPath>> paths;
    private final Map<String, int[]> candidates;
    private final int[] anyNameCandidates;

    private TemplateItems(CreationConstraints constraints, String source, List<Item> items) {
        this.constraints = constraints;
        this.source = source;
        this.items = items;
        List<ElementPath> simple = items.stream().flatMap(item -> item.location().stream())
                .flatMap(location -> location.elementPath().stream()).toList();
        this.paths = simple.size() == items.size() ? Optional.of(simple) : Optional.empty();
        this.candidates = this.paths.map(TemplateItems::candidates).orElse(Map.of());
        this.anyNameCandidates = this.paths
                .map(all -> indexes(all.stream().map(ElementPath::lastStepNames).toList(), name -> false))
                .orElse(new int[0]);
    }

    /**
     * For each local name some path's last step names, the indexes of the paths that may select such an
     * element. A HashMap (read-only): it is looked up for every element of every offer, and finds a name
     * with fewer comparisons than {@code Map.copyOf}'s probing when most names are not in it.
     */
    private static Map<String, int[]> candidates(List<ElementPath> paths) {
        List<Optional<Set<String>>> lastNames = paths.stream().map(ElementPath::lastStepNames).toList();
        Set<String> names = new HashSet<>();
        lastNames.forEach(last -> last.ifPresent(names::addAll));
        Map<String, int[]> byName = new HashMap<>();
        for (String name : names) {
            byName.put(name, indexes(lastNames, named -> named.contains(name)));
        }
        return Collections.unmodifiableMap(byName);
    }

    /** The indexes, in order, of the paths whose last step is {@code *} or has a name {@code named} accepts. */
    private static int[] indexes(List<Optional<Set<String>>> lastNames, Predicate<Set<String>> named) {
        return IntStream.range(0, lastNames.size())
                .filter(i -> lastNames.get(i).map(named::test).orElse(true)).toArray();
    }

    /** The items of this template, made on first use. */
    public static TemplateItems of(LoadedDocument<Template> template) {
        CreationConstraints constraints = template.model().creationConstraints();
        TemplateItems known = KNOWN.get(template.source());
        if (known != null && (known.constraints == constraints || known.constraints.equals(constraints))) {
            return known;
        }
        TemplateItems made = make(template.source(), constraints);
        KNOWN.put(template.source(), made);
        return made;
    }

    /** How the template is named in problems. */
    String source() {
        return source;
    }

    List<Item> items() {
        return items;
    }

    /** Each item's Location as an {@link ElementPath}, in item order, when every one compiled to one. */
    Optional<List<ElementPath>> paths() {
        return paths;
    }

    /**
     * The indexes, in item order, of the {@link #paths()} that may select an element of this local name (or
     * one of its attributes): those whose last step has this name or is {@code *}. Only with paths.
     */
    int[] candidates(String localName) {
        return candidates.getOrDefault(localName, anyNameCandidates);
    }

    /** The template's item constraints, in order. */
    List<ItemConstraint> constraints() {
        return constraints.items();
    }

    private static TemplateItems make(LocatedDocument template, CreationConstraints constraints) {
        List<Item> items = constraints.items().stream().map(item -> item(template, item)).toList();
        return new TemplateItems(constraints, template.source(), items);
    }

    private static Item item(LocatedDocument template, ItemConstraint constraint) {
        Element locationElement = locationElement(template, constraint.itemName());
        Position position = template.positionOf(locationElement);
        try {
            ItemLocation location = ItemLocation.compile(constraint.location(), locationElement);
            return new Item(constraint, Optional.of(location), position, Optional.empty());
        } catch (IllegalArgumentException e) {
            return new Item(constraint, Optional.empty(), position, Optional.of(e.getMessage()));
        }
    }

    /** The template's wsag:Location element of the named item (its namespace declarations are in scope). */
    private static Element locationElement(LocatedDocument template, String itemName) {
        NodeList items = template.dom().getElementsByTagNameNS(Namespaces.WSAG, "Item");
        for (int i = 0; i < items.getLength(); i++) {
            Element item = (Element) items.item(i);
            if (item.getAttributeNS(Namespaces.WSAG, "Name").equals(itemName)) {
                NodeList locations = item.getElementsByTagNameNS(Namespaces.WSAG, "Location");
                return locations.getLength() > 0 ? (Element) locations.item(0) : item;
            }
        }
        return template.root();
    }
}
