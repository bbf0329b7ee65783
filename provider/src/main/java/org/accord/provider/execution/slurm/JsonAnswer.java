package org.accord.provider.execution.slurm;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What every release's JSON answers share: a document with an {@code errors} list and the array asked for. A
 * document that is not JSON, lacks the array or reports errors is a {@link SlurmCommandException} naming the
 * command; errors that mean slurmctld could not be reached are a {@link SlurmUnreachableException}.
 */
final class JsonAnswer {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private JsonAnswer() {
    }

    /** The array {@code field} of the answer {@code text} to {@code command}. */
    static JsonNode array(List<String> command, String text, String field) {
        return array(command, parse(command, text), field);
    }

    /** The array {@code field} of the answer {@code root} to {@code command}, which must report no errors. */
    static JsonNode array(List<String> command, JsonNode root, String field) {
        checked(command, root);
        JsonNode array = root.path(field);
        if (!array.isArray()) {
            throw new SlurmCommandException(command, "answered JSON without a '" + field + "' array");
        }
        return array;
    }

    /** Parses {@code text}; a {@link SlurmCommandException} naming {@code command} when it is not JSON. */
    static JsonNode parse(List<String> command, String text) {
        try {
            return MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new SlurmCommandException(command, "answered something that is not JSON: " + e.getOriginalMessage());
        }
    }

    /** {@code root} when its {@code errors} list is empty; else the failure it reports. */
    static JsonNode checked(List<String> command, JsonNode root) {
        JsonNode errors = root.path("errors");
        if (errors.isArray() && !errors.isEmpty()) {
            throw lostController(errors) ? new SlurmUnreachableException(command, "Slurm reports " + errors
                    + " (its JSON output's form of 'Unable to contact slurm controller')")
                    : new SlurmCommandException(command, errors.toString());
        }
        return root;
    }

    /**
     * The JSON commands exit 0 when slurmctld cannot be reached and report it only in {@code errors}: 22.05 as
     * {@code "Unspecified error"} with error number -1 (the connect failure's errno is lost in its JSON writer),
     * later releases with Slurm's own words; either is read as an unreachable controller.
     */
    private static boolean lostController(JsonNode errors) {
        for (JsonNode error : errors) {
            int errno = error.has("errno") ? error.path("errno").asInt() : error.path("error_number").asInt();
            if (errno == -1 || SlurmUnreachableException.saysUnreachable(error.toString())) {
                return true;
            }
        }
        return false;
    }

    static Set<String> strings(JsonNode array) {
        Set<String> values = new HashSet<>();
        array.forEach(v -> values.add(v.asText()));
        return values;
    }

    /** Epoch seconds; 0 (Slurm's "not set") is empty. */
    static Optional<Instant> epoch(long seconds) {
        return seconds > 0 ? Optional.of(Instant.ofEpochSecond(seconds)) : Optional.empty();
    }
}
