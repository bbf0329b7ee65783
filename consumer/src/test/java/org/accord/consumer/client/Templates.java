package org.accord.consumer.client;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import org.accord.document.Documents;
import org.accord.document.LoadedDocument;
import org.accord.template.Template;

/** The example templates from the test resources. */
final class Templates {

    private Templates() {
    }

    static LoadedDocument<Template> named(String templateId) {
        try (InputStream in = Templates.class.getResourceAsStream("/templates/" + templateId + ".xml")) {
            return Documents.standard().readTemplate(in, templateId + ".xml");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static OfferBuilder offer(String templateId) {
        return new OfferBuilder(named(templateId), new OfferCheck());
    }
}
