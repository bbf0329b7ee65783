package org.accord.consumer.client;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

import org.accord.agreement.GuaranteeTermState;
import org.w3c.dom.Element;

/**
 * A guarantee term's state with the realised values an Accord provider reports once the work finished,
 * read from the state's extension slot (namespace {@value #NAMESPACE}: {@code BusinessValue} with its
 * {@code unit}, {@code FinishTime} and {@code Delay}, seconds from the agreement's creation). Values a
 * provider does not send are empty. A negative business value is a penalty.
 */
public record GuaranteeValue(GuaranteeTermState state, OptionalDouble businessValue, Optional<String> unit,
                             OptionalDouble finishTime, OptionalDouble delay) {

    /** Namespace of the realised-value elements. */
    public static final String NAMESPACE = "urn:accord:outcome:1";

    public GuaranteeValue {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(businessValue, "businessValue");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(finishTime, "finishTime");
        Objects.requireNonNull(delay, "delay");
    }

    /** The state and whatever realised values {@code extension} (the state's xs:any content) holds. */
    static GuaranteeValue read(GuaranteeTermState state, List<Object> extension) {
        return new GuaranteeValue(state, number(extension, "BusinessValue"),
                element(extension, "BusinessValue").map(e -> e.getAttribute("unit")).filter(u -> !u.isBlank()),
                number(extension, "FinishTime"), number(extension, "Delay"));
    }

    private static OptionalDouble number(List<Object> extension, String name) {
        Optional<Element> element = element(extension, name);
        if (element.isEmpty()) {
            return OptionalDouble.empty();
        }
        try {
            double value = Double.parseDouble(element.get().getTextContent().trim());
            return Double.isFinite(value) ? OptionalDouble.of(value) : OptionalDouble.empty();
        } catch (NumberFormatException e) {
            return OptionalDouble.empty();
        }
    }

    private static Optional<Element> element(List<Object> extension, String name) {
        return extension.stream().filter(Element.class::isInstance).map(Element.class::cast)
                .filter(e -> NAMESPACE.equals(e.getNamespaceURI()) && name.equals(e.getLocalName())).findFirst();
    }
}
