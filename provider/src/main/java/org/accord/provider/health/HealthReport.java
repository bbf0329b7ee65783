package org.accord.provider.health;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The checks of one probe: UP when every check is up. */
public record HealthReport(List<CheckResult> checks) {

    private static final ObjectMapper JSON = new ObjectMapper();

    public HealthReport {
        checks = List.copyOf(checks);
    }

    public boolean up() {
        return checks.stream().allMatch(CheckResult::up);
    }

    /** {@code 200} when up, {@code 503} otherwise. */
    public int httpStatus() {
        return up() ? 200 : 503;
    }

    /** The names of the failing checks, comma-separated (empty when up). */
    public String failing() {
        return checks.stream().filter(c -> !c.up()).map(CheckResult::name).collect(Collectors.joining(", "));
    }

    /** {@code {"status":"UP|DOWN","failing":[names],"checks":[{"name","state","detail"}]}}. */
    public String json() {
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("status", up() ? "UP" : "DOWN");
        document.put("failing", checks.stream().filter(c -> !c.up()).map(CheckResult::name).toList());
        document.put("checks", checks.stream().map(c -> Map.of("name", c.name(), "state", c.state(),
                "detail", c.detail())).toList());
        try {
            return JSON.writeValueAsString(document);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a health report as JSON: " + e.getMessage(), e);
        }
    }
}
