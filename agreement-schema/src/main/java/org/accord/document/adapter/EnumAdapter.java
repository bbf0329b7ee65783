package org.accord.document.adapter;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import jakarta.xml.bind.annotation.adapters.XmlAdapter;

/**
 * Reads an enumeration's value strictly: JAXB's own reading turns a value outside the enumeration into null, so
 * that {@code <accord:DeadlineType>MAYBE</accord:DeadlineType>} in an extension slot the transport does not
 * validate was reported as a <em>missing</em> DeadlineType. Bound through {@code schema/bindings.xjb} to the
 * properties of Accord's enumerations (the adapters of each live beside the generated enumeration, in
 * {@code org.accord.schema.sla}, so that this package does not depend on the generated one); a value outside one throws an {@link UnreadableValueException} naming
 * the element, the value and the values allowed ({@code accord:DeadlineType 'MAYBE' is not one of HARD,
 * SOFT}), which readers report with its line and column.
 *
 * @param <E> the generated enumeration
 */
public abstract class EnumAdapter<E extends Enum<E>> extends XmlAdapter<String, E> {

    private final String element;
    private final List<E> constants;
    private final Function<E, String> value;

    /** An adapter for {@code type}, whose XML values {@code value} gives; {@code element} names it in messages. */
    protected EnumAdapter(String element, Class<E> type, Function<E, String> value) {
        this.element = Objects.requireNonNull(element, "element");
        this.constants = List.of(type.getEnumConstants());
        this.value = Objects.requireNonNull(value, "value");
    }

    @Override
    public E unmarshal(String text) {
        if (text == null) {
            return null;
        }
        return constants.stream().filter(c -> value.apply(c).equals(text)).findFirst()
                .orElseThrow(() -> new UnreadableValueException(element + " '" + text + "' is not one of "
                        + String.join(", ", constants.stream().map(value).toList())));
    }

    @Override
    public String marshal(E constant) {
        return constant == null ? null : value.apply(constant);
    }
}
