package org.accord.provider.rest;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import org.accord.offer.AgreementOffer;
import org.accord.offer.OfferDraft;
import org.accord.offer.OfferTermException;
import org.accord.template.Template;

/**
 * A create's {@code values} applied to its template, as {@code ./accord client --set} applies them
 * ({@link OfferDraft}): the offer that results goes to the same intake as an offer document. A value that
 * is neither a finite number nor a string, or that names no term, is refused (400) at {@code /values/NAME}.
 */
final class TemplateValues {

    private TemplateValues() {}

    static AgreementOffer offer(Template template, Map<String, JsonNode> values) {
        OfferDraft draft = new OfferDraft(template);
        if (values != null) {
            values.forEach((name, value) -> {
                String pointer = "/values/" + name.replace("~", "~0").replace("/", "~1");
                try {
                    draft.set(name, text(name, value, pointer));
                } catch (OfferTermException e) {
                    throw Problems.invalidRequest(e.getMessage(), pointer);
                }
            });
        }
        return draft.offer();
    }

    private static String text(String name, JsonNode value, String pointer) {
        if (value != null && value.isTextual()) {
            return value.textValue();
        }
        if (value != null && value.isNumber()) {
            if (value.isIntegralNumber()) {
                return value.bigIntegerValue().toString();
            }
            if (!Double.isFinite(value.doubleValue())) {
                throw Problems.invalidRequest(name + " must be a finite number: " + value.asText(), pointer);
            }
            return value.decimalValue().toString();
        }
        throw Problems.invalidRequest(name + " must be a number or a string, not " + (value == null ? "null"
                : value.getNodeType().name().toLowerCase(java.util.Locale.ROOT)), pointer);
    }
}
