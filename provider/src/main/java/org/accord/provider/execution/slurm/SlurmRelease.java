package org.accord.provider.execution.slurm;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Slurm release, as {@code sinfo --version} names it ({@code slurm 25.11.7}, or {@code slurm-wlm 22.05.8} from
 * Debian's packages).
 *
 * @param major the year ({@code 25})
 * @param minor the month ({@code 11})
 * @param micro the maintenance release ({@code 7})
 */
public record SlurmRelease(int major, int minor, int micro) {
    private static final Pattern VERSION = Pattern.compile("(\\d+)\\.(\\d+)\\.(\\d+)");

    public SlurmRelease {
        if (major < 0 || minor < 0 || micro < 0) {
            throw new IllegalArgumentException("a Slurm release has no negative parts: " + major + "." + minor + "." + micro);
        }
    }

    /** Reads the first {@code N.N.N} of {@code text}; a {@link SlurmCommandException} naming it when there is none. */
    static SlurmRelease parse(List<String> command, String text) {
        Matcher m = VERSION.matcher(text);
        if (!m.find()) {
            throw new SlurmCommandException(command, "answered '" + text.strip() + "', which names no Slurm version");
        }
        return new SlurmRelease(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
    }

    /** The release series, e.g. {@code 25.11}. */
    public String series() {
        return String.format("%02d.%02d", major, minor);
    }

    @Override
    public String toString() {
        return series() + "." + micro;
    }
}
