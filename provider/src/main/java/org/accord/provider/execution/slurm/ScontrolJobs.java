package org.accord.provider.execution.slurm;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One job as {@code scontrol -o show job ID} writes it (22.05.8 and 25.11.7 alike): one line of {@code Key=value} fields
 * ({@code JobId=7 JobName=agr-1 UserId=root(0) ... JobState=FAILED Reason=NonZeroExitCode ... ExitCode=3:0 ...
 * StartTime=... EndTime=... NumCPUs=2 ... Reservation=agr-1 ... Comment=agr-1 ...}). A value runs to the next
 * {@code Key=}; times are read as UTC (the commands run with {@code TZ=UTC}), {@code Unknown} and {@code None} as
 * unset. This is what the poll reads for each of the provider's jobs: slurmctld looks up that one job, so the
 * answer does not grow with the other jobs it holds.
 */
final class ScontrolJobs {
    /** A space followed by the next field's key (letters, digits and {@code _:/}, then {@code =}). */
    private static final Pattern FIELD = Pattern.compile("(?:^|\\s+)([A-Za-z][A-Za-z0-9_:/]*)=");

    private ScontrolJobs() {
    }

    /** True when {@code line} is a job of {@code show job -o} (not an echo or a message). */
    static boolean isJob(String line) {
        return line.startsWith("JobId=");
    }

    /** The job on {@code line}, with its exit code; a line that is not one is a {@link SlurmCommandException}. */
    static SlurmJob job(List<String> command, String line) {
        Map<String, String> f = fields(line);
        try {
            String state = f.getOrDefault("JobState", "UNKNOWN");
            SlurmJob job = new SlurmJob(Long.parseLong(f.get("JobId")), text(f.get("JobName")), text(f.get("Comment")),
                    state, text(f.get("Reason")), state.equals("PENDING") ? Optional.empty() : time(f.get("StartTime")),
                    Optional.empty(), SqueueText.exitStatus("ExitCode=" + f.getOrDefault("ExitCode", "0:0")).orElse(0),
                    text(f.get("Reservation")), cpus(f.get("NumCPUs")));
            return job.ended() ? job.endingAt(time(f.get("EndTime"))) : job;
        } catch (NumberFormatException | NullPointerException e) {
            throw new SlurmCommandException(command, "answered a line that is not a job: " + line);
        }
    }

    /** The job's user name ({@code UserId=NAME(UID)}), empty when the line names none. */
    static String user(String line) {
        String id = fields(line).getOrDefault("UserId", "");
        int paren = id.indexOf('(');
        return paren >= 0 ? id.substring(0, paren) : id;
    }

    /** The line's fields by key, each value stripped. */
    static Map<String, String> fields(String line) {
        Map<String, String> fields = new HashMap<>();
        Matcher m = FIELD.matcher(line);
        String key = null;
        int valueStart = 0;
        while (m.find()) {
            if (key != null) {
                fields.putIfAbsent(key, line.substring(valueStart, m.start()).strip());
            }
            key = m.group(1);
            valueStart = m.end();
        }
        if (key != null) {
            fields.putIfAbsent(key, line.substring(valueStart).strip());
        }
        return fields;
    }

    private static int cpus(String value) {
        String v = value.strip();
        int dash = v.indexOf('-');
        return Integer.parseInt(dash > 0 ? v.substring(0, dash) : v);
    }

    private static String text(String value) {
        return value == null || value.equals("(null)") ? "" : value;
    }

    private static Optional<Instant> time(String value) {
        if (value == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDateTime.parse(value).toInstant(ZoneOffset.UTC));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
