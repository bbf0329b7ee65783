package org.accord.provider.execution.slurm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reading layer is chosen from the release {@code sinfo --version} names, and each layer reads what that
 * release really answered (JSON captured from Debian's 22.05.8; see {@link CurrentJsonTest} for 25.11.7).
 */
class SlurmDialectTest {
    private static final List<String> COMMAND = List.of("sinfo", "--version");

    @Test
    void debiansPackageNamesItsReleaseAndGets22_05sLayout() {
        SlurmRelease release = SlurmRelease.parse(COMMAND, fixture("22.05/version.txt"));

        assertThat(release).isEqualTo(new SlurmRelease(22, 5, 8));
        assertThat(SlurmDialect.of(release)).isInstanceOf(Slurm2205Json.class);
        assertThat(SlurmDialect.of(release).jsonOption()).isEqualTo("--json");
    }

    @Test
    void everyCurrentReleaseGetsItsNewestReadableDataParserPinned() {
        assertThat(SlurmDialect.of(SlurmRelease.parse(COMMAND, "slurm 25.11.7")).jsonOption()).isEqualTo("--json=v0.0.44");
        assertThat(SlurmDialect.of(new SlurmRelease(25, 5, 3)).jsonOption()).isEqualTo("--json=v0.0.43");
        assertThat(SlurmDialect.of(new SlurmRelease(24, 11, 1)).jsonOption()).isEqualTo("--json=v0.0.42");
        assertThat(SlurmDialect.of(new SlurmRelease(24, 5, 8)).jsonOption()).isEqualTo("--json=v0.0.41");
        assertThat(SlurmDialect.of(new SlurmRelease(23, 11, 10)).jsonOption()).isEqualTo("--json=v0.0.40");
        assertThat(SlurmDialect.of(new SlurmRelease(26, 5, 0)).jsonOption()).isEqualTo("--json=v0.0.44");
    }

    @Test
    void aReleaseOutsideTheSupportedRangeIsRefusedNamingItAndTheRange() {
        for (String version : List.of("slurm 23.02.7", "slurm 21.08.8", "slurm 26.11.0")) {
            SlurmRelease release = SlurmRelease.parse(COMMAND, version);
            assertThatThrownBy(() -> SlurmDialect.of(release)).isInstanceOf(SlurmCommandException.class)
                    .hasMessageContaining("Slurm " + version.substring(6) + " is not supported")
                    .hasMessageContaining("22.05 and 23.11 to 26.05");
        }
    }

    @Test
    void anAnswerNamingNoVersionIsAnError() {
        assertThatThrownBy(() -> SlurmRelease.parse(COMMAND, "sinfo: fatal: Could not establish a configuration source"))
                .isInstanceOf(SlurmCommandException.class).hasMessageContaining("names no Slurm version");
    }

    @Test
    void slurm22_05sNodesCarryCpusStateFlagsPartitionsAndTheDrainReason() {
        List<SlurmNode> nodes = new Slurm2205Json().nodes(COMMAND, fixture("22.05/sinfo.json"));

        assertThat(nodes).extracting(SlurmNode::name).containsExactly("n1", "n2");
        assertThat(nodes.get(0)).satisfies(n -> {
            assertThat(n.cpus()).isEqualTo(4);
            assertThat(n.usable()).isTrue();
            assertThat(n.partitions()).containsExactly("batch");
        });
        assertThat(nodes.get(1)).satisfies(n -> {
            assertThat(n.describeState()).isEqualTo("idle+DRAIN");
            assertThat(n.usable()).isFalse();
            assertThat(n.reason()).isEqualTo("maintenance");
        });
    }

    @Test
    void slurm22_05sJobsCarryStatesTimesExitCodesAndReservations() {
        List<SlurmJob> jobs = new Slurm2205Json().jobs(COMMAND, fixture("22.05/squeue.json"));

        assertCapturedJobs(jobs);
        assertThat(jobs.get(1).exitCode()).isEqualTo(3);
    }

    /** The jobs both captures made: completed, failed (exit 3), running 2 CPUs, held, waiting in a reservation. */
    static void assertCapturedJobs(List<SlurmJob> jobs) {
        assertThat(jobs).extracting(SlurmJob::name).containsExactly("agr-ok", "agr-fail", "agr-run", "foreign",
                "agr-resv");
        SlurmJob ok = jobs.get(0);
        assertThat(ok.succeeded()).isTrue();
        assertThat(ok.comment()).isEqualTo("agr-ok");
        assertThat(ok.endTime()).isPresent();
        SlurmJob failed = jobs.get(1);
        assertThat(failed.ended()).isTrue();
        assertThat(failed.succeeded()).isFalse();
        assertThat(failed.failure()).contains("FAILED").contains("exit code 3");
        SlurmJob running = jobs.get(2);
        assertThat(running.running()).isTrue();
        assertThat(running.cpus()).isEqualTo(2);
        assertThat(running.startTime()).hasValueSatisfying(t -> assertThat(t).isAfter(Instant.parse("2026-01-01T00:00:00Z")));
        assertThat(running.endTime()).as("a running job's projected end is no end").isEmpty();
        SlurmJob held = jobs.get(3);
        assertThat(held.state()).isEqualTo("PENDING");
        assertThat(held.startTime()).isEmpty();
        assertThat(held.ended()).isFalse();
        SlurmJob reserved = jobs.get(4);
        assertThat(reserved.reservation()).isEqualTo("agr-resv");
        assertThat(reserved.cpus()).isEqualTo(2);
        assertThat(reserved.startTime()).as("a pending job's start estimate is no start").isEmpty();
    }

    static String fixture(String name) {
        try (InputStream in = SlurmDialectTest.class.getResourceAsStream("/slurm/" + name)) {
            assertThat(in).as("fixture %s", name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
