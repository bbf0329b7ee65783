package org.accord.provider.store;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeTermState;
import org.accord.agreement.ServiceTermState;
import org.accord.provider.admission.Allocation;

/**
 * How the store writes an agreement record's typed fields as text (the same text in the database columns
 * and the journal, unchanged since the first release, so existing stores load): the state by its
 * WS-Agreement name, and as JSON the allocation (placement), the service-term states
 * ({@code {"job":"Processing"}}) and the guarantee outcomes (a list of objects with name, state and, once
 * evaluated, value, unit, finish and delay). Only the store uses it.
 */
final class RecordEncoding {

    private static final ObjectMapper JSON = new ObjectMapper();

    private RecordEncoding() {}

    /** A guarantee outcome as stored: absent values are null. */
    record StoredGuarantee(String name, String state, Double value, String unit, Double finish, Double delay) {}

    static String state(AgreementState state) {
        return state.wsagName();
    }

    static AgreementState state(String name) {
        return AgreementState.fromWsagName(name);
    }

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
            throw new StoreException("cannot encode " + value + ": " + e.getOriginalMessage(), e);
        }
    }

    private static <T> T read(String json, TypeReference<T> type) {
        try {
            return JSON.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new StoreException("stored agreement field is not valid JSON: " + e.getOriginalMessage(), e);
        }
    }
}
