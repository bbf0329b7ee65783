package org.accord.provider.rest;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import jakarta.ws.rs.core.MultivaluedMap;

import org.accord.agreement.AgreementState;
import org.accord.agreement.FaultReason;
import org.accord.provider.agreement.AgreementQuery;
import org.accord.provider.agreement.FaultException;

/**
 * {@code GET /agreements}' query: {@code state} (repeatable or comma-separated WS-Agreement states, e.g.
 * {@code Observed,Complete}), {@code template}, {@code initiator} (operators only: others see their own
 * agreements whatever they ask), {@code createdSince} and {@code createdUntil} (ISO-8601 instants),
 * {@code offset} (default 0) and {@code limit} (default {@value #DEFAULT_LIMIT}, at most {@value #MAX_LIMIT}).
 * Oldest first. An unknown parameter or unreadable value is refused (400) naming it.
 */
record AgreementListing(AgreementQuery query, int offset, int limit) {

    static final int DEFAULT_LIMIT = 100;
    static final int MAX_LIMIT = 1000;
    private static final Set<String> KNOWN = Set.of("state", "template", "initiator", "createdSince", "createdUntil",
            "offset", "limit");

    static AgreementListing of(MultivaluedMap<String, String> parameters, RestCaller caller) {
        parameters.keySet().stream().filter(name -> !KNOWN.contains(name)).findFirst().ifPresent(name -> {
            throw Problems.invalidParameter("unknown query parameter '" + name + "'; known: " + KNOWN.stream().sorted().toList());
        });
        Optional<String> initiator = single(parameters, "initiator");
        if (initiator.isPresent() && !caller.sees(initiator.get())) {
            throw new FaultException(FaultReason.ACCESS_DENIED, "user '" + caller.name()
                    + "' may list only their own agreements: only the users named in security.operators may list "
                    + "another initiator's");
        }
        AgreementQuery query = new AgreementQuery(states(parameters.get("state")), single(parameters, "template"),
                initiator, instant(parameters, "createdSince"), instant(parameters, "createdUntil"));
        return new AgreementListing(query, number(parameters, "offset", 0, Integer.MAX_VALUE, 0),
                number(parameters, "limit", 1, MAX_LIMIT, DEFAULT_LIMIT));
    }

    <T> AgreementBodies.Page<T> page(List<T> all) {
        int from = (int) Math.min(all.size(), (long) offset);
        return new AgreementBodies.Page<>(all.subList(from, Math.min(all.size(), from + limit)), offset, limit,
                all.size());
    }

    private static Set<AgreementState> states(List<String> values) {
        Set<AgreementState> states = EnumSet.noneOf(AgreementState.class);
        if (values != null) {
            values.stream().flatMap(v -> Arrays.stream(v.split(","))).map(String::trim).filter(v -> !v.isEmpty())
                    .forEach(v -> states.add(state(v)));
        }
        return states;
    }

    private static AgreementState state(String name) {
        return Arrays.stream(AgreementState.values()).filter(s -> s.wsagName().equalsIgnoreCase(name)).findFirst()
                .orElseThrow(() -> Problems.invalidParameter("unknown state '" + name + "'; states: "
                        + Arrays.stream(AgreementState.values()).map(AgreementState::wsagName).toList()));
    }

    private static Optional<String> single(MultivaluedMap<String, String> parameters, String name) {
        List<String> values = parameters.get(name);
        if (values == null || values.isEmpty()) {
            return Optional.empty();
        }
        if (values.size() > 1) {
            throw Problems.invalidParameter("query parameter '" + name + "' given " + values.size() + " times; give it once");
        }
        return Optional.of(values.get(0));
    }

    static Optional<Instant> instant(MultivaluedMap<String, String> parameters, String name) {
        return single(parameters, name).map(text -> {
            try {
                return Instant.parse(text);
            } catch (DateTimeParseException e) {
                throw Problems.invalidParameter(name + " must be an ISO-8601 instant such as 2026-11-27T10:15:30Z: '"
                        + text + "'");
            }
        });
    }

    private static int number(MultivaluedMap<String, String> parameters, String name, int min, int max, int absent) {
        return single(parameters, name).map(text -> {
            try {
                int value = Integer.parseInt(text);
                if (value >= min && value <= max) {
                    return value;
                }
            } catch (NumberFormatException e) {
                // refused below
            }
            throw Problems.invalidParameter(name + " must be an integer from " + min + " to " + max + ": '" + text + "'");
        }).orElse(absent);
    }
}
