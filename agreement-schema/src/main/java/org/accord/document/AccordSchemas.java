package org.accord.document;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.XMLConstants;
import javax.xml.transform.Source;
import javax.xml.transform.sax.SAXSource;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;

import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * Accord's three schemas (WS-Agreement, WS-Agreement Negotiation, the Accord extension), compiled once
 * from the classpath. Validation reports every error, each at its line and column.
 */
final class AccordSchemas {

    /**
     * Xerces follows a facet error with a generic "the value of element X is not valid" at the same place;
     * the two are reported as one problem naming the element (or attribute).
     */
    private static final Pattern FOLLOW_UP = Pattern.compile(
            "^cvc-(?:type\\.3\\.1\\.3|attribute\\.3): The value '.*' of (?:element '([^']+)'|attribute '([^']+)' on element '[^']+')");

    private static final String[] FILES = {"ws-agreement.xsd", "ws-agreement-negotiation.xsd", "accord-sla.xsd"};

    private final Schema schema;

    AccordSchemas() {
        this.schema = compile();
    }

    Schema schema() {
        return schema;
    }

    /**
     * Every schema error of the document, in document order; empty when it is valid. Attributes in Accord
     * 0.1's unqualified form are validated as the specifications' qualified ones ({@link SpecAttributeForm}).
     */
    List<DocumentProblem> validate(byte[] xml, String source) {
        List<DocumentProblem> problems = new ArrayList<>();
        Validator validator = schema.newValidator();
        try {
            validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            validator.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            validator.setErrorHandler(new Collector(source, problems));
            InputSource input = new InputSource(new ByteArrayInputStream(xml));
            input.setSystemId(source);
            SpecAttributeForm specForm = new SpecAttributeForm();
            specForm.setParent(SecureXml.newReader());
            specForm.setEntityResolver((publicId, systemId) -> {
                throw new SAXException("external entity refused: " + systemId);
            });
            validator.validate(new SAXSource(specForm, input));
        } catch (SAXParseException e) {
            if (problems.isEmpty()) {
                problems.add(problem(source, e, SecureXml.describe(e)));
            }
        } catch (SAXException | IOException e) {
            problems.add(new DocumentProblem(source, Position.START, "cannot validate: " + e.getMessage()));
        }
        return problems;
    }

    private static Schema compile() {
        try {
            SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
            factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "file,jar,jar:file");
            Source[] sources = new Source[FILES.length];
            for (int i = 0; i < FILES.length; i++) {
                URL url = AccordSchemas.class.getResource("/schema/" + FILES[i]);
                if (url == null) {
                    throw new IllegalStateException("schema missing from the classpath: /schema/" + FILES[i]);
                }
                sources[i] = new StreamSource(url.toExternalForm());
            }
            return factory.newSchema(sources);
        } catch (SAXException e) {
            throw new IllegalStateException("Accord's own schemas do not compile: " + e.getMessage(), e);
        }
    }

    private static DocumentProblem problem(String source, SAXParseException e, String message) {
        return DocumentProblem.at(source, Math.max(e.getLineNumber(), 1), Math.max(e.getColumnNumber(), 1), message);
    }

    /** Collects errors instead of stopping at the first; a fatal error still ends validation. */
    private record Collector(String source, List<DocumentProblem> problems) implements ErrorHandler {

        @Override
        public void warning(SAXParseException e) {
            // warnings (e.g. about lax content with no schema) are not problems of the document
        }

        @Override
        public void error(SAXParseException e) {
            DocumentProblem problem = problem(source, e, schemaMessage(e));
            Matcher followUp = FOLLOW_UP.matcher(String.valueOf(e.getMessage()));
            int last = problems.size() - 1;
            if (followUp.find() && last >= 0 && problems.get(last).position().equals(problem.position())) {
                DocumentProblem cause = problems.get(last);
                String target = followUp.group(2) != null ? followUp.group(2) : followUp.group(1);
                problems.set(last, new DocumentProblem(source, cause.position(),
                        cause.message().replaceFirst("^schema: ", "schema: " + target + ": ")));
            } else {
                problems.add(problem);
            }
        }

        @Override
        public void fatalError(SAXParseException e) throws SAXException {
            problems.add(problem(source, e, SecureXml.describe(e)));
            throw e;
        }

        private static String schemaMessage(SAXParseException e) {
            String message = String.valueOf(e.getMessage());
            return "schema: " + message.replaceFirst("^cvc-[\\w.-]+: ", "");
        }
    }
}
