package org.accord.provider.execution.slurm;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads {@code scontrol show reservation -o}: one reservation a line of {@code Key=Value} pairs (scontrol has no
 * JSON output in Slurm 22.05). Times are read as UTC, which {@link CommandRunner} sets for every command.
 */
final class ReservationLines {
    private ReservationLines() {
    }

    static List<SlurmReservation> parse(List<String> command, String text) {
        List<SlurmReservation> reservations = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.startsWith("ReservationName=")) {
                reservations.add(reservation(command, fields(line)));
            }
        }
        return reservations;
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

    private static SlurmReservation reservation(List<String> command, Map<String, String> f) {
        try {
            return new SlurmReservation(f.get("ReservationName"), instant(f.get("StartTime")),
                    instant(f.get("EndTime")), Integer.parseInt(f.getOrDefault("CoreCnt", "0")),
                    f.getOrDefault("Nodes", ""), f.getOrDefault("State", ""));
        } catch (DateTimeParseException | NumberFormatException | NullPointerException e) {
            throw new SlurmCommandException(command, "answered a reservation line it cannot be read from: " + f
                    + " (" + e.getMessage() + ")");
        }
    }

    private static Instant instant(String text) {
        return LocalDateTime.parse(text).toInstant(ZoneOffset.UTC);
    }
}
