package org.accord.provider.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The add-user command, run as users run it: a separate JVM reading the password from stdin. */
class AddUserCommandIT {

    @TempDir
    Path dir;

    @Test
    void addsAUserWhosePasswordThenAuthenticates() throws IOException, InterruptedException {
        Path file = dir.resolve("users.properties");

        assertThat(run(file, "alice", "correct horse\n")).isZero();

        assertThat(UserFile.read(file).get("alice").iterations()).isEqualTo(PasswordHash.DEFAULT_ITERATIONS);
        assertThat(UserDirectory.load(file).authenticate("alice", "correct horse")).contains("alice");
        assertThat(run(file, "bad:name", "pw\n")).isEqualTo(1);
    }

    private static int run(Path file, String name, String stdin) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"),
                AddUserCommand.class.getName(), file.toString(), name)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        try (OutputStream in = process.getOutputStream()) {
            in.write(stdin.getBytes(StandardCharsets.UTF_8));
        }
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return process.exitValue();
    }
}
