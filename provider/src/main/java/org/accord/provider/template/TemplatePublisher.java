package org.accord.provider.template;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.accord.document.Documents;
import org.accord.document.LoadedDocument;
import org.accord.schema.wsag.AgreementTemplateType;
import org.accord.template.Template;

/**
 * The templates as written, for the bindings that publish them: SOAP's getTemplates serves each template's own
 * JAXB object, and REST's {@code GET /templates/{id}} (as XML) its text, not a document rebuilt from the model
 * (which keeps only what Accord uses), so that content of other vocabularies is published too. The core service
 * knows templates as domain values only ({@link TemplateRegistry#templates}); what was written is kept here.
 * Immutable once made; the JAXB objects are shared: read them, never change them.
 */
public final class TemplatePublisher {

    private final List<AgreementTemplateType> documents;
    private final Map<String, String> texts;

    private TemplatePublisher(List<AgreementTemplateType> documents, Map<String, String> texts) {
        this.documents = documents;
        this.texts = texts;
    }

    /** The templates of {@code registry} as they were loaded, their texts written once by {@code writer}. */
    public static TemplatePublisher of(TemplateRegistry registry, Documents writer) {
        Map<String, String> texts = new LinkedHashMap<>();
        for (LoadedDocument<Template> template : registry.documents()) {
            texts.put(template.model().templateId(), writer.toXml(template));
        }
        return new TemplatePublisher(registry.documents().stream()
                .map(template -> template.xml(AgreementTemplateType.class)).toList(), Map.copyOf(texts));
    }

    /** Every template's JAXB object as loaded, in loading order: what getTemplates serves. */
    public List<AgreementTemplateType> documents() {
        return documents;
    }

    /** The XML text of template {@code templateId} as loaded; empty if no template has that id. */
    public Optional<String> text(String templateId) {
        return Optional.ofNullable(texts.get(templateId));
    }
}
