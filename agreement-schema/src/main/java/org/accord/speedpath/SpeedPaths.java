package org.accord.speedpath;

import java.util.Set;

/**
 * Which hand-written speed paths run their library reference instead, each following the switch as it is
 * when a call reaches it. Only benchmarks set it; by default every path is hand-written. Thread-safe.
 */
public final class SpeedPaths {

    /** The speed paths, each named by what it replaces. */
    public enum Path {
        /** {@code StreamedConstraintCheck}: creation constraints on the offer's events; reference: DOM and XPath. */
        CONSTRAINT_CHECK("constraints");

        private final String label;

        Path(String label) {
            this.label = label;
        }

        /** The short name benchmarks print. */
        public String label() {
            return label;
        }
    }

    private static volatile Set<Path> library = Set.of();

    private SpeedPaths() {}

    /** Whether {@code path} runs its library reference now. */
    public static boolean library(Path path) {
        return library.contains(path);
    }

    /** From now on, the paths in {@code libraryPaths} run their library reference and every other its own way. */
    public static void use(Set<Path> libraryPaths) {
        library = Set.copyOf(libraryPaths);
    }
}
