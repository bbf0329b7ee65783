package org.accord.cli.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.accord.scheduler.batch.BatchException;
import org.accord.scheduler.batch.ExperimentResult;
import org.accord.scheduler.batch.Reporter;

/**
 * Writes {@code EXPERIMENT.json} into a folder: the design notes' document
 * {@code {"experiment", "trace", "seed", "wallSeconds", "rows": [ {column: value, ...}, ... ]}}, columns in
 * row order. {@link #render} gives the same document for {@code --json} on the console.
 */
public final class JsonReporter implements Reporter {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private final Path dir;

    public JsonReporter(Path dir) {
        this.dir = dir;
    }

    @Override
    public void report(ExperimentResult result) {
        OutputFiles.write(dir, result.experiment() + ".json", render(result) + "\n");
    }

    /** The JSON document, indented. */
    public static String render(ExperimentResult result) {
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("experiment", result.experiment());
        document.put("trace", result.trace());
        document.put("seed", result.seed());
        document.put("wallSeconds", result.wallSeconds());
        document.put("rows", result.rows().stream().map(r -> r.values()).toList());
        try {
            return MAPPER.writeValueAsString(document);
        } catch (JsonProcessingException e) {
            throw new BatchException("cannot write the JSON document of " + result.experiment() + ": " + e.getMessage(), e);
        }
    }
}
