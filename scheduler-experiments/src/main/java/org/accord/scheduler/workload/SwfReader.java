package org.accord.scheduler.workload;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;

/**
 * Reads Standard Workload Format traces, plain or gzip-compressed (recognised by the gzip magic bytes, not
 * the file name). Lines starting with {@code ;} are header comments ({@code ; Keyword: value} pairs are
 * kept); blank lines are skipped; every other line must hold exactly 18 numbers, otherwise a
 * {@link TraceFormatException} names the file, the line and the field. Integer fields may be written as
 * {@code 12.0} but not {@code 12.5}.
 */
public final class SwfReader {
    /** The cleaned SDSC SP2 trace shipped on the classpath (see {@code traces/README.md}). */
    public static final String SDSC_SP2_RESOURCE = "traces/SDSC-SP2-1998-4.2-cln.swf.gz";
    private static final boolean[] FRACTIONAL = new boolean[SwfRecord.FIELDS];

    static {
        FRACTIONAL[5] = true;
        FRACTIONAL[6] = true;
        FRACTIONAL[9] = true;
    }

    private SwfReader() {
    }

    /** Reads a trace file. */
    public static SwfTrace read(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.toString());
        } catch (IOException e) {
            throw new TraceFormatException(file + ": cannot read: " + e.getMessage(), e);
        }
    }

    /** Reads a trace from the classpath, e.g. {@link #SDSC_SP2_RESOURCE}. */
    public static SwfTrace readResource(String resource) {
        InputStream in = SwfReader.class.getClassLoader().getResourceAsStream(resource);
        if (in == null) {
            throw new TraceFormatException(resource + ": no such classpath resource");
        }
        try (in) {
            return read(in, resource);
        } catch (IOException e) {
            throw new TraceFormatException(resource + ": cannot read: " + e.getMessage(), e);
        }
    }

    /** The SDSC SP2 trace shipped on the classpath. */
    public static SwfTrace sdscSp2() {
        return readResource(SDSC_SP2_RESOURCE);
    }

    /** Reads a trace from a stream; {@code source} names it in messages. */
    public static SwfTrace read(InputStream raw, String source) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(decompress(raw), StandardCharsets.ISO_8859_1))) {
            Map<String, String> header = new LinkedHashMap<>();
            List<SwfRecord> records = new ArrayList<>();
            double[] fields = new double[SwfRecord.FIELDS];
            String line;
            int number = 0;
            while ((line = reader.readLine()) != null) {
                number++;
                String trimmed = line.strip();
                if (trimmed.startsWith(";")) {
                    headerEntry(trimmed, header);
                } else if (!trimmed.isEmpty()) {
                    parse(trimmed, fields, source, number);
                    records.add(SwfRecord.of(fields));
                }
            }
            return new SwfTrace(source, header, machineSize(header, records, source), records);
        } catch (IOException e) {
            throw new TraceFormatException(source + ": cannot read: " + e.getMessage(), e);
        }
    }

    private static InputStream decompress(InputStream raw) throws IOException {
        BufferedInputStream in = new BufferedInputStream(raw, 1 << 16);
        in.mark(2);
        int b1 = in.read();
        int b2 = in.read();
        in.reset();
        return b1 == 0x1f && b2 == 0x8b ? new BufferedInputStream(new GZIPInputStream(in, 1 << 16), 1 << 16) : in;
    }

    private static void headerEntry(String line, Map<String, String> header) {
        String body = line.substring(1).strip();
        int colon = body.indexOf(':');
        if (colon > 0 && body.substring(0, colon).chars().allMatch(Character::isLetterOrDigit)) {
            header.putIfAbsent(body.substring(0, colon), body.substring(colon + 1).strip());
        }
    }

    /**
     * Splits a stripped data line at runs of whitespace (the characters of the regex {@code \\s}), as
     * {@code line.split("\\s+")} would, without a regex per line: SDSC SP2 alone has 73,000 lines. One scan
     * finds the fields (and counts any beyond the expected number); they are parsed once the count is right.
     */
    private static void parse(String line, double[] fields, String source, int number) {
        int[] bounds = new int[2 * SwfRecord.FIELDS];
        int count = 0;
        int length = line.length();
        for (int i = 0; i < length; ) {
            int start = i;
            while (i < length && !isSpace(line.charAt(i))) {
                i++;
            }
            if (count < SwfRecord.FIELDS) {
                bounds[2 * count] = start;
                bounds[2 * count + 1] = i;
            }
            count++;
            while (i < length && isSpace(line.charAt(i))) {
                i++;
            }
        }
        if (count != SwfRecord.FIELDS) {
            throw new TraceFormatException(source + ":" + number + ": expected " + SwfRecord.FIELDS
                    + " fields, found " + count);
        }
        for (int field = 0; field < count; field++) {
            fields[field] = number(line.substring(bounds[2 * field], bounds[2 * field + 1]), field, source, number);
        }
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    private static double number(String token, int field, String source, int line) {
        double value;
        try {
            value = Double.parseDouble(token);
        } catch (NumberFormatException e) {
            throw new TraceFormatException(source + ":" + line + ": field " + (field + 1) + " ("
                    + SwfRecord.NAMES[field] + ") is not a number: '" + token + "'");
        }
        if (!Double.isFinite(value) || (!FRACTIONAL[field] && value != Math.rint(value))) {
            throw new TraceFormatException(source + ":" + line + ": field " + (field + 1) + " ("
                    + SwfRecord.NAMES[field] + ") must be a whole number: '" + token + "'");
        }
        return value;
    }

    private static int machineSize(Map<String, String> header, List<SwfRecord> records, String source) {
        for (String key : List.of("MaxProcs", "MaxNodes")) {
            String value = header.get(key);
            if (value != null) {
                try {
                    int size = Integer.parseInt(value.strip());
                    if (size > 0) {
                        return size;
                    }
                } catch (NumberFormatException e) {
                    throw new TraceFormatException(source + ": header " + key + " is not a whole number: '" + value + "'");
                }
            }
        }
        long widest = records.stream().mapToLong(r -> Math.max(r.allocatedProcessors(), r.requestedProcessors())).max().orElse(1);
        return (int) Math.max(1, widest);
    }
}
