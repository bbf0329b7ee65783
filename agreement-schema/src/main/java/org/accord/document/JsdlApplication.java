package org.accord.document;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.accord.sla.Application;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * A JSDL {@code jsdl:Application} of a foreign offer (GFD.56: {@code jsdl:JobDefinition/jsdl:JobDescription/
 * jsdl:Application/jsdl-posix:POSIXApplication}) as Accord's {@link Application}, where it maps:
 * {@code Executable}, {@code Argument}s in order, {@code WorkingDirectory} and {@code Environment name="..."}.
 * The other POSIX elements (limits, {@code Input}/{@code Output}/{@code Error}, {@code UserName}, {@code GroupName})
 * are not honoured; {@link #chosenUser} reports a user name so that the provider can refuse the offer, since an
 * offer cannot choose the user its job runs as.
 */
public final class JsdlApplication {
    /** JSDL 1.0. */
    public static final String JSDL = "http://schemas.ggf.org/jsdl/2005/11/jsdl";
    /** JSDL's POSIX application extension. */
    public static final String POSIX = "http://schemas.ggf.org/jsdl/2005/11/jsdl-posix";

    private JsdlApplication() {
    }

    /** The application of the first POSIXApplication with an executable under {@code elements}, if any. */
    public static Optional<Application> of(List<Element> elements) {
        return posixApplication(elements).flatMap(JsdlApplication::application);
    }

    /** The {@code jsdl-posix:UserName} of the first POSIXApplication under {@code elements}, if it names one. */
    public static Optional<String> chosenUser(List<Element> elements) {
        return posixApplication(elements).flatMap(posix -> children(posix, "UserName").stream().findFirst())
                .map(e -> e.getTextContent().strip()).filter(s -> !s.isEmpty());
    }

    private static Optional<Element> posixApplication(List<Element> elements) {
        for (Element element : elements) {
            org.w3c.dom.NodeList found = element.getElementsByTagNameNS(POSIX, "POSIXApplication");
            if (POSIX.equals(element.getNamespaceURI()) && "POSIXApplication".equals(element.getLocalName())) {
                return Optional.of(element);
            }
            if (found.getLength() > 0) {
                return Optional.of((Element) found.item(0));
            }
        }
        return Optional.empty();
    }

    private static Optional<Application> application(Element posix) {
        Optional<String> executable = children(posix, "Executable").stream().map(e -> e.getTextContent().strip())
                .filter(s -> !s.isEmpty()).findFirst();
        if (executable.isEmpty()) {
            return Optional.empty();
        }
        List<String> arguments = children(posix, "Argument").stream().map(Element::getTextContent).toList();
        Optional<String> directory = children(posix, "WorkingDirectory").stream().map(e -> e.getTextContent().strip())
                .filter(s -> !s.isEmpty()).findFirst();
        Map<String, String> environment = new LinkedHashMap<>();
        children(posix, "Environment").forEach(e -> environment.put(e.getAttribute("name"), e.getTextContent()));
        return Optional.of(new Application(executable.get(), arguments, directory, environment));
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element e && POSIX.equals(e.getNamespaceURI()) && name.equals(e.getLocalName())) {
                found.add(e);
            }
        }
        return found;
    }
}
