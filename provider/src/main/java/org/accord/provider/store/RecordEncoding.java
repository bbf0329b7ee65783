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
import org.accord.provider.admission.DeadlineAllocation;
import org.accord.provider.admission.ReservationAllocation;
import org.accord.provider.execution.SlaKind;
import org.accord.scheduler.plan.Hours;

/**
 * How the store writes an agreement record's typed fields as text (the same text in the database columns
 * and the {@linkplain org.accord.provider.store.journal journal}, unchanged since the first release, so
 * existing stores load): the state by its
 * WS-Agreement name, and as JSON the allocation (placement), the service-term states
 * ({@code {"job":"Processing"}}) and the guarantee outcomes (a list of objects with name, state and, once
 * evaluated, value, unit, finish and delay). Only the store and its journal use it.
 *
 * <p>The JSON is written and read by Jackson's default {@code ObjectMapper} (record components in declaration
 * order, nulls written, non-finite doubles as strings). A hand-written writer of the same text saved no
 * measurable share of a create's CPU ({@code docs/benchmarks.md}, "Speed paths").
 */
public final class RecordEncoding {

    private static final ObjectMapper JSON = new ObjectMapper();

    private RecordEncoding() {}

    /** A guarantee outcome as stored: absent values are null. */
    record StoredGuarantee(String name, String state, Double value, String unit, Double finish, Double delay) {}

    public static String state(AgreementState state) {
        return state.wsagName();
    }

    public static AgreementState state(String name) {
        return AgreementState.fromWsagName(name);
    }

    /**
     * An allocation as stored: one object for both kinds, as the first release wrote it. A deadline
     * allocation's processors are empty, its start is its creation and its hours are 0; a reservation's due
     * time is its planned finish.
     */
    record StoredAllocation(SlaKind kind, double created, List<String> nodes, double dueTime, List<Integer> processors,
            int cpus, double startHours, double reservedHours, double agreedHours) {}

    public static String allocation(Allocation allocation) {
        return write(stored(allocation));
    }

    static StoredAllocation stored(Allocation allocation) {
        if (allocation instanceof ReservationAllocation r) {
            return new StoredAllocation(SlaKind.RESERVATION, r.created(), r.nodes(), r.plannedFinish(),
                    r.processors(), r.cpus(), r.startHours(), r.reservedHours(), r.agreedHours());
        }
        DeadlineAllocation d = (DeadlineAllocation) allocation;
        return new StoredAllocation(SlaKind.DEADLINE, d.created(), d.nodes(), d.dueTime(), List.of(), d.cpus(),
                Hours.ofSeconds(d.created()), 0, 0);
    }

    public static Allocation allocation(String json) {
        StoredAllocation s = read(json, new TypeReference<StoredAllocation>() {});
        return switch (s.kind()) {
            case DEADLINE -> new DeadlineAllocation(s.created(), s.nodes(), s.cpus(), s.dueTime());
            case RESERVATION -> new ReservationAllocation(s.created(), s.nodes(), s.processors(), s.cpus(),
                    s.startHours(), s.reservedHours(), s.agreedHours());
        };
    }

    public static String serviceTerms(Map<String, ServiceTermState> states) {
        Map<String, String> names = new LinkedHashMap<>();
        states.forEach((term, state) -> names.put(term, state.wsagName()));
        return write(names);
    }

    public static Map<String, ServiceTermState> serviceTerms(String json) {
        Map<String, ServiceTermState> states = new LinkedHashMap<>();
        read(json, new TypeReference<LinkedHashMap<String, String>>() {})
                .forEach((term, state) -> states.put(term, ServiceTermState.fromWsagName(state)));
        return states;
    }

    public static String guarantees(List<GuaranteeOutcome> outcomes) {
        return write(outcomes.stream().map(RecordEncoding::stored).toList());
    }

    static StoredGuarantee stored(GuaranteeOutcome o) {
        return new StoredGuarantee(o.name(), o.state().wsagName(), boxed(o.value()), o.valueUnit().orElse(null),
                boxed(o.finishTime()), boxed(o.delay()));
    }

    public static List<GuaranteeOutcome> guarantees(String json) {
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
            throw new StoreException("cannot write a stored agreement field as JSON: " + e.getOriginalMessage(), e);
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
