package org.accord.validation.constraintcheck;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.accord.constraint.CreationConstraintChecker;
import org.accord.document.DocumentException;
import org.accord.document.LocatedDocument;
import org.xml.sax.Attributes;
import org.xml.sax.ContentHandler;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Whether an offer's text satisfies a template's creation constraints, decided in one pass over the text
 * without building a tree, when every Location is an {@link ElementPath} ({@link TemplateItems#paths()}).
 * The pass sees the events {@link LocatedDocument#parse} builds its tree from and gathers what each path
 * selects in that tree (each selected element's text or attribute's value, trimmed, in document order: an
 * element's own text is complete at its end, but its place is taken at its start), so it passes exactly
 * when {@link CreationConstraintCheck} finds nothing. It says nothing about where a problem is: a caller
 * that needs the problems checks again on the tree.
 */
public final class StreamedConstraintCheck extends DefaultHandler {

    private final List<ElementPath> paths;
    private final TemplateItems template;
    private final List<List<StringBuilder>> selected = new ArrayList<>();
    private final OpenElements open = new OpenElements();
    /** The selected elements whose text is being gathered, innermost last, and the depth each was opened at. */
    private StringBuilder[] capturing = new StringBuilder[4];
    private int[] capturingDepths = new int[4];
    private int capturingCount;
    private boolean selectedHasChildren;

    /** A check of the template's paths; only for a template whose items all have {@link TemplateItems#paths()}. */
    private StreamedConstraintCheck(TemplateItems template) {
        this.template = template;
        this.paths = template.paths().orElseThrow();
        paths.forEach(path -> selected.add(new ArrayList<>()));
    }

    /**
     * Whether a document given as SAX events (e.g. {@link org.accord.document.Documents#emit} of the JAXB
     * object whose written text is checked) satisfies the constraints; false when it cannot be decided here.
     * Events carry no whitespace between elements where the written text is indented, so a Location that
     * selects an element with child elements (whose text would include that whitespace) is not decided here.
     */
    public static boolean passes(TemplateItems template, Consumer<ContentHandler> events) {
        if (template.paths().isEmpty()) {
            return false;
        }
        StreamedConstraintCheck check = new StreamedConstraintCheck(template);
        events.accept(check);
        return !check.selectedHasChildren
                && CreationConstraintChecker.check(template.constraints(), check.valuesByItemName(template)).isEmpty();
    }

    /** Whether the text is well-formed and satisfies the constraints; false when it cannot be decided here. */
    static boolean passes(TemplateItems template, byte[] text, String source) {
        if (template.paths().isEmpty()) {
            return false;
        }
        StreamedConstraintCheck check = new StreamedConstraintCheck(template);
        try {
            LocatedDocument.scan(text, source, check);
        } catch (DocumentException e) {
            return false;
        }
        return CreationConstraintChecker.check(template.constraints(), check.valuesByItemName(template)).isEmpty();
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes) {
        selectedHasChildren |= capturingCount > 0;
        open.push(uri, localName);
        for (int i : template.candidates(localName)) {
            ElementPath path = paths.get(i);
            if (path.selectsElement(open, attributes)) {
                StringBuilder text = new StringBuilder();
                selected.get(i).add(text);
                capture(text);
            }
            String attribute = path.selectedAttribute(open, attributes);
            if (attribute != null) {
                selected.get(i).add(new StringBuilder(attribute));
            }
        }
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        while (capturingCount > 0 && capturingDepths[capturingCount - 1] == open.depth()) {
            capturing[--capturingCount] = null;
        }
        open.pop();
    }

    @Override
    public void characters(char[] ch, int start, int length) {
        for (int i = 0; i < capturingCount; i++) {
            capturing[i].append(ch, start, length);
        }
    }

    private void capture(StringBuilder text) {
        if (capturingCount == capturing.length) {
            capturing = Arrays.copyOf(capturing, capturingCount * 2);
            capturingDepths = Arrays.copyOf(capturingDepths, capturingCount * 2);
        }
        capturing[capturingCount] = text;
        capturingDepths[capturingCount] = open.depth();
        capturingCount++;
    }

    /** What the items select, by name; items sharing a name add up in item order, as on the tree. */
    private Map<String, List<String>> valuesByItemName(TemplateItems template) {
        Map<String, List<String>> values = new HashMap<>();
        for (int i = 0; i < paths.size(); i++) {
            List<String> texts = values.computeIfAbsent(template.items().get(i).constraint().itemName(),
                    name -> new ArrayList<>());
            selected.get(i).forEach(text -> texts.add(text.toString().trim()));
        }
        return values;
    }
}
