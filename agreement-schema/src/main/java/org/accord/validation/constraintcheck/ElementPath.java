package org.accord.validation.constraintcheck;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.namespace.QName;

import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.Attributes;

/**
 * The Locations templates usually carry, selected by walking the DOM (or watching a SAX pass) instead of
 * the JDK's XPath engine, which builds a fresh evaluation context and tree model on every evaluation: a
 * union ({@code |}) of paths {@code //s/s} or {@code /s/s}, whose steps are child steps of a prefixed
 * element name or {@code *}, the last one optionally with an {@code [@name='value']} predicate, and which may
 * end in an attribute step {@code /@name} (one such path per union at most, so that the order of
 * two attributes of one element never matters). The result is what XPath 1.0 selects: each node once, in
 * document order, an element before its attributes. Attribute names in predicates and steps are unprefixed
 * or prefixed ({@code @wsag:Name}: GFD.107's attributes are qualified), each prefix bound by the Location.
 */
final class ElementPath {

    private static final String NAME = "[\\w.-]+";
    private static final Pattern STEP = Pattern.compile("/(?:(" + NAME + "):(" + NAME + ")|\\*)"
            + "(?:\\[@(?:(" + NAME + "):)?(" + NAME + ")\\s*=\\s*(?:'([^']*)'|\"([^\"]*)\")\\])?");
    private static final Pattern ATTRIBUTE = Pattern.compile("/@(?:(" + NAME + "):)?(" + NAME + ")");

    /** {@code [@attribute='value']}: the element has the attribute (no namespace when unprefixed) with exactly that value. */
    private record Predicate(QName attribute, String value) {
    }

    /** A child step: an element's name (empty for {@code *}) and an optional predicate. */
    private record Step(Optional<QName> name, Optional<Predicate> predicate) {

        boolean matches(Node node) {
            if (!(node instanceof Element element)) {
                return false;
            }
            boolean named = name.isEmpty() || name.get().getNamespaceURI().equals(element.getNamespaceURI())
                    && name.get().getLocalPart().equals(element.getLocalName());
            return named && (predicate.isEmpty() || holds(predicate.get(), attributeNode(element,
                    predicate.get().attribute())));
        }

        boolean matches(String uri, String localName, Attributes attributes) {
            return (name.isEmpty() || name.get().getLocalPart().equals(localName)
                    && name.get().getNamespaceURI().equals(uri)) && (predicate.isEmpty()
                    || predicate.get().value().equals(attributes.getValue(predicate.get().attribute().getNamespaceURI(),
                            predicate.get().attribute().getLocalPart())));
        }

        private static boolean holds(Predicate predicate, Attr attribute) {
            return attribute != null && predicate.value().equals(attribute.getValue());
        }
    }

    /** One path of the union: its element steps and the attribute it ends in, if any. */
    private record Branch(List<Step> steps, boolean absolute, Optional<QName> attribute) {

        boolean matches(Element element) {
            Node current = element;
            for (int i = steps.size() - 1; i >= 0; i--) {
                if (!steps.get(i).matches(current)) {
                    return false;
                }
                current = i > 0 ? current.getParentNode() : current;
            }
            return !absolute || current.getParentNode() instanceof Document;
        }

        boolean matches(OpenElements open, Attributes attributes) {
            int offset = open.depth() - steps.size();
            if (offset < 0 || absolute && offset != 0) {
                return false;
            }
            for (int i = steps.size() - 1; i >= 0; i--) {
                if (!steps.get(i).matches(open.uri(offset + i), open.localName(offset + i), attributes)) {
                    return false;
                }
            }
            return true;
        }
    }

    private final List<Branch> elementBranches;
    private final Optional<Branch> attributeBranch;

    private ElementPath(List<Branch> branches) {
        this.elementBranches = branches.stream().filter(branch -> branch.attribute().isEmpty()).toList();
        this.attributeBranch = branches.stream().filter(branch -> branch.attribute().isPresent()).findFirst();
    }

    /** The path when {@code path} is one of the forms above and each prefix is bound, else empty. */
    static Optional<ElementPath> of(String path, Map<String, String> prefixes) {
        List<Branch> branches = new ArrayList<>();
        for (String part : path.split("\\|", -1)) {
            Optional<Branch> branch = branch(part.trim(), prefixes);
            if (branch.isEmpty()) {
                return Optional.empty();
            }
            branches.add(branch.get());
        }
        boolean oneAttributeAtMost = branches.stream().filter(branch -> branch.attribute().isPresent()).count() <= 1;
        return oneAttributeAtMost ? Optional.of(new ElementPath(List.copyOf(branches))) : Optional.empty();
    }

    private static Optional<Branch> branch(String path, Map<String, String> prefixes) {
        boolean absolute = !path.startsWith("//");
        Matcher step = STEP.matcher(path).region(absolute ? 0 : 1, path.length());
        List<Step> steps = new ArrayList<>();
        while (step.lookingAt()) {
            Optional<Step> parsed = step(step, prefixes);
            if (parsed.isEmpty() || !steps.isEmpty() && steps.get(steps.size() - 1).predicate().isPresent()) {
                return Optional.empty();
            }
            steps.add(parsed.get());
            step.region(step.end(), path.length());
        }
        Matcher attribute = ATTRIBUTE.matcher(path).region(step.regionStart(), path.length());
        boolean rest = step.regionStart() < path.length();
        if (steps.isEmpty() || rest && !attribute.matches()) {
            return Optional.empty();
        }
        Optional<QName> attributeName = rest ? attributeName(attribute.group(1), attribute.group(2), prefixes) : null;
        if (attributeName != null && attributeName.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Branch(List.copyOf(steps), absolute, rest ? attributeName : Optional.empty()));
    }

    /** An attribute's name: no namespace when unprefixed, else the prefix's (empty when it is not bound). */
    private static Optional<QName> attributeName(String prefix, String local, Map<String, String> prefixes) {
        if (prefix == null) {
            return Optional.of(new QName("", local));
        }
        String namespace = prefixes.get(prefix);
        return namespace == null || namespace.isEmpty() ? Optional.empty() : Optional.of(new QName(namespace, local));
    }

    private static Attr attributeNode(Element element, QName name) {
        String namespace = name.getNamespaceURI();
        return element.getAttributeNodeNS(namespace.isEmpty() ? null : namespace, name.getLocalPart());
    }

    private static Optional<Step> step(Matcher step, Map<String, String> prefixes) {
        Optional<Predicate> predicate = Optional.empty();
        if (step.group(4) != null) {
            Optional<QName> attribute = attributeName(step.group(3), step.group(4), prefixes);
            if (attribute.isEmpty()) {
                return Optional.empty();
            }
            predicate = Optional.of(new Predicate(attribute.get(), step.group(5) != null ? step.group(5) : step.group(6)));
        }
        if (step.group(1) == null) {
            return Optional.of(new Step(Optional.empty(), predicate));
        }
        String namespace = prefixes.get(step.group(1));
        if (namespace == null || namespace.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Step(Optional.of(new QName(namespace, step.group(2))), predicate));
    }

    /** The selected nodes in document order. */
    List<Node> select(Document document) {
        NodeList elements = document.getElementsByTagNameNS("*", "*");
        List<Node> selected = new ArrayList<>();
        for (int i = 0; i < elements.getLength(); i++) {
            Element element = (Element) elements.item(i);
            if (selectsElement(element)) {
                selected.add(element);
            }
            selectedAttribute(element).ifPresent(selected::add);
        }
        return selected;
    }

    /**
     * Whether the innermost of the open elements (outermost first, as SAX names them while reading, with
     * its attributes) is an element {@link #select} selects in the tree built from the same reading.
     */
    boolean selectsElement(OpenElements open, Attributes attributes) {
        for (Branch branch : elementBranches) {
            if (branch.matches(open, attributes)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The value of the innermost open element's attribute that {@link #select} selects, or null when it
     * selects none (no Optional: this runs for every element of every offer).
     */
    String selectedAttribute(OpenElements open, Attributes attributes) {
        if (attributeBranch.isEmpty() || !attributeBranch.get().matches(open, attributes)) {
            return null;
        }
        QName name = attributeBranch.get().attribute().get();
        return attributes.getValue(name.getNamespaceURI(), name.getLocalPart());
    }

    /**
     * The local names an element must have for this path to select it or one of its attributes (the names
     * of each branch's last element step), or empty when some branch's last step is {@code *}, which any
     * element may match. Lets a pass over many elements skip the paths that cannot select one.
     */
    Optional<Set<String>> lastStepNames() {
        Set<String> names = new HashSet<>();
        for (Branch branch : attributeBranch.isEmpty() ? elementBranches
                : concat(elementBranches, attributeBranch.get())) {
            Optional<QName> last = branch.steps().get(branch.steps().size() - 1).name();
            if (last.isEmpty()) {
                return Optional.empty();
            }
            names.add(last.get().getLocalPart());
        }
        return Optional.of(Set.copyOf(names));
    }

    private static List<Branch> concat(List<Branch> branches, Branch another) {
        List<Branch> all = new ArrayList<>(branches);
        all.add(another);
        return all;
    }

    private boolean selectsElement(Element element) {
        for (Branch branch : elementBranches) {
            if (branch.matches(element)) {
                return true;
            }
        }
        return false;
    }

    private Optional<Node> selectedAttribute(Element element) {
        if (attributeBranch.isEmpty() || !attributeBranch.get().matches(element)) {
            return Optional.empty();
        }
        return Optional.ofNullable(attributeNode(element, attributeBranch.get().attribute().get()));
    }
}
