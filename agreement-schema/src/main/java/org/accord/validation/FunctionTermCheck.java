package org.accord.validation;

import java.util.List;
import java.util.Optional;

import org.accord.agreement.Terms;
import org.accord.document.DocumentProblem;
import org.accord.document.LoadedDocument;
import org.accord.document.LocatedDocument;
import org.accord.document.Namespaces;
import org.accord.document.Position;
import org.accord.term.TermCompilation;
import org.accord.term.TermCompilationCache;
import org.accord.term.TermLimits;
import org.accord.term.TermProblem;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Compiles a document's function terms and reports each term problem at the {@code accord:Variable} or
 * {@code accord:Function} element that declares the term it names (the first one, for duplicates), else
 * at the first {@code accord:FunctionTerms} element (a term set beyond its {@link TermLimits} is reported
 * there too, naming the limit). Compilations come from the shared
 * {@link TermCompilationCache}.
 */
final class FunctionTermCheck {

    private FunctionTermCheck() {
    }

    static List<DocumentProblem> check(LoadedDocument<?> document, Terms terms, TermLimits limits) {
        if (!terms.hasFunctionTerms()) {
            return List.of();
        }
        TermCompilation compilation = TermCompilationCache.shared().compile(terms.functionTerms(), limits);
        LocatedDocument source = document.source();
        return compilation.problems().stream()
                .map(problem -> new DocumentProblem(source.source(), position(source, problem), problem.message()))
                .toList();
    }

    /** Whether {@link #check} finds no problem in these terms, whatever document they are written in. */
    static boolean passes(Terms terms, TermLimits limits) {
        return !terms.hasFunctionTerms()
                || TermCompilationCache.shared().compile(terms.functionTerms(), limits).isValid();
    }

    private static Position position(LocatedDocument source, TermProblem problem) {
        return declaration(source, "Function", problem.term())
                .or(() -> declaration(source, "Variable", problem.term()))
                .or(() -> first(source, "FunctionTerms"))
                .map(source::positionOf)
                .orElse(Position.START);
    }

    private static Optional<Element> declaration(LocatedDocument source, String localName, String term) {
        NodeList elements = source.dom().getElementsByTagNameNS(Namespaces.ACCORD, localName);
        for (int i = 0; i < elements.getLength(); i++) {
            Element element = (Element) elements.item(i);
            if (element.getAttribute("name").equals(term)) {
                return Optional.of(element);
            }
        }
        return Optional.empty();
    }

    private static Optional<Element> first(LocatedDocument source, String localName) {
        NodeList elements = source.dom().getElementsByTagNameNS(Namespaces.ACCORD, localName);
        return elements.getLength() == 0 ? Optional.empty() : Optional.of((Element) elements.item(0));
    }
}
