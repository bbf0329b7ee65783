package org.accord.cli.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.accord.scheduler.batch.BatchException;

/** Writing report files into an output folder, with failures that name the file. */
final class OutputFiles {
    private OutputFiles() {
    }

    /** The folder, created if missing. */
    static Path folder(Path dir) {
        try {
            return Files.createDirectories(dir);
        } catch (IOException e) {
            throw new BatchException("cannot create output folder " + dir + ": " + e.getMessage(), e);
        }
    }

    /** Writes {@code text} as UTF-8 to {@code name} in {@code dir}, returning the file. */
    static Path write(Path dir, String name, String text) {
        Path file = folder(dir).resolve(name);
        try {
            return Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BatchException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
