package org.accord.provider.execution.slurm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Where Slurm records jobs after {@code squeue} has forgotten them (past {@code MinJobAge}): the job completion
 * log of {@code JobCompType=jobcomp/filetxt} ({@code JobCompLoc}), one line of {@code Key=Value} pairs per ended
 * job, which the provider reads when it can read the file (same host or a shared file system). Its times are
 * slurmctld's local time, read in the provider's time zone (run both in the same zone). Without it, a job
 * Slurm has forgotten has no known end: the backend then reports the outcome as unknown rather than run the
 * work again.
 */
final class CompletionRecords {
    private final Optional<Path> log;
    private final ZoneId zone;

    /** @param log the completion log; empty when Slurm writes none the provider can read */
    CompletionRecords(Optional<Path> log, ZoneId zone) {
        this.log = log;
        this.zone = zone;
    }

    /** The place looked in, for messages. */
    String describe() {
        return log.map(p -> "the job completion log " + p).orElse("no job completion log (JobCompType is not "
                + "jobcomp/filetxt, or its file cannot be read here)");
    }

    /** The last record of job {@code id}, or of a job named {@code name} when {@code id} is empty. */
    Optional<SlurmJob> find(Optional<Long> id, String name) {
        return find(id, name, Set.of());
    }

    /** The same, leaving out the jobs {@code except} (the provider cancelled them itself for a re-plan). */
    Optional<SlurmJob> find(Optional<Long> id, String name, Set<Long> except) {
        if (log.isEmpty() || !Files.isReadable(log.get())) {
            return Optional.empty();
        }
        try (Stream<String> lines = Files.lines(log.get(), StandardCharsets.UTF_8)) {
            List<SlurmJob> found = lines.filter(l -> l.startsWith("JobId=")).map(CompletionRecords::fields)
                    .filter(f -> id.map(i -> i.toString().equals(f.get("JobId"))).orElse(name.equals(f.get("Name"))))
                    .map(this::job).flatMap(Optional::stream).filter(j -> !except.contains(j.id())).toList();
            return found.isEmpty() ? Optional.empty() : Optional.of(found.get(found.size() - 1));
        } catch (IOException | java.io.UncheckedIOException e) {
            return Optional.empty();
        }
    }

    private static Map<String, String> fields(String line) {
        Map<String, String> fields = new HashMap<>();
        for (String token : line.trim().split("\\s+")) {
            int eq = token.indexOf('=');
            if (eq > 0) {
                fields.putIfAbsent(token.substring(0, eq), token.substring(eq + 1));
            }
        }
        return fields;
    }

    /** One line as a job: its name doubles as the comment (the log has no comment; Accord sets both to the id). */
    private Optional<SlurmJob> job(Map<String, String> f) {
        try {
            String name = f.getOrDefault("Name", "");
            int status = SqueueText.waitStatus(f.getOrDefault("ExitCode", "0:0"));
            return Optional.of(new SlurmJob(Long.parseLong(f.get("JobId")), name, name, f.getOrDefault("JobState", "UNKNOWN"),
                    "", time(f.get("StartTime")), time(f.get("EndTime")), status,
                    f.getOrDefault("ReservationName", ""), Integer.parseInt(f.getOrDefault("ProcCnt", "0"))));
        } catch (NumberFormatException | NullPointerException e) {
            return Optional.empty();
        }
    }

    private Optional<java.time.Instant> time(String text) {
        try {
            return text == null ? Optional.empty() : Optional.of(LocalDateTime.parse(text).atZone(zone).toInstant());
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
