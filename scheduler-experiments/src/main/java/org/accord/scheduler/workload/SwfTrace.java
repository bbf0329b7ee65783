package org.accord.scheduler.workload;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A parsed SWF trace.
 *
 * @param source      file or resource name it was read from
 * @param header      header keywords ({@code ; Keyword: value}) to their value, first occurrence kept
 * @param machineSize processors of the machine: header {@code MaxProcs}, else {@code MaxNodes}, else the
 *                    largest processor count of any record
 * @param records     job lines in file order
 */
public record SwfTrace(String source, Map<String, String> header, int machineSize, List<SwfRecord> records) {

    public SwfTrace {
        header = Map.copyOf(header);
        records = List.copyOf(records);
        if (machineSize < 1) {
            throw new IllegalArgumentException("machine size must be at least 1: " + machineSize);
        }
    }

    /** A header value by keyword. */
    public Optional<String> headerValue(String keyword) {
        return Optional.ofNullable(header.get(keyword));
    }

    /** The last {@code n} records (all if there are fewer). */
    public List<SwfRecord> last(int n) {
        return records.subList(Math.max(0, records.size() - n), records.size());
    }
}
