package org.accord.validation.constraintcheck;

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
import org.accord.document.Position;
import org.accord.template.Template;
import org.w3c.dom.Node;

/**
 * Checks an offer against its template's creation constraints: each item's Location is evaluated on the
 * offer, the selected values go to the {@link CreationConstraintChecker}, and each violation is reported
 * at the first node the item's Location selected in the offer (the document start when it selected
 * nothing). A Location that is not valid XPath is reported in the template, at its Location element. The
 * template's side (Locations compiled, where they are written) comes from {@link TemplateItems}.
 */
public final class CreationConstraintCheck {

    private final TemplateItems template;
    private final LocatedDocument offer;
    private final List<DocumentProblem> problems = new ArrayList<>();
    private final Map<String, List<String>> values = new HashMap<>();
    private final Map<String, Node> firstNodes = new HashMap<>();

    private CreationConstraintCheck(TemplateItems template, LocatedDocument offer) {
        this.template = template;
        this.offer = offer;
    }

    public static List<DocumentProblem> check(LoadedDocument<Template> template, LocatedDocument offer) {
        CreationConstraintCheck check = new CreationConstraintCheck(TemplateItems.of(template), offer);
        List<ItemConstraint> resolved = new ArrayList<>();
        for (TemplateItems.Item item : check.template.items()) {
            if (check.resolve(item)) {
                resolved.add(item.constraint());
            }
        }
        check.report(CreationConstraintChecker.check(resolved, check.values));
        return check.problems;
    }

    private boolean resolve(TemplateItems.Item item) {
        if (item.location().isEmpty()) {
            return problem(item, item.compileProblem().orElseThrow());
        }
        String name = item.constraint().itemName();
        try {
            ItemLocation.Selection selection = item.location().get().select(offer.dom());
            values.computeIfAbsent(name, key -> new ArrayList<>()).addAll(selection.values());
            selection.firstNode().ifPresent(node -> firstNodes.putIfAbsent(name, node));
            return true;
        } catch (IllegalArgumentException e) {
            return problem(item, e.getMessage());
        }
    }

    /** Reports a problem of the item's Location in the template, at its Location element. */
    private boolean problem(TemplateItems.Item item, String message) {
        problems.add(new DocumentProblem(template.source(), item.locationPosition(),
                "item '" + item.constraint().itemName() + "': " + message));
        return false;
    }

    private void report(List<ConstraintViolation> violations) {
        for (ConstraintViolation violation : violations) {
            Position position = Optional.ofNullable(firstNodes.get(violation.itemName()))
                    .map(offer::positionOf).orElse(Position.START);
            problems.add(new DocumentProblem(offer.source(), position, violation.message()));
        }
    }
}
