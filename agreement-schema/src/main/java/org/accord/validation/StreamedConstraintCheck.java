package org.accord.validation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import javax.xml.namespace.QName;

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
final class StreamedConstraintCheck extends DefaultHandler {

    private final List<ElementPath> paths;
    private final TemplateItems template;
    private final List<List<StringBuilder>> selected = new ArrayList<>();
    private final List<QName> open = new ArrayList<>();
    private final List<StringBuilder> capturing = new ArrayList<>();
    private final List<Integer> capturingDepths = new ArrayList<>();
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
    static boolean passes(TemplateItems template, Consumer<ContentHandler> events) {
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
        selectedHasChildren |= !capturing.isEmpty();
        open.add(new QName(uri, localName));
        for (int i : template.candidates(localName)) {
            ElementPath path = paths.get(i);
            if (path.selectsElement(open, attributes)) {
                StringBuilder text = new StringBuilder();
                selected.get(i).add(text);
                capturing.add(text);
                capturingDepths.add(open.size());
            }
            String attribute = path.selectedAttribute(open, attributes);
            if (attribute != null) {
                selected.get(i).add(new StringBuilder(attribute));
            }
        }
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        while (!capturingDepths.isEmpty() && capturingDepths.get(capturingDepths.size() - 1) == open.size()) {
            capturing.remove(capturing.size() - 1);
            capturingDepths.remove(capturingDepths.size() - 1);
        }
        open.remove(open.size() - 1);
    }

    @Override
    public void characters(char[] ch, int start, int length) {
        capturing.forEach(text -> text.append(ch, start, length));
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
