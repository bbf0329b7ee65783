package org.accord.document;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The repository's examples/ directory, passed in by surefire as {@code accord.examples.dir}. */
public final class Examples {

    private Examples() {
    }

    public static Path dir() {
        String dir = System.getProperty("accord.examples.dir");
        if (dir == null) {
            throw new IllegalStateException("run the tests with -Daccord.examples.dir=<repository>/examples");
        }
        return Path.of(dir);
    }

    public static Path file(String relative) {
        return dir().resolve(relative);
    }

    /** Every XML document under examples/. */
    public static List<Path> allXml() {
        try (Stream<Path> files = Files.walk(dir())) {
            return files.filter(f -> f.toString().endsWith(".xml") && !f.getFileName().toString().equals("pom.xml"))
                    .filter(f -> !isBuildOrSource(dir().relativize(f)))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The examples module's own sources and build output are not examples. */
    private static boolean isBuildOrSource(Path relative) {
        String top = relative.getName(0).toString();
        return top.equals("src") || top.equals("target");
    }

    /** The 1-based number of the first line containing {@code marker}. */
    public static int lineOf(Path file, String marker) {
        List<String> lines = lines(file);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(marker)) {
                return i + 1;
            }
        }
        throw new IllegalArgumentException(marker + " not in " + file);
    }

    public static String text(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
