package org.accord.provider.execution.slurm;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the JSON of {@code sinfo --json} and {@code squeue --json} (Slurm 22.05's data_parser v0.0.38 layout:
 * a top-level {@code nodes} or {@code jobs} array plus {@code errors}). A document that is not JSON, lacks the
 * array or reports errors is a {@link SlurmCommandException} naming the command.
 */
final class SlurmJson {
    private final ObjectMapper mapper = new ObjectMapper();

    List<SlurmNode> nodes(List<String> command, String text) {
        List<SlurmNode> nodes = new ArrayList<>();
        for (JsonNode n : array(command, text, "nodes")) {
            nodes.add(new SlurmNode(n.path("name").asText(), n.path("cpus").asInt(), n.path("state").asText("unknown"),
                    strings(n.path("state_flags")), new ArrayList<>(strings(n.path("partitions"))),
                    n.path("reason").asText("")));
        }
        return nodes;
    }

    List<SlurmJob> jobs(List<String> command, String text) {
        List<SlurmJob> jobs = new ArrayList<>();
        for (JsonNode j : array(command, text, "jobs")) {
            String state = j.path("job_state").asText("UNKNOWN");
            boolean pending = state.equals("PENDING");
            SlurmJob job = new SlurmJob(j.path("job_id").asLong(), j.path("name").asText(""),
                    j.path("comment").asText(""), state, j.path("state_reason").asText(""),
                    pending ? Optional.empty() : epoch(j.path("start_time")), Optional.empty(),
                    j.path("exit_code").asInt(), j.path("resv_name").asText(""), j.path("cpus").asInt());
            jobs.add(job.ended() ? withEnd(job, epoch(j.path("end_time"))) : job);
        }
        return jobs;
    }

    private static SlurmJob withEnd(SlurmJob job, Optional<Instant> end) {
        return new SlurmJob(job.id(), job.name(), job.comment(), job.state(), job.reason(), job.startTime(), end,
                job.exitStatus(), job.reservation(), job.cpus());
    }

    private JsonNode array(List<String> command, String text, String field) {
        JsonNode root;
        try {
            root = mapper.readTree(text);
        } catch (JsonProcessingException e) {
            throw new SlurmCommandException(command, "answered something that is not JSON: "
                    + e.getOriginalMessage());
        }
        JsonNode errors = root.path("errors");
        if (errors.isArray() && !errors.isEmpty()) {
            throw lostController(errors) ? new SlurmUnreachableException(command, "Slurm reports " + errors
                    + " (its JSON output's form of 'Unable to contact slurm controller')")
                    : new SlurmCommandException(command, errors.toString());
        }
        JsonNode array = root.path(field);
        if (!array.isArray()) {
            throw new SlurmCommandException(command, "answered JSON without a '" + field + "' array");
        }
        return array;
    }

    /**
     * {@code sinfo --json} and {@code squeue --json} exit 0 when slurmctld cannot be reached and report it only
     * as {@code "Unspecified error"} with error number -1 (the connect failure's errno is lost in Slurm 22.05's
     * JSON writer); that is read as an unreachable controller.
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

    private static Set<String> strings(JsonNode array) {
        Set<String> values = new HashSet<>();
        array.forEach(v -> values.add(v.asText()));
        return values;
    }

    private static Optional<Instant> epoch(JsonNode value) {
        long seconds = value.asLong(0);
        return seconds > 0 ? Optional.of(Instant.ofEpochSecond(seconds)) : Optional.empty();
    }
}
