package org.accord.provider.execution.slurm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The long-lived {@code scontrol} of the 22.05 poll, against a stand-in that talks as 22.05's does on a pipe (a
 * prompt and the echo of each command, messages on standard error) and answers {@code show job} from the lines
 * captured from 22.05.8.
 */
class ScontrolSessionTest {
    @TempDir
    Path dir;
    private Path bin;
    private ScontrolSession session;

    @BeforeEach
    void fakeScontrol() throws Exception {
        Files.write(dir.resolve("jobs"), ScontrolJobsTest.captured().stream().filter(ScontrolJobs::isJob).toList());
        bin = Files.createDirectories(dir.resolve("bin"));
        Path scontrol = bin.resolve("scontrol");
        Files.writeString(scontrol, String.join("\n", "#!/bin/bash",
                "d='" + dir + "'",
                "echo \"$*\" >> \"$d/starts\"",
                "while IFS= read -r line; do",
                "  echo \"scontrol: $line\"",
                "  case \"$line\" in",
                "    'show hostnames '*) echo \"${line#show hostnames }\" ;;",
                "    'show job '*) id=\"${line#show job }\"",
                "      if [ -f \"$d/unreachable\" ]; then",
                "        echo 'slurm_load_jobs error: Unable to contact slurm controller (connect failure)' >&2",
                "      elif [ -f \"$d/silent\" ]; then sleep 5",
                "      elif grep -q \"^JobId=$id \" \"$d/jobs\"; then grep \"^JobId=$id \" \"$d/jobs\"",
                "      else echo 'slurm_load_jobs error: Invalid job id specified' >&2; fi",
                "      if [ -f \"$d/exit\" ]; then rm \"$d/exit\"; exit 0; fi ;;",
                "  esac",
                "done", ""));
        Files.setPosixFilePermissions(scontrol, PosixFilePermissions.fromString("rwxr-xr-x"));
        session = new ScontrolSession(new CommandRunner(Map.of(), Duration.ofSeconds(2), Optional.of(bin)));
    }

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void answersEachCommandApartWithoutPromptOrEchoFromOneProcess() throws Exception {
        List<List<String>> answers = session.ask(List.of("show job 10", "show job 424242", "show job 4"));
        List<List<String>> again = session.ask(List.of("show job 11"));

        assertThat(answers).hasSize(3);
        assertThat(answers.get(0)).singleElement().asString().startsWith("JobId=10 JobName=agr-fail ");
        assertThat(answers.get(1)).containsExactly("slurm_load_jobs error: Invalid job id specified");
        assertThat(answers.get(2)).singleElement().asString().startsWith("JobId=4 ");
        assertThat(again).singleElement().asList().singleElement().asString().startsWith("JobId=11 ");
        assertThat(Files.readAllLines(dir.resolve("starts"))).as("one scontrol -o for both").containsExactly("-o");
    }

    @Test
    void aProcessThatEndedIsReplacedAndTheCommandsAskedAgain() throws Exception {
        session.ask(List.of("show job 4"));
        Files.createFile(dir.resolve("exit"));

        List<List<String>> answers = session.ask(List.of("show job 9"));

        assertThat(answers).singleElement().asList().singleElement().asString().startsWith("JobId=9 ");
        assertThat(Files.readAllLines(dir.resolve("starts"))).hasSize(2);
    }

    @Test
    void anUnreachableControllerIsUnreachableAtOnceAndTheNextAskStartsAfresh() throws Exception {
        Files.createFile(dir.resolve("unreachable"));

        assertThatThrownBy(() -> session.ask(List.of("show job 4", "show job 9")))
                .isInstanceOf(SlurmUnreachableException.class).hasMessageContaining("scontrol show job 4")
                .hasMessageContaining("Unable to contact slurm controller");

        Files.delete(dir.resolve("unreachable"));
        assertThat(session.ask(List.of("show job 9"))).singleElement().asList().hasSize(1);
        assertThat(Files.readAllLines(dir.resolve("starts"))).hasSize(2);
    }

    @Test
    void anExchangeThatOutlastsTheTimeoutIsUnreachable() throws Exception {
        Files.createFile(dir.resolve("silent"));

        assertThatThrownBy(() -> session.ask(List.of("show job 4"))).isInstanceOf(SlurmUnreachableException.class)
                .hasMessageContaining("timed out after 2000 ms");
    }

    @Test
    void pollsOfSlurm2205ReadTheProvidersJobsOneByOneOfTheirUserOnly() throws Exception {
        Path sinfo = bin.resolve("sinfo");
        Files.writeString(sinfo, "#!/bin/sh\necho 'slurm 22.05.8'\n");
        Files.setPosixFilePermissions(sinfo, PosixFilePermissions.fromString("rwxr-xr-x"));
        SlurmCommands slurm = new SlurmCommands(Optional.empty(), Duration.ofSeconds(5), Optional.of(bin));
        try {
            List<SlurmJob> root = slurm.jobs(List.of(4L, 10L, 424242L), Optional.of("root"));
            List<SlurmJob> alice = slurm.jobs(List.of(4L, 10L), Optional.of("alice"));

            assertThat(root).extracting(SlurmJob::id).containsExactly(4L, 10L);
            assertThat(root.get(1).exitCode()).as("read with the job, no second command").isEqualTo(3);
            assertThat(alice).as("jobs of another user are not the provider's").isEmpty();
            assertThat(Files.readAllLines(dir.resolve("starts"))).containsExactly("-o");
        } finally {
            slurm.close();
        }
    }
}
