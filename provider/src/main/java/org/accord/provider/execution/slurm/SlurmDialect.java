package org.accord.provider.execution.slurm;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How one Slurm release's commands are asked and their JSON read, chosen once from the release
 * ({@link #of(SlurmRelease)}):
 * <ul>
 *   <li><b>22.05</b> answers data_parser v0.0.38's layout (top-level {@code nodes} / {@code jobs}, plain numbers
 *       and strings) and offers no other: {@link Slurm2205Json};</li>
 *   <li><b>23.11 to 26.05</b> answer the current layouts ({@code sinfo} list, {@code job_state} lists,
 *       {@code {set, infinite, number}} times and counts): {@link CurrentJson}, with the data_parser version pinned
 *       ({@code --json=v0.0.4N}), the newest each release offers up to v0.0.44, so an upgrade of Slurm cannot change
 *       the layout under the provider until the provider is told of the new release.</li>
 * </ul>
 * Any other release (23.02, whose v0.0.39 layout Accord does not read; older or newer than the range) is refused
 * with a message naming it and the supported range.
 */
sealed interface SlurmDialect permits Slurm2205Json, CurrentJson {
    /** What Accord reads, for messages. */
    String SUPPORTED = "Slurm 22.05 and 23.11 to 26.05";
    /** The pinned data_parser version per release series of the current layout. */
    Map<String, String> PINNED = Map.of("23.11", "v0.0.40", "24.05", "v0.0.41", "24.11", "v0.0.42",
            "25.05", "v0.0.43", "25.11", "v0.0.44", "26.05", "v0.0.44");

    /** The layer that reads {@code release}; a {@link SlurmCommandException} naming it when Accord reads none. */
    static SlurmDialect of(SlurmRelease release) {
        if (release.series().equals("22.05")) {
            return new Slurm2205Json();
        }
        String pinned = PINNED.get(release.series());
        if (pinned == null) {
            throw new SlurmCommandException(List.of("sinfo", "--version"), "Slurm " + release
                    + " is not supported: Accord reads " + SUPPORTED);
        }
        return new CurrentJson(pinned);
    }

    /** The JSON layout in words, e.g. {@code data_parser v0.0.44}, for the start-up line. */
    String layout();

    /** The {@code --json} option of this release ({@code --json=v0.0.44}, or plain {@code --json}). */
    String jsonOption();

    /** Every node (of {@code partition}, where the release filters) with its CPUs, state and partitions. */
    List<String> nodesCommand(Optional<String> partition);

    /** Reads the answer of {@link #nodesCommand}. */
    List<SlurmNode> nodes(List<String> command, String text);

    /** Reads {@code squeue --json}'s answer. */
    List<SlurmJob> jobs(List<String> command, String text);

    /**
     * True when {@code squeue --json} applies its filters ({@code --jobs}, {@code --partition}, ...) before
     * answering; 22.05's JSON writer ignores them and lists every job.
     */
    boolean filtersJson();
}
