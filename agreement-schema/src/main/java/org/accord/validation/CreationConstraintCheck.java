package org.accord.validation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.accord.constraint.ConstraintViolation;
import org.accord.constraint.CreationConstraintChecker;
import org.accord.constraint.ItemConstraint;
import org.accord.document.DocumentProblem;
import org.accord.document.LoadedDocument;
import org.accord.document.LocatedDocument;
import org.accord.document.Namespaces;
import org.accord.document.Position;
import org.accord.template.Template;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Checks an offer against its template's creation constraints: each item's Location is evaluated on the
 * offer, the selected values go to the {@link CreationConstraintChecker}, and each violation is reported
 * at the first node the item's Location selected in the offer (the document start when it selected
 * nothing). A Location that is not valid XPath is reported in the template, at its Location element.
 */
final class CreationConstraintCheck {

    private final LoadedDocument<Template> template;
    private final LocatedDocument offer;
    private final List<DocumentProblem> problems = new ArrayList<>();
    private final Map<String, List<String>> values = new HashMap<>();
    private final Map<String, Node> firstNodes = new HashMap<>();

    private CreationConstraintCheck(LoadedDocument<Template> template, LocatedDocument offer) {
        this.template = template;
        this.offer = offer;
    }

    static List<DocumentProblem> check(LoadedDocument<Template> template, LocatedDocument offer) {
        CreationConstraintCheck check = new CreationConstraintCheck(template, offer);
        List<ItemConstraint> items = template.model().creationConstraints().items();
        List<ItemConstraint> resolved = items.stream().filter(check::resolve).toList();
        check.report(CreationConstraintChecker.check(resolved, check.values));
        return check.problems;
    }

    private boolean resolve(ItemConstraint item) {
        Element locationElement = locationElement(item.itemName());
        try {
            ItemLocation.Selection selection = ItemLocation.compile(item.location(), locationElement).select(offer.dom());
            values.computeIfAbsent(item.itemName(), name -> new ArrayList<>()).addAll(selection.values());
            selection.firstNode().ifPresent(node -> firstNodes.putIfAbsent(item.itemName(), node));
            return true;
        } catch (IllegalArgumentException e) {
            problems.add(new DocumentProblem(template.source().source(), template.source().positionOf(locationElement),
                    "item '" + item.itemName() + "': " + e.getMessage()));
            return false;
        }
    }

    private void report(List<ConstraintViolation> violations) {
        for (ConstraintViolation violation : violations) {
            Position position = Optional.ofNullable(firstNodes.get(violation.itemName()))
                    .map(offer::positionOf).orElse(Position.START);
            problems.add(new DocumentProblem(offer.source(), position, violation.message()));
        }
    }

    /** The template's wsag:Location element of the named item (its namespace declarations are in scope). */
    private Element locationElement(String itemName) {
        NodeList items = template.source().dom().getElementsByTagNameNS(Namespaces.WSAG, "Item");
        for (int i = 0; i < items.getLength(); i++) {
            Element item = (Element) items.item(i);
            if (item.getAttribute("Name").equals(itemName)) {
                NodeList locations = item.getElementsByTagNameNS(Namespaces.WSAG, "Location");
                return locations.getLength() > 0 ? (Element) locations.item(0) : item;
            }
        }
        return template.source().root();
    }
}
