package org.accord.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

import javax.xml.namespace.QName;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The Locations templates usually carry, {@code //p:A/p:B} or {@code /p:A/p:B} (child steps of prefixed
 * element names, no predicates), selected by walking the DOM instead of the JDK's XPath engine, which
 * builds a fresh evaluation context and tree model on every evaluation. The result is what XPath 1.0
 * selects: the elements named by the last step whose parents match the steps before, in document order.
 */
final class ElementPath {

    private static final Pattern SIMPLE = Pattern.compile("/{1,2}[\\w.-]+:[\\w.-]+(?:/[\\w.-]+:[\\w.-]+)*");

    /** A step: an element's namespace and local name. */
    private record Step(String namespace, String localName) {

        boolean matches(Node node) {
            return node instanceof Element && namespace.equals(node.getNamespaceURI())
                    && localName.equals(node.getLocalName());
        }

        boolean matches(QName name) {
            return namespace.equals(name.getNamespaceURI()) && localName.equals(name.getLocalPart());
        }
    }

    private final List<Step> steps;
    private final boolean absolute;

    private ElementPath(List<Step> steps, boolean absolute) {
        this.steps = steps;
        this.absolute = absolute;
    }

    /** The path when {@code path} is one of the simple forms and each prefix is bound, else empty. */
    static Optional<ElementPath> of(String path, Map<String, String> prefixes) {
        if (!SIMPLE.matcher(path).matches()) {
            return Optional.empty();
        }
        boolean absolute = !path.startsWith("//");
        List<Step> steps = new ArrayList<>();
        for (String name : path.substring(absolute ? 1 : 2).split("/")) {
            String prefix = name.substring(0, name.indexOf(':'));
            String namespace = prefixes.get(prefix);
            if (namespace == null || namespace.isEmpty()) {
                return Optional.empty();
            }
            steps.add(new Step(namespace, name.substring(prefix.length() + 1)));
        }
        return Optional.of(new ElementPath(List.copyOf(steps), absolute));
    }

    /** The selected elements in document order. */
    List<Node> select(Document document) {
        Step last = steps.get(steps.size() - 1);
        NodeList candidates = document.getElementsByTagNameNS(last.namespace(), last.localName());
        List<Node> selected = new ArrayList<>();
        for (int i = 0; i < candidates.getLength(); i++) {
            if (parentsMatch(candidates.item(i))) {
                selected.add(candidates.item(i));
            }
        }
        return selected;
    }

    /**
     * Whether the innermost of the open elements (outermost first, as SAX names them while reading) is one
     * {@link #select} selects in the tree built from the same reading.
     */
    boolean selects(List<QName> open) {
        int offset = open.size() - steps.size();
        if (offset < 0 || absolute && offset != 0) {
            return false;
        }
        for (int i = 0; i < steps.size(); i++) {
            if (!steps.get(i).matches(open.get(offset + i))) {
                return false;
            }
        }
        return true;
    }

    private boolean parentsMatch(Node element) {
        Node current = element;
        for (int i = steps.size() - 2; i >= 0; i--) {
            current = current.getParentNode();
            if (!steps.get(i).matches(current)) {
                return false;
            }
        }
        return !absolute || current.getParentNode() instanceof Document;
    }
}
