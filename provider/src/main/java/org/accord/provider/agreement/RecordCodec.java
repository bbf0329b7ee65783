package org.accord.provider.agreement;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.accord.agreement.GuaranteeTermState;
import org.accord.agreement.ServiceTermState;
import org.accord.provider.ProviderException;
import org.accord.provider.admission.Allocation;

/**
 * The text forms of an agreement record's fields, as JSON: the allocation (placement), the service-term
 * states ({@code {"job":"Processing"}}) and the guarantee outcomes (a list of objects with name, state
 * and, once evaluated, value, unit, finish and delay).
 */
final class RecordCodec {

    private static final ObjectMapper JSON = new ObjectMapper();

    private RecordCodec() {}

    /** A guarantee outcome as stored: absent values are null. */
    record StoredGuarantee(String name, String state, Double value, String unit, Double finish, Double delay) {}

    static String allocation(Allocation allocation) {
        return write(allocation);
    }

    static Allocation allocation(String json) {
        return read(json, new TypeReference<Allocation>() {});
    }

    static String serviceTerms(Map<String, ServiceTermState> states) {
        Map<String, String> names = new LinkedHashMap<>();
        states.forEach((term, state) -> names.put(term, state.wsagName()));
        return write(names);
    }

    static Map<String, ServiceTermState> serviceTerms(String json) {
        Map<String, ServiceTermState> states = new LinkedHashMap<>();
        read(json, new TypeReference<LinkedHashMap<String, String>>() {})
                .forEach((term, state) -> states.put(term, ServiceTermState.fromWsagName(state)));
        return states;
    }

    static String guarantees(List<GuaranteeOutcome> outcomes) {
        return write(outcomes.stream().map(o -> new StoredGuarantee(o.name(), o.state().wsagName(), boxed(o.value()),
                o.valueUnit().orElse(null), boxed(o.finishTime()), boxed(o.delay()))).toList());
    }

    static List<GuaranteeOutcome> guarantees(String json) {
        return read(json, new TypeReference<List<StoredGuarantee>>() {}).stream()
                .map(s -> new GuaranteeOutcome(s.name(), GuaranteeTermState.fromWsagName(s.state()), unboxed(s.value()),
                        Optional.ofNullable(s.unit()), unboxed(s.finish()), unboxed(s.delay())))
                .toList();
    }

    private static Double boxed(OptionalDouble value) {
        return value.isPresent() ? value.getAsDouble() : null;
    }

    private static OptionalDouble unboxed(Double value) {
        return value == null ? OptionalDouble.empty() : OptionalDouble.of(value);
    }

    private static String write(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new ProviderException("cannot encode " + value + ": " + e.getOriginalMessage(), e);
        }
    }

    private static <T> T read(String json, TypeReference<T> type) {
        try {
            return JSON.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new ProviderException("stored agreement field is not valid JSON: " + e.getOriginalMessage(), e);
        }
    }
}
