package org.accord.provider.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UserFileTest {

    @TempDir
    Path dir;

    @Test
    void putCreatesTheFileAndReplacesAUsersHashWithoutTouchingOthers() {
        Path file = dir.resolve("sub/users.properties");
        UserFile.put(file, "alice", "one".toCharArray(), 1000);
        UserFile.put(file, "bob", "two".toCharArray(), 1000);
        PasswordHash bob = UserFile.read(file).get("bob");

        UserFile.put(file, "alice", "three".toCharArray(), 1000);

        assertThat(UserFile.read(file)).containsOnlyKeys("bob", "alice").containsEntry("bob", bob);
        assertThat(UserFile.read(file).get("alice").matches("three".toCharArray())).isTrue();
    }

    @Test
    void linesAreNamePbkdf2IterationsSaltHashAndCommentsAreIgnored() throws IOException {
        Path file = dir.resolve("users");
        UserFile.put(file, "carol", "pw".toCharArray(), 1234);
        Files.writeString(file, "# provider users\n\n" + Files.readString(file));

        String line = Files.readAllLines(file).get(2);

        assertThat(line).matches("carol:pbkdf2-sha256:1234:[A-Za-z0-9+/=]{24}:[A-Za-z0-9+/=]{44}");
        assertThat(UserFile.read(file)).containsOnlyKeys("carol");
    }

    @Test
    void malformedLineIsReportedWithFileAndLineNumber() throws IOException {
        Path file = Files.writeString(dir.resolve("users"), "# header\nalice:md5:abc\n");

        assertThatThrownBy(() -> UserFile.read(file))
                .isInstanceOf(SecurityException.class)
                .hasMessageStartingWith(file + ":2: not a pbkdf2-sha256:ITERATIONS:SALT:HASH password hash");
    }

    @Test
    void rejectsNamesThatCouldBreakTheFormat() {
        assertThatThrownBy(() -> UserFile.put(dir.resolve("u"), "a:b", "pw".toCharArray(), 1000))
                .hasMessageContaining("'a:b'");
        assertThatThrownBy(() -> UserFile.read(dir.resolve("missing")))
                .hasMessage("user file not found: " + dir.resolve("missing"));
    }
}
