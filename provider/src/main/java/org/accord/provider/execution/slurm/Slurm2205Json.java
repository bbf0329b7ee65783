package org.accord.provider.execution.slurm;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Slurm 22.05's JSON (openapi v0.0.38, the only layout it writes): {@code sinfo --json} answers a top-level
 * {@code nodes} array (one entry per node: {@code cpus}, {@code state} a word, {@code state_flags},
 * {@code partitions}), {@code squeue --json} a {@code jobs} array whose times are epoch seconds (0 when unset),
 * {@code job_state} a word and {@code exit_code} the wait status. Its JSON writer ignores squeue's and sinfo's
 * filters, so the answers hold every node and job of the cluster.
 */
record Slurm2205Json() implements SlurmDialect {

    @Override
    public String layout() {
        return "openapi v0.0.38 (22.05's only JSON layout)";
    }

    @Override
    public String jsonOption() {
        return "--json";
    }

    @Override
    public boolean filtersJson() {
        return false;
    }

    @Override
    public List<String> nodesCommand(Optional<String> partition) {
        return List.of("sinfo", "--json");
    }

    @Override
    public List<SlurmNode> nodes(List<String> command, String text) {
        List<SlurmNode> nodes = new ArrayList<>();
        for (JsonNode n : JsonAnswer.array(command, text, "nodes")) {
            nodes.add(new SlurmNode(n.path("name").asText(), n.path("cpus").asInt(), n.path("state").asText("unknown"),
                    JsonAnswer.strings(n.path("state_flags")), new ArrayList<>(JsonAnswer.strings(n.path("partitions"))),
                    n.path("reason").asText("")));
        }
        return nodes;
    }

    @Override
    public List<SlurmJob> jobs(List<String> command, String text) {
        List<SlurmJob> jobs = new ArrayList<>();
        for (JsonNode j : JsonAnswer.array(command, text, "jobs")) {
            String state = j.path("job_state").asText("UNKNOWN");
            SlurmJob job = new SlurmJob(j.path("job_id").asLong(), j.path("name").asText(""),
                    j.path("comment").asText(""), state, j.path("state_reason").asText(""),
                    state.equals("PENDING") ? Optional.empty() : JsonAnswer.epoch(j.path("start_time").asLong()),
                    Optional.empty(), j.path("exit_code").asInt(), j.path("resv_name").asText(""),
                    j.path("cpus").asInt());
            jobs.add(job.ended() ? job.endingAt(JsonAnswer.epoch(j.path("end_time").asLong())) : job);
        }
        return jobs;
    }
}
