package org.accord.validation;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.accord.agreement.Agreement;
import org.accord.agreement.Context;
import org.accord.agreement.Terms;
import org.accord.document.BothHandlers;
import org.accord.document.DocumentException;
import org.accord.document.DocumentKind;
import org.accord.document.DocumentProblem;
import org.accord.document.Documents;
import org.accord.document.LoadedDocument;
import org.accord.document.LocatedDocument;
import org.accord.document.Namespaces;
import org.accord.document.Position;
import org.accord.document.XmlText;
import org.accord.speedpath.SpeedPaths;
import org.accord.validation.constraintcheck.CreationConstraintCheck;
import org.accord.validation.constraintcheck.StreamedConstraintCheck;
import org.accord.validation.constraintcheck.TemplateItems;
import org.accord.negotiation.NegotiationOffer;
import org.accord.offer.AgreementOffer;
import org.accord.template.Template;
import org.accord.term.TermLimits;
import org.w3c.dom.NodeList;

/**
 * Checks documents as {@code ./accord validate} does: schema (with the secure, namespace-checked reading
 * of {@link Documents}), function terms, and, when a template is given, the offer's template id and the
 * template's creation constraints. Returns every problem at once, never null; never throws for a bad
 * document. Thread-safe.
 *
 * <p>Function-term compilations ({@link org.accord.term.TermCompilationCache}) and compiled item Locations
 * are cached, so checking many offers made from one template compiles its terms and Locations once.
 */
public final class DocumentValidator {

    private final Documents documents;
    private final TermLimits limits;

    /** A validator refusing function-term sets beyond {@link TermLimits#DEFAULT}. */
    public DocumentValidator(Documents documents) {
        this(documents, TermLimits.DEFAULT);
    }

    /** A validator refusing function-term sets beyond {@code limits} (a provider's configured ones). */
    public DocumentValidator(Documents documents, TermLimits limits) {
        this.documents = documents;
        this.limits = Objects.requireNonNull(limits, "limits must not be null");
    }

    /** The limits function-term sets are checked against. */
    public TermLimits termLimits() {
        return limits;
    }

    public static DocumentValidator standard() {
        return new DocumentValidator(Documents.standard());
    }

    /** Checks a file on its own (schema and function terms). */
    public ValidationReport validate(Path file) {
        return validate(file, Optional.empty());
    }

    /** Checks a file; an offer, agreement or negotiation offer is also checked against the template. */
    public ValidationReport validate(Path file, Optional<LoadedDocument<Template>> template) {
        try {
            return check(documents.read(file), template);
        } catch (DocumentException e) {
            return new ValidationReport(file.toString(), e.problems());
        }
    }

    /** Checks bytes named {@code source} in the problems. */
    public ValidationReport validate(byte[] xml, String source, Optional<LoadedDocument<Template>> template) {
        try {
            return check(documents.read(xml, source), template);
        } catch (DocumentException e) {
            return new ValidationReport(source, e.problems());
        }
    }

    /**
     * Checks a JAXB document object, e.g. an {@code AgreementType} offer received over SOAP, by writing it
     * and checking the result like a file.
     */
    public ValidationReport validate(DocumentKind kind, Object xml, String source,
            Optional<LoadedDocument<Template>> template) {
        return validate(documents.toXml(kind, xml).getBytes(StandardCharsets.UTF_8), source, template);
    }

    /**
     * Checks a document that is already read and schema-valid: one {@link Documents} read, or one a caller
     * assembled from a JAXB object whose schema it guarantees was checked (e.g. an offer CXF validated on
     * the way in), its {@link LoadedDocument#source()} parsed with positions from the XML text the problems
     * should point into ({@link org.accord.document.LocatedDocument#parse}). The schema is not checked again;
     * function terms, template id and creation constraints are, and for a schema-valid document the problems
     * are exactly those {@link #validate(byte[], String, Optional)} reports for the same text.
     */
    public ValidationReport validateRead(LoadedDocument<?> document, Optional<LoadedDocument<Template>> template) {
        return check(document, template);
    }

    /**
     * Checks a schema-valid document given as its model and its JAXB object, e.g. an offer CXF validated on
     * the way in: the problems are exactly those of {@link #validateRead} on the text {@link Documents#write}
     * writes of {@code xml}, parsed with positions. A document checked against a template whose Locations
     * are all plain paths (as the example templates' are: unions of {@code //p:A/p:B} or {@code /p:A/*}
     * child steps, the last one optionally with an {@code [@name='value']} predicate, ending in an element
     * or an attribute), and that passes, is confirmed without writing or parsing any text (function terms
     * from the compilation cache, the template id from the model, the creation constraints in one pass over
     * the JAXB object's SAX events, {@link Documents#emit}); otherwise the text is written, parsed with
     * positions and checked as {@link #validateRead} does. Either way {@code written} ends up holding the
     * document's compact text, taken from that same pass of events when there was one.
     *
     * @throws DocumentException when the written text is malformed, as
     *     {@link org.accord.document.LocatedDocument#parse} reports it
     */
    public ValidationReport validateWritten(DocumentKind kind, Object model, Object xml, String source,
            Optional<LoadedDocument<Template>> template, XmlText written) {
        boolean passes = passesWithoutTree(kind, model, xml, template, written);
        if (!written.isComplete()) {
            documents.emit(kind, xml, written);
        }
        if (passes) {
            return new ValidationReport(source, List.of());
        }
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        documents.write(kind, xml, text);
        return check(new LoadedDocument<>(kind, model, xml, LocatedDocument.parse(text.toByteArray(), source)),
                template);
    }

    private boolean passesWithoutTree(DocumentKind kind, Object model, Object xml,
            Optional<LoadedDocument<Template>> template, XmlText written) {
        if (template.isEmpty() || kind == DocumentKind.TEMPLATE
                || SpeedPaths.library(SpeedPaths.Path.CONSTRAINT_CHECK)
                || !FunctionTermCheck.passes(terms(model), limits)
                || !SlaDomainCheck.contradictions(terms(model)).isEmpty()) {
            return false;
        }
        Optional<String> named = context(model).templateId();
        return (named.isEmpty() || named.get().equals(template.get().model().templateId()))
                && StreamedConstraintCheck.passes(TemplateItems.of(template.get()),
                        handler -> documents.emit(kind, xml, new BothHandlers(handler, written)));
    }

    private ValidationReport check(LoadedDocument<?> document, Optional<LoadedDocument<Template>> template) {
        List<DocumentProblem> problems =
                new ArrayList<>(FunctionTermCheck.check(document, terms(document.model()), limits));
        problems.addAll(SlaDomainCheck.check(document, terms(document.model())));
        if (template.isPresent() && document.kind() != DocumentKind.TEMPLATE) {
            problems.addAll(templateId(document, template.get()));
            problems.addAll(CreationConstraintCheck.check(template.get(), document.source()));
        }
        return new ValidationReport(document.source().source(), problems);
    }

    private static List<DocumentProblem> templateId(LoadedDocument<?> document, LoadedDocument<Template> template) {
        String expected = template.model().templateId();
        Optional<String> named = context(document.model()).templateId();
        if (named.isEmpty() || named.get().equals(expected)) {
            return List.of();
        }
        NodeList elements = document.source().dom().getElementsByTagNameNS(Namespaces.WSAG, "TemplateId");
        Position position = elements.getLength() > 0 ? document.source().positionOf(elements.item(0)) : Position.START;
        return List.of(new DocumentProblem(document.source().source(), position,
                "the offer names template '" + named.get() + "' but is checked against template '" + expected + "'"));
    }

    private static Terms terms(Object model) {
        if (model instanceof Template template) {
            return template.terms();
        } else if (model instanceof AgreementOffer offer) {
            return offer.terms();
        } else if (model instanceof Agreement agreement) {
            return agreement.terms();
        }
        return ((NegotiationOffer) model).terms();
    }

    private static Context context(Object model) {
        if (model instanceof Template template) {
            return template.context();
        } else if (model instanceof AgreementOffer offer) {
            return offer.context();
        } else if (model instanceof Agreement agreement) {
            return agreement.context();
        }
        return ((NegotiationOffer) model).context();
    }
}
