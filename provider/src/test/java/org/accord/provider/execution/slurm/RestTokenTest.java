package org.accord.provider.execution.slurm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where slurmrestd's tokens come from: {@code scontrol token}, renewed before they expire, or a file. */
class RestTokenTest {
    private static final Instant T0 = Instant.parse("2026-11-28T12:00:00Z");
    @TempDir
    Path dir;

    @Test
    void readsTheExpiryAndUserOfATokenAsScontrolPrintsIt() {
        RestToken.Jwt jwt = RestToken.Jwt.parse("test", "SLURM_JWT=" + jwt(T0.plusSeconds(600), "alice") + "\n");

        assertThat(jwt.expires()).contains(T0.plusSeconds(600));
        assertThat(jwt.user()).contains("alice");
        assertThat(jwt.text()).startsWith("eyJ");
        assertThat(RestToken.Jwt.parse("test", "opaque.token").expires()).as("a token whose claims cannot be read")
                .isEmpty();
        assertThatThrownBy(() -> RestToken.Jwt.parse("the token file /x", "  \n"))
                .isInstanceOf(SlurmUnreachableException.class).hasMessageContaining("the token file /x")
                .hasMessageContaining("holds no token");
    }

    @Test
    void scontrolTokenIsRunOnceAndAgainWhenAFifthOfItsLifespanIsLeftOrItWasRefused() throws Exception {
        Path calls = dir.resolve("calls");
        Path issued = dir.resolve("issued");
        Files.writeString(issued, jwt(T0.plusSeconds(1800), "alice"));
        Path bin = fakeScontrol(calls, issued);
        MutableClock clock = new MutableClock(T0);
        RestToken.Scontrol tokens = new RestToken.Scontrol(new CommandRunner(Map.of(), Duration.ofSeconds(10),
                Optional.of(bin)), Duration.ofSeconds(1800), Optional.of("alice"), clock);

        RestToken.Jwt first = tokens.current();
        clock.now = T0.plusSeconds(1400);
        assertThat(tokens.current()).isSameAs(first);
        assertThat(Files.readAllLines(calls)).containsExactly("token lifespan=1800 username=alice");

        clock.now = T0.plusSeconds(1441);
        Files.writeString(issued, jwt(clock.now.plusSeconds(1800), "alice"));
        assertThat(tokens.current().expires()).contains(clock.now.plusSeconds(1800));
        assertThat(Files.readAllLines(calls)).as("renewed with 359 s of 1800 left").hasSize(2);

        tokens.refused(tokens.current());
        tokens.current();
        assertThat(Files.readAllLines(calls)).as("a refused token is replaced").hasSize(3);
        assertThat(tokens.describe()).isEqualTo("'scontrol token lifespan=1800 username=alice'");
    }

    @Test
    void aFailingScontrolTokenIsUnreachableNamingTheCommand() throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path scontrol = bin.resolve("scontrol");
        Files.writeString(scontrol, "#!/bin/sh\necho 'scontrol: error: Unable to create token: Plugin not loaded' >&2\n"
                + "exit 1\n");
        Files.setPosixFilePermissions(scontrol, PosixFilePermissions.fromString("rwxr-xr-x"));
        RestToken.Scontrol tokens = new RestToken.Scontrol(new CommandRunner(Map.of(), Duration.ofSeconds(10),
                Optional.of(bin)), Duration.ofSeconds(600), Optional.empty(), Clock.systemUTC());

        assertThatThrownBy(tokens::current).isInstanceOf(SlurmUnreachableException.class)
                .hasMessageContaining("scontrol token lifespan=600")
                .hasMessageContaining("could not obtain a token for slurmrestd: scontrol: error: Unable to create token");
    }

    @Test
    void aTokenFileIsReadAgainWhenItChangesAndAnExpiredOneNamesTheFile() throws Exception {
        Path file = dir.resolve("jwt");
        String one = jwt(T0.plusSeconds(600), "alice");
        Files.writeString(file, "SLURM_JWT=" + one + "\n");
        MutableClock clock = new MutableClock(T0);
        RestToken.FromFile tokens = new RestToken.FromFile(file, Duration.ofSeconds(60), clock);

        assertThat(tokens.current().text()).isEqualTo(one);

        String two = jwt(T0.plusSeconds(1200), "alice");
        Files.writeString(file, two + "\n");
        Files.setLastModifiedTime(file, FileTime.from(T0.plusSeconds(5)));
        assertThat(tokens.current().text()).as("renewed by whoever writes the file").isEqualTo(two);

        clock.now = T0.plusSeconds(1300);
        assertThatThrownBy(tokens::current).isInstanceOf(SlurmUnreachableException.class)
                .hasMessageContaining("the token file " + file)
                .hasMessageContaining("holds a token that expired at " + T0.plusSeconds(1200));

        Files.delete(file);
        assertThatThrownBy(tokens::current).isInstanceOf(SlurmUnreachableException.class)
                .hasMessageContaining("the token file " + file).hasMessageContaining("cannot be read");
    }

    /** A directory holding a {@code scontrol} that logs its arguments to {@code calls} and prints the token in {@code token}. */
    private Path fakeScontrol(Path calls, Path token) throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path scontrol = bin.resolve("scontrol");
        Files.writeString(scontrol, "#!/bin/sh\necho \"$*\" >> '" + calls + "'\nprintf SLURM_JWT=; cat '" + token + "'\n");
        Files.setPosixFilePermissions(scontrol, PosixFilePermissions.fromString("rwxr-xr-x"));
        return bin;
    }

    /** A token shaped as {@code scontrol token} makes it (HS256; the signature is not checked here). */
    static String jwt(Instant expires, String user) {
        Base64.Encoder b64 = Base64.getUrlEncoder().withoutPadding();
        return b64.encodeToString("{\"alg\":\"HS256\",\"typ\":\"JWT\"}".getBytes(StandardCharsets.UTF_8)) + "."
                + b64.encodeToString(("{\"exp\":" + expires.getEpochSecond() + ",\"iat\":" + T0.getEpochSecond()
                        + ",\"sun\":\"" + user + "\"}").getBytes(StandardCharsets.UTF_8)) + ".c2lnbmF0dXJl";
    }

    private static final class MutableClock extends Clock {
        volatile Instant now;

        MutableClock(Instant now) {
            this.now = now;
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
