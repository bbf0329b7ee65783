package org.accord.provider.execution.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How a build without Slurm finds out, and what it says: the Slurm tests are skipped with one line. */
class SlurmDetectionTest {
    @TempDir
    Path dir;

    @Test
    void aSearchPathWithoutTheSlurmCommandsNamesWhatIsMissing() throws IOException {
        Path empty = Files.createDirectories(dir.resolve("bin"));

        assertThat(LocalSlurmCluster.unavailableReason(List.of(empty), "root")).hasValueSatisfying(reason -> assertThat(
                reason).startsWith("Slurm is not installed (missing slurmctld, slurmd, sinfo").contains("munged"));
    }

    @Test
    void aCurrentReleaseThatIsNotBuiltInItsPrefixIsNamedWithThePrefix() throws IOException {
        Path prefix = Files.createDirectories(dir.resolve("no-slurm-here"));
        String before = System.getProperty(SlurmInstallation.PREFIX_PROPERTY);
        System.setProperty(SlurmInstallation.PREFIX_PROPERTY, prefix.toString());
        try {
            assertThat(LocalSlurmCluster.unavailableReason(SlurmInstallation.CURRENT)).hasValueSatisfying(reason ->
                    assertThat(reason).startsWith("no Slurm in " + prefix).contains("build-slurm.sh"));
        } finally {
            if (before == null) {
                System.clearProperty(SlurmInstallation.PREFIX_PROPERTY);
            } else {
                System.setProperty(SlurmInstallation.PREFIX_PROPERTY, before);
            }
        }
    }

    @Test
    void theCommandsFoundButARegularUserNeedsRoot() throws IOException {
        Path bin = binWithAllCommands();

        assertThat(LocalSlurmCluster.unavailableReason(List.of(bin), "builder"))
                .hasValueSatisfying(reason -> assertThat(reason).contains("needs root").endsWith("running as builder"));
        assertThat(LocalSlurmCluster.unavailableReason(List.of(bin), "root")).isEmpty();
    }

    @Test
    void withoutSlurmEveryTestClassIsSkippedAndOnlyTheFirstSkipPrintsOneLine() throws IOException {
        Path empty = Files.createDirectories(dir.resolve("bin"));
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);
        AtomicBoolean announced = new AtomicBoolean();

        SlurmRequired first = new SlurmRequired(() -> LocalSlurmCluster.unavailableReason(List.of(empty), "root"), out,
                announced);
        SlurmRequired second = new SlurmRequired(() -> LocalSlurmCluster.unavailableReason(List.of(empty), "root"), out,
                announced);

        assertThat(first.evaluate().isDisabled()).isTrue();
        assertThat(second.evaluate().isDisabled()).isTrue();
        List<String> lines = printed.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).hasSize(1);
        assertThat(lines.get(0)).startsWith("[WARNING] SLURM 22.05 TESTS DID NOT RUN: Slurm is not installed (missing slurmctld");
    }

    @Test
    void withoutAPrefixTheTestsOnTheCurrentReleaseSayInOneLineThatThatVersionDidNotRun() {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);
        AtomicBoolean announced = new AtomicBoolean();
        Supplier<Optional<String>> noPrefix = () -> Optional.of("no current Slurm release configured");

        new SlurmRequired(noPrefix, out, announced, SlurmInstallation.CURRENT).evaluate();
        new SlurmRequired(noPrefix, out, announced, SlurmInstallation.CURRENT).evaluate();

        assertThat(printed.toString(StandardCharsets.UTF_8).lines().toList()).singleElement().asString()
                .startsWith("[WARNING] SLURM 25.11.7 TESTS DID NOT RUN: no current Slurm release configured.")
                .contains(".ci/run");
    }

    @Test
    void withSlurmTheTestsRunAndNothingIsPrinted() throws IOException {
        Path bin = binWithAllCommands();
        ByteArrayOutputStream printed = new ByteArrayOutputStream();

        SlurmRequired condition = new SlurmRequired(() -> LocalSlurmCluster.unavailableReason(List.of(bin), "root"),
                new PrintStream(printed, true, StandardCharsets.UTF_8), new AtomicBoolean());

        assertThat(condition.evaluate().isDisabled()).isFalse();
        assertThat(printed.size()).isZero();
    }

    private Path binWithAllCommands() throws IOException {
        Path bin = Files.createDirectories(dir.resolve("slurm-bin"));
        for (String command : List.of("slurmctld", "slurmd", "sinfo", "squeue", "sbatch", "scontrol", "scancel",
                "munged", "munge")) {
            Files.writeString(bin.resolve(command), "#!/bin/sh\n");
            Files.setPosixFilePermissions(bin.resolve(command), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        return bin;
    }
}
