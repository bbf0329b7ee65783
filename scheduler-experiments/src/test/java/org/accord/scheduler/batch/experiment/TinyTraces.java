package org.accord.scheduler.batch.experiment;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes small SWF files for tests: {@code jobs} jobs, one every {@code gap} seconds, on a {@code procs}-processor machine. */
final class TinyTraces {
    private TinyTraces() {
    }

    /** Job i (from 1) is submitted at {@code (i-1) * gap}, runs {@code 100 + 10 * i} s on {@code 1 + i % 3} processors. */
    static Path write(Path dir, String name, int jobs, int gap, int procs) {
        StringBuilder swf = new StringBuilder("; Computer: tiny test machine\n; MaxNodes: " + procs
                + "\n; MaxProcs: " + procs + "\n");
        for (int i = 1; i <= jobs; i++) {
            int p = 1 + i % 3;
            swf.append(String.format("%d %d 0 %d %d -1 -1 %d %d -1 1 1 1 1 1 1 -1 -1%n",
                    i, (i - 1) * gap, 100 + 10 * i, p, p, 200 + 10 * i));
        }
        try {
            return Files.writeString(dir.resolve(name), swf.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
