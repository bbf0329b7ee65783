package org.accord.consumer.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PasswordsTest {

    @TempDir
    Path dir;

    private final List<String> asked = new ArrayList<>();

    private Passwords passwords(Map<String, String> environment, Optional<String> answer) {
        return new Passwords(environment::get, question -> {
            asked.add(question);
            return answer;
        });
    }

    @Test
    void aFileGivesItsFirstLineWithoutTheLineEnd() throws IOException {
        Path file = Files.writeString(dir.resolve("pw"), "s3cret with spaces \r\nsecond line\n");

        String password = passwords(Map.of("ACCORD_CLIENT_PASSWORD", "from-env"), Optional.of("typed"))
                .read(Passwords.USER, Optional.of(file), "user 'alice'");

        assertThat(password).isEqualTo("s3cret with spaces ");
        assertThat(asked).isEmpty();
    }

    @Test
    void withoutAFileTheEnvironmentVariableOfThatPasswordIsRead() {
        Passwords passwords = passwords(Map.of("ACCORD_CLIENT_PASSWORD", "user-pw", "ACCORD_TRUSTSTORE_PASSWORD", "store-pw"),
                Optional.of("typed"));

        assertThat(passwords.read(Passwords.USER, Optional.empty(), "user 'alice'")).isEqualTo("user-pw");
        assertThat(passwords.read(Passwords.TRUSTSTORE, Optional.empty(), "truststore t.p12")).isEqualTo("store-pw");
        assertThat(asked).isEmpty();
    }

    @Test
    void withNeitherTheTerminalIsAskedNamingWhatFor() {
        String password = passwords(Map.of("ACCORD_CLIENT_PASSWORD", ""), Optional.of("typed"))
                .read(Passwords.USER, Optional.empty(), "user 'alice' at https://h:8443");

        assertThat(password).isEqualTo("typed");
        assertThat(asked).containsExactly("Password for user 'alice' at https://h:8443: ");
    }

    @Test
    void withNoSourceAtAllTheErrorSaysHowToGiveOne() {
        assertThatThrownBy(() -> passwords(Map.of(), Optional.empty()).read(Passwords.TRUSTSTORE, Optional.empty(),
                "truststore t.p12"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no password given for truststore t.p12: use --truststore-password-file FILE, set "
                        + "ACCORD_TRUSTSTORE_PASSWORD, or run in a terminal to be asked");
    }

    @Test
    void aMissingOrEmptyFileIsNamed() throws IOException {
        Path missing = dir.resolve("missing");
        Path empty = Files.writeString(dir.resolve("empty"), "\n");
        Passwords passwords = passwords(Map.of("ACCORD_CLIENT_PASSWORD", "from-env"), Optional.of("typed"));

        assertThatThrownBy(() -> passwords.read(Passwords.USER, Optional.of(missing), "user 'alice'"))
                .hasMessage("password file " + missing + " (--password-file) does not exist");
        assertThatThrownBy(() -> passwords.read(Passwords.USER, Optional.of(empty), "user 'alice'"))
                .hasMessage("password file " + empty + " (--password-file) is empty: its first line is the password");
    }
}
