package org.accord.document;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Optional;

import javax.xml.XMLConstants;
import javax.xml.namespace.QName;
import javax.xml.validation.Schema;
import javax.xml.validation.ValidatorHandler;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBElement;
import jakarta.xml.bind.JAXBException;
import jakarta.xml.bind.Unmarshaller;
import jakarta.xml.bind.UnmarshallerHandler;

import org.xml.sax.ContentHandler;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;

/**
 * Reads a document in one streamed pass, as CXF reads a SOAP request with inbound validation: the secure
 * parser's events ({@link StreamedXml}, or {@link SecureXml} for a text not in UTF-8; {@link SpecAttributeForm}) go at once to the schema validator and to
 * JAXB, so the text is parsed once, validated against {@link AccordSchemas} and bound, with no tree and no
 * positions. It only says whether the document is a schema-valid one of the expected root and, if so, gives
 * its JAXB object; what is wrong and where is {@link Documents}' positioned reading's to say.
 *
 * <p>The validator sees the events beside JAXB, not in front of it, so that JAXB binds exactly what the
 * positioned reading binds (a validator in front would add the schema's attribute defaults to what JAXB
 * reads). One validator and one unmarshaller per thread: making either costs about as much as the pass.
 */
final class ValidatingReader {

    private final JAXBContext jaxb;
    private final ThreadLocal<ValidatorHandler> validators;
    private final ThreadLocal<Unmarshaller> unmarshallers;
    private final ThreadLocal<XMLReader> streamed = ThreadLocal.withInitial(StreamedXml::newReader);

    ValidatingReader(Schema schema, JAXBContext jaxb) {
        this.jaxb = jaxb;
        this.validators = ThreadLocal.withInitial(() -> validator(schema));
        this.unmarshallers = ThreadLocal.withInitial(this::unmarshaller);
    }

    /** The JAXB object of {@code xml} when it is well-formed, schema-valid and its root is {@code root}; else empty. */
    <T> Optional<T> read(byte[] xml, QName root, Class<T> type) {
        UnmarshallerHandler binder = unmarshallers.get().getUnmarshallerHandler();
        ValidatorHandler validator = validators.get();
        SpecAttributeForm specForm = new SpecAttributeForm();
        specForm.setContentHandler(new BothHandlers(validator, binder));
        try {
            InputSource input = new InputSource(new ByteArrayInputStream(xml));
            if (StreamedXml.suits(xml)) {
                parse(streamed.get(), input, specForm);
            } else {
                SecureXml.parse(input, specForm);
            }
            return binder.getResult() instanceof JAXBElement<?> element && element.getName().equals(root)
                    && type.isInstance(element.getValue()) ? Optional.of(type.cast(element.getValue())) : Optional.empty();
        } catch (SAXException | IOException | JAXBException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static void parse(XMLReader reader, InputSource input, ContentHandler handler) throws SAXException, IOException {
        reader.setContentHandler(handler);
        try {
            reader.parse(input);
        } finally {
            reader.setContentHandler(null);
        }
    }

    private static ValidatorHandler validator(Schema schema) {
        ValidatorHandler validator = schema.newValidatorHandler();
        try {
            validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            validator.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        } catch (SAXException e) {
            throw new IllegalStateException("the JDK's schema validator does not support secure validation", e);
        }
        validator.setErrorHandler(new FirstError());
        return validator;
    }

    private Unmarshaller unmarshaller() {
        try {
            return jaxb.createUnmarshaller();
        } catch (JAXBException e) {
            throw new IllegalStateException("cannot create a JAXB unmarshaller for Accord's schemas", e);
        }
    }

    /** Ends the pass at the first schema error: one is enough to say the document needs the positioned reading. */
    static final class FirstError implements ErrorHandler {

        @Override
        public void warning(SAXParseException e) {
            // warnings (e.g. about lax content with no schema) are not problems of the document
        }

        @Override
        public void error(SAXParseException e) throws SAXException {
            throw e;
        }

        @Override
        public void fatalError(SAXParseException e) throws SAXException {
            throw e;
        }
    }
}
