package org.accord.document;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

import javax.xml.namespace.QName;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBElement;
import jakarta.xml.bind.JAXBException;
import jakarta.xml.bind.Marshaller;

import org.xml.sax.ContentHandler;

import org.accord.agreement.Agreement;
import org.accord.negotiation.NegotiationOffer;
import org.accord.offer.AgreementOffer;
import org.accord.schema.negotiation.NegotiationOfferType;
import org.accord.schema.wsag.AgreementTemplateType;
import org.accord.schema.wsag.AgreementType;
import org.accord.template.Template;

/**
 * Reads and writes WS-Agreement documents. One instance ({@link #standard()}) is shared: it holds the
 * compiled schemas and the JAXB context and is thread-safe.
 *
 * <p>Reading parses securely (a DOCTYPE is refused, nothing external is fetched), checks the root element
 * (a root in the wrong namespace is named with the expected one), validates against the schemas (every
 * error with its {@code source:line:column}), then maps to the domain. Every failure is a
 * {@link DocumentException} carrying all problems found.
 */
public final class Documents {

    private static final String PREFIX_MAPPER = "org.glassfish.jaxb.namespacePrefixMapper";

    private final AccordSchemas schemas = new AccordSchemas();
    private final JAXBContext jaxb;
    /**
     * A marshaller per thread for {@link #emit}, which runs for every offer a provider receives: making one
     * (and its prefix mapper) per call cost as much as a sixth of the pass. A marshaller is not thread-safe
     * but may be reused; {@code emit} never runs inside itself on one thread.
     */
    private final ThreadLocal<Marshaller> emitters = ThreadLocal.withInitial(this::emitter);
    private final ValidatingReader validating;

    private Documents() {
        try {
            jaxb = JAXBContext.newInstance(org.accord.schema.wsag.ObjectFactory.class,
                    org.accord.schema.negotiation.ObjectFactory.class, org.accord.schema.sla.ObjectFactory.class);
        } catch (JAXBException e) {
            throw new IllegalStateException("cannot create the JAXB context for Accord's schemas", e);
        }
        validating = new ValidatingReader(schemas.schema(), jaxb);
    }

    /** The shared instance. */
    public static Documents standard() {
        return Holder.STANDARD;
    }

    public LoadedDocument<Template> readTemplate(Path file) {
        return read(bytes(file), file.toString(), DocumentKind.TEMPLATE, Template.class);
    }

    public LoadedDocument<Template> readTemplate(InputStream in, String source) {
        return read(bytes(in, source), source, DocumentKind.TEMPLATE, Template.class);
    }

    /**
     * Every template in a directory (its {@code *.xml} files, in name order), e.g. a provider's template set.
     *
     * @throws DocumentException with the problems of every unreadable file, or when the directory is empty
     */
    public List<LoadedDocument<Template>> readTemplates(Path directory) {
        List<Path> files = xmlFiles(directory);
        List<LoadedDocument<Template>> templates = new ArrayList<>();
        List<DocumentProblem> problems = new ArrayList<>();
        for (Path file : files) {
            try {
                templates.add(readTemplate(file));
            } catch (DocumentException e) {
                problems.addAll(e.problems());
            }
        }
        if (!problems.isEmpty()) {
            throw new DocumentException(problems);
        }
        return List.copyOf(templates);
    }

    public LoadedDocument<AgreementOffer> readOffer(Path file) {
        return read(bytes(file), file.toString(), DocumentKind.AGREEMENT_OFFER, AgreementOffer.class);
    }

    public LoadedDocument<AgreementOffer> readOffer(InputStream in, String source) {
        return read(bytes(in, source), source, DocumentKind.AGREEMENT_OFFER, AgreementOffer.class);
    }

    /**
     * An offer's JAXB object read in one streamed pass, parsed, validated and bound as {@link #readOffer} does
     * but with no tree and no positions ({@link ValidatingReader}): for a caller that reads many offers and
     * needs to say where a problem is only for the few that have one. Empty when {@code xml} is not a
     * well-formed, schema-valid {@code wsag:AgreementOffer}; {@link #readOffer} then says what is wrong and where.
     */
    public Optional<AgreementType> readValidOffer(byte[] xml) {
        return validating.read(xml, DocumentKind.AGREEMENT_OFFER.root(), AgreementType.class);
    }

    public LoadedDocument<Agreement> readAgreement(Path file) {
        return read(bytes(file), file.toString(), DocumentKind.AGREEMENT, Agreement.class);
    }

    public LoadedDocument<Agreement> readAgreement(InputStream in, String source) {
        return read(bytes(in, source), source, DocumentKind.AGREEMENT, Agreement.class);
    }

    public LoadedDocument<NegotiationOffer> readNegotiationOffer(Path file) {
        return read(bytes(file), file.toString(), DocumentKind.NEGOTIATION_OFFER, NegotiationOffer.class);
    }

    public LoadedDocument<NegotiationOffer> readNegotiationOffer(InputStream in, String source) {
        return read(bytes(in, source), source, DocumentKind.NEGOTIATION_OFFER, NegotiationOffer.class);
    }

    /** Reads a document of any of the four kinds; the kind comes from its root element. */
    public LoadedDocument<?> read(Path file) {
        return read(bytes(file), file.toString());
    }

    /** Reads a document of any of the four kinds from a stream, naming it {@code source} in problems. */
    public LoadedDocument<?> read(InputStream in, String source) {
        return read(bytes(in, source), source);
    }

    /** Reads a document of any of the four kinds from bytes, naming it {@code source} in problems. */
    public LoadedDocument<?> read(byte[] xml, String source) {
        LocatedDocument located = LocatedDocument.parse(xml, source);
        DocumentKind kind = RootCheck.kindOf(located);
        return load(xml, located, kind);
    }

    /** Writes the document as it was read, foreign content included. */
    public void write(LoadedDocument<?> document, OutputStream out) {
        write(document.kind(), document.xml(), out);
    }

    /** The XML of a document as it was read, foreign content included. */
    public String toXml(LoadedDocument<?> document) {
        return toXml(document.kind(), document.xml());
    }

    public String toXml(Template template) {
        return toXml(DocumentKind.TEMPLATE, DomainToWsag.template(template));
    }

    public String toXml(AgreementOffer offer) {
        return toXml(DocumentKind.AGREEMENT_OFFER, DomainToWsag.offer(offer));
    }

    public String toXml(Agreement agreement) {
        return toXml(DocumentKind.AGREEMENT, DomainToWsag.agreement(agreement));
    }

    public String toXml(NegotiationOffer offer) {
        return toXml(DocumentKind.NEGOTIATION_OFFER, DomainToWsag.negotiationOffer(offer));
    }

    /**
     * The XML of a JAXB document object ({@code AgreementTemplateType}, {@code AgreementType} or
     * {@code NegotiationOfferType}) as a document of the given kind, e.g. an offer received over SOAP.
     */
    public String toXml(DocumentKind kind, Object xml) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        write(kind, xml, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Writes a JAXB document object as a document of the given kind (UTF-8, indented). */
    public void write(DocumentKind kind, Object xml, OutputStream out) {
        try {
            Marshaller marshaller = jaxb.createMarshaller();
            marshaller.setProperty(Marshaller.JAXB_FORMATTED_OUTPUT, true);
            marshaller.setProperty(Marshaller.JAXB_ENCODING, "UTF-8");
            marshaller.setProperty(PREFIX_MAPPER, new Prefixes());
            marshaller.marshal(element(kind, xml), out);
        } catch (JAXBException e) {
            throw new IllegalArgumentException("cannot write the " + kind + " document: " + e.getMessage(), e);
        }
    }

    /**
     * Sends a JAXB document object, as a document of the given kind, to {@code handler} as the SAX events
     * of its elements, attributes and text (namespace-aware, no whitespace between elements), as JAXB's
     * marshaller makes them: the document {@link #write} would write, without writing or parsing any text.
     * Events made straight from the JAXB objects by hand saved no measurable share of a create's CPU
     * ({@code docs/benchmarks.md}, "Speed paths").
     */
    public void emit(DocumentKind kind, Object xml, ContentHandler handler) {
        try {
            emitters.get().marshal(element(kind, xml), handler);
        } catch (JAXBException e) {
            Throwable why = e.getMessage() == null && e.getCause() != null ? e.getCause() : e;
            throw new IllegalArgumentException("cannot emit the " + kind + " document: " + why.getMessage(), e);
        }
    }

    private Marshaller emitter() {
        try {
            Marshaller marshaller = jaxb.createMarshaller();
            marshaller.setProperty(PREFIX_MAPPER, new Prefixes());
            return marshaller;
        } catch (JAXBException e) {
            throw new IllegalStateException("cannot create a JAXB marshaller for Accord's schemas", e);
        }
    }

    private <T> LoadedDocument<T> read(byte[] xml, String source, DocumentKind expected, Class<T> model) {
        LocatedDocument located = LocatedDocument.parse(xml, source);
        RootCheck.requireKind(located, expected);
        return load(xml, located, expected).asModel(model);
    }

    private LoadedDocument<Object> load(byte[] xml, LocatedDocument located, DocumentKind kind) {
        List<DocumentProblem> problems = schemas.validate(xml, located.source());
        if (!problems.isEmpty()) {
            throw new DocumentException(problems);
        }
        Object value = unmarshal(located);
        try {
            return new LoadedDocument<>(kind, model(kind, value), value, located);
        } catch (IllegalArgumentException e) {
            throw new DocumentException(new DocumentProblem(located.source(), located.positionOf(located.root()),
                    e.getMessage()));
        } catch (ArithmeticException e) {
            throw new DocumentException(new DocumentProblem(located.source(), located.positionOf(located.root()),
                    "a whole number is too large: Accord's counts go up to " + Integer.MAX_VALUE));
        }
    }

    private Object unmarshal(LocatedDocument located) {
        try {
            Object result = jaxb.createUnmarshaller().unmarshal(located.dom());
            return result instanceof JAXBElement<?> element ? element.getValue() : result;
        } catch (JAXBException e) {
            throw new DocumentException(new DocumentProblem(located.source(), Position.START,
                    "cannot bind the document: " + e.getMessage()));
        }
    }

    private static Object model(DocumentKind kind, Object xml) {
        Function<Object, Object> mapper = switch (kind) {
            case TEMPLATE -> x -> WsagToDomain.template((AgreementTemplateType) x);
            case AGREEMENT_OFFER -> x -> WsagToDomain.offer((AgreementType) x);
            case AGREEMENT -> x -> WsagToDomain.agreement((AgreementType) x);
            case NEGOTIATION_OFFER -> x -> WsagToDomain.negotiationOffer((NegotiationOfferType) x);
        };
        return mapper.apply(xml);
    }

    private static JAXBElement<?> element(DocumentKind kind, Object xml) {
        QName root = kind.root();
        return switch (kind) {
            case TEMPLATE -> new JAXBElement<>(root, AgreementTemplateType.class, (AgreementTemplateType) xml);
            case AGREEMENT_OFFER, AGREEMENT -> new JAXBElement<>(root, AgreementType.class, (AgreementType) xml);
            case NEGOTIATION_OFFER -> new JAXBElement<>(root, NegotiationOfferType.class, (NegotiationOfferType) xml);
        };
    }

    private static List<Path> xmlFiles(Path directory) {
        String source = directory.toString();
        try (Stream<Path> entries = Files.list(directory)) {
            List<Path> files = entries.filter(f -> f.getFileName().toString().endsWith(".xml") && Files.isRegularFile(f))
                    .sorted().toList();
            if (files.isEmpty()) {
                throw new DocumentException(new DocumentProblem(source, Position.UNKNOWN, "no *.xml template in this directory"));
            }
            return files;
        } catch (NoSuchFileException | NotDirectoryException e) {
            throw new DocumentException(new DocumentProblem(source, Position.UNKNOWN, "no such directory"));
        } catch (IOException e) {
            throw new DocumentException(new DocumentProblem(source, Position.UNKNOWN, "cannot list: " + e.getMessage()));
        }
    }

    private static byte[] bytes(Path file) {
        String source = file.toString();
        if (Files.isDirectory(file)) {
            throw new DocumentException(new DocumentProblem(source, Position.UNKNOWN, "is a directory, not a document"));
        }
        try {
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new DocumentException(new DocumentProblem(source, Position.UNKNOWN, "no such file"));
        } catch (IOException e) {
            throw new DocumentException(new DocumentProblem(source, Position.UNKNOWN, "cannot read: " + e.getMessage()));
        }
    }

    private static byte[] bytes(InputStream in, String source) {
        try {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new DocumentException(new DocumentProblem(source, Position.UNKNOWN, "cannot read: " + e.getMessage()));
        }
    }

    private static final class Holder {
        private static final Documents STANDARD = new Documents();
    }
}
