package org.accord.benchmark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** A benchmark's temporary data directory: made under the system's temp directory, deleted with all it holds. */
public final class ScratchDirectory {

    private ScratchDirectory() {}

    /** A new empty directory whose name starts with {@code prefix}. */
    public static Path create(String prefix) {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a temporary directory: " + e.getMessage(), e);
        }
    }

    /** Deletes {@code directory} and everything in it. */
    public static void delete(Path directory) {
        try (Stream<Path> paths = Files.walk(directory)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + directory + ": " + e.getMessage(), e);
        }
    }
}
