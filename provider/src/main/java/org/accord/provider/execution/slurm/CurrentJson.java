package org.accord.provider.execution.slurm;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * The JSON of Slurm 23.11 and later, with the data_parser version pinned ({@code --json=v0.0.4N}): nodes from
 * {@code scontrol --json show nodes} (a {@code nodes} array whose {@code state} is a list of a base state and its
 * flags, e.g. {@code ["IDLE", "DRAIN"]}), jobs from {@code squeue --json} ({@code job_state} a list of a base
 * state and flags, times, CPU counts and return codes {@code {"set", "infinite", "number"}} objects, the exit code
 * a {@code {status, return_code, signal}} object). Read the same for v0.0.40 to v0.0.44, whose fields Accord
 * reads do not differ.
 *
 * @param dataParser the pinned data_parser version, e.g. {@code v0.0.44}
 */
record CurrentJson(String dataParser) implements SlurmDialect {
    /**
     * Job state flags that name the state while they are set, as Slurm's own {@code job_state_string} puts
     * them before the base state (a finishing job is COMPLETING, not yet COMPLETED).
     */
    private static final List<String> NAMING_FLAGS = List.of("COMPLETING", "CONFIGURING", "RESIZING", "REQUEUED",
            "REQUEUE_FED", "REQUEUE_HOLD", "SIGNALING", "STAGE_OUT", "STOPPED");
    private static final Set<String> NODE_BASE_STATES = Set.of("IDLE", "DOWN", "ALLOCATED", "ERROR", "MIXED",
            "FUTURE", "UNKNOWN");

    public CurrentJson {
        if (!dataParser.matches("v0\\.0\\.\\d+")) {
            throw new IllegalArgumentException("a data_parser version reads v0.0.N: " + dataParser);
        }
    }

    @Override
    public String layout() {
        return "data_parser " + dataParser + " (pinned)";
    }

    @Override
    public String jsonOption() {
        return "--json=" + dataParser;
    }

    @Override
    public boolean filtersJson() {
        return true;
    }

    @Override
    public List<String> nodesCommand(Optional<String> partition) {
        return List.of("scontrol", jsonOption(), "show", "nodes");
    }

    @Override
    public List<SlurmNode> nodes(List<String> command, String text) {
        List<SlurmNode> nodes = new ArrayList<>();
        for (JsonNode n : JsonAnswer.array(command, text, "nodes")) {
            nodes.add(node(n));
        }
        return nodes;
    }

    /** One entry of a {@code nodes} array (the commands' and slurmrestd's answers share it). */
    static SlurmNode node(JsonNode n) {
        String base = "unknown";
        List<String> flags = new ArrayList<>();
        for (JsonNode s : n.path("state")) {
            String word = s.asText().toUpperCase(Locale.ROOT);
            if (NODE_BASE_STATES.contains(word)) {
                base = word;
            } else {
                flags.add(word);
            }
        }
        return new SlurmNode(n.path("name").asText(), (int) number(n.path("cpus")).orElse(0), base,
                Set.copyOf(flags), new ArrayList<>(JsonAnswer.strings(n.path("partitions"))),
                n.path("reason").asText(""));
    }

    @Override
    public List<SlurmJob> jobs(List<String> command, String text) {
        List<SlurmJob> jobs = new ArrayList<>();
        for (JsonNode j : JsonAnswer.array(command, text, "jobs")) {
            jobs.add(job(j));
        }
        return jobs;
    }

    /** One entry of a {@code jobs} array (the commands' and slurmrestd's answers share it). */
    static SlurmJob job(JsonNode j) {
        String state = state(j.path("job_state"));
        SlurmJob job = new SlurmJob(j.path("job_id").asLong(), j.path("name").asText(""),
                j.path("comment").asText(""), state, j.path("state_reason").asText(""),
                state.equals("PENDING") ? Optional.empty() : JsonAnswer.epoch(number(j.path("start_time")).orElse(0)),
                Optional.empty(), waitStatus(j.path("exit_code")), j.path("resv_name").asText(""),
                (int) number(j.path("cpus")).orElse(0));
        return job.ended() ? job.endingAt(JsonAnswer.epoch(number(j.path("end_time")).orElse(0))) : job;
    }

    /** {@code ["RUNNING"]}, {@code ["COMPLETED", "COMPLETING"]}: the naming flag if one is set, else the base state. */
    static String state(JsonNode states) {
        if (!states.isArray()) {
            return states.asText("UNKNOWN");
        }
        List<String> words = new ArrayList<>();
        states.forEach(s -> words.add(s.asText().toUpperCase(Locale.ROOT)));
        return NAMING_FLAGS.stream().filter(words::contains).findFirst()
                .orElse(words.isEmpty() ? "UNKNOWN" : words.get(0));
    }

    /**
     * The wait status 22.05 reported ({@code exit code << 8}, or the signal) from {@code {"status": [...],
     * "return_code": {...}, "signal": {"id": {...}}}}.
     */
    static int waitStatus(JsonNode exit) {
        if (!exit.isObject()) {
            return exit.asInt();
        }
        long signal = number(exit.path("signal").path("id")).orElse(0);
        if (signal > 0 && JsonAnswer.strings(exit.path("status")).contains("SIGNALED")) {
            return (int) signal;
        }
        return (int) (number(exit.path("return_code")).orElse(0) & 0xff) << 8;
    }

    /** A {@code {"set", "infinite", "number"}} object (or a plain number): empty when unset or infinite. */
    static OptionalLong number(JsonNode value) {
        if (value.isNumber()) {
            return OptionalLong.of(value.asLong());
        }
        if (value.path("set").asBoolean(false) && !value.path("infinite").asBoolean(false)) {
            return OptionalLong.of(value.path("number").asLong());
        }
        return OptionalLong.empty();
    }
}
