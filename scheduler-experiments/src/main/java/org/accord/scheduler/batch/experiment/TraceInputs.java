package org.accord.scheduler.batch.experiment;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.accord.scheduler.batch.BatchException;
import org.accord.scheduler.batch.BatchSettings;
import org.accord.scheduler.workload.SwfReader;
import org.accord.scheduler.workload.SwfTrace;

/**
 * The read stage's trace loading: the {@code --trace} files if any were given (plain or gzip SWF, machine size
 * from the header), else the experiment's shipped traces from the classpath. A missing file is a
 * {@link BatchException} naming it; a malformed one is the reader's error naming file and line.
 */
final class TraceInputs {
    /** The shipped traces. */
    static final String SDSC_SP2 = SwfReader.SDSC_SP2_RESOURCE;
    static final String KTH_SP2 = "traces/KTH-SP2-1996-2.1-cln.swf.gz";
    static final String NASA_IPSC = "traces/NASA-iPSC-1993-3.1-cln.swf.gz";

    private TraceInputs() {
    }

    /** The given traces, or the shipped {@code defaults}. */
    static List<SwfTrace> read(BatchSettings settings, List<String> defaults) {
        if (settings.traces().isEmpty()) {
            return defaults.stream().map(SwfReader::readResource).toList();
        }
        return settings.traces().stream().map(TraceInputs::readFile).toList();
    }

    /** Exactly one trace: the given one or the shipped {@code fallback}. */
    static SwfTrace readOne(String experiment, BatchSettings settings, String fallback) {
        if (settings.traces().size() > 1) {
            throw new BatchException(experiment + " replays one trace; got " + settings.traces().size()
                    + " --trace options");
        }
        return read(settings, List.of(fallback)).get(0);
    }

    /** The traces' file names, for the JSON {@code trace} field. */
    static String describe(List<SwfTrace> traces) {
        return traces.stream().map(t -> fileName(t.source())).collect(Collectors.joining(", "));
    }

    /** The file name of a source path or resource name. */
    static String fileName(String source) {
        return source.substring(Math.max(source.lastIndexOf('/'), source.lastIndexOf('\\')) + 1);
    }

    private static SwfTrace readFile(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new BatchException("trace file not found: " + file);
        }
        SwfTrace trace = SwfReader.read(file);
        if (trace.records().isEmpty()) {
            throw new BatchException(file + ": the trace holds no job lines");
        }
        return trace;
    }
}
