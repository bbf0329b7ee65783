package org.accord.provider.execution.slurm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Where the JSON Web Token slurmrestd authenticates the provider with comes from ({@code AuthAltTypes=auth/jwt}):
 * {@link Scontrol} obtains one with {@code scontrol token} and obtains a new one before it expires; {@link FromFile}
 * reads one that something else writes (and renews) into a file. Either hands out a token that is not within its
 * refresh margin of expiring, when it can.
 */
interface RestToken {

    /** The token to send now. */
    Jwt current();

    /** slurmrestd refused {@code token}: the next {@link #current} does not hand it out again unchanged if it can help it. */
    void refused(Jwt token);

    /** Where tokens come from, for messages. */
    String describe();

    /**
     * One token: its text and what its payload says ({@code exp}, the expiry; {@code sun}, the Slurm user name
     * that {@code scontrol token} writes).
     */
    record Jwt(String text, Optional<Instant> expires, Optional<String> user) {
        private static final ObjectMapper MAPPER = new ObjectMapper();

        public Jwt {
            Objects.requireNonNull(text, "token");
            Objects.requireNonNull(expires, "expiry");
            Objects.requireNonNull(user, "user");
        }

        /**
         * Reads a token as {@code scontrol token} prints it ({@code SLURM_JWT=...}) or bare; the payload's claims are
         * read when it has them (a token whose payload cannot be read is sent as it is, without known expiry).
         */
        static Jwt parse(String source, String written) {
            String text = written.strip();
            int line = text.lastIndexOf('\n');
            text = line >= 0 ? text.substring(line + 1).strip() : text;
            if (text.startsWith("SLURM_JWT=")) {
                text = text.substring("SLURM_JWT=".length());
            }
            if (text.isEmpty() || !text.matches("[A-Za-z0-9_\\-.=]+")) {
                throw new SlurmUnreachableException(List.of(source), "holds no token (expected SLURM_JWT=... or a "
                        + "token of the characters A-Z a-z 0-9 - _ .): '" + abbreviate(text) + "'");
            }
            String[] parts = text.split("\\.");
            Optional<Instant> expires = Optional.empty();
            Optional<String> user = Optional.empty();
            if (parts.length == 3) {
                try {
                    JsonNode claims = MAPPER.readTree(Base64.getUrlDecoder().decode(parts[1]));
                    if (claims.path("exp").canConvertToLong()) {
                        expires = Optional.of(Instant.ofEpochSecond(claims.path("exp").asLong()));
                    }
                    if (claims.path("sun").isTextual()) {
                        user = Optional.of(claims.path("sun").asText());
                    }
                } catch (IOException | IllegalArgumentException e) {
                    // not a payload we can read: sent as it is, its expiry unknown
                }
            }
            return new Jwt(text, expires, user);
        }

        /** True when it expires within {@code margin} of {@code now}. */
        boolean expiresWithin(Duration margin, Instant now) {
            return expires.map(e -> !e.isAfter(now.plus(margin))).orElse(false);
        }

        private static String abbreviate(String text) {
            return text.length() > 40 ? text.substring(0, 40) + "..." : text;
        }

        @Override
        public String toString() {
            return "Jwt[user=" + user.orElse("?") + ", expires=" + expires.map(Instant::toString).orElse("?") + "]";
        }
    }

    /**
     * Tokens from {@code scontrol token lifespan=SECONDS [username=USER]} (a token for another user needs root or
     * {@code SlurmUser}), obtained on first use and again once less than a fifth of the lifespan is left, or when
     * slurmrestd refused the last one. {@code scontrol} reaches slurmctld (munge), so the provider then needs
     * Slurm's client commands and munge as well.
     */
    final class Scontrol implements RestToken {
        private final CommandRunner runner;
        private final Duration lifespan;
        private final Optional<String> user;
        private final Clock clock;
        private Jwt token;

        Scontrol(CommandRunner runner, Duration lifespan, Optional<String> user, Clock clock) {
            if (lifespan.toSeconds() < 10) {
                throw new IllegalArgumentException("a token lifespan under 10 s leaves no time to use it: " + lifespan);
            }
            this.runner = runner;
            this.lifespan = lifespan;
            this.user = user;
            this.clock = clock;
        }

        private List<String> command() {
            return user.map(u -> List.of("scontrol", "token", "lifespan=" + lifespan.toSeconds(), "username=" + u))
                    .orElse(List.of("scontrol", "token", "lifespan=" + lifespan.toSeconds()));
        }

        @Override
        public synchronized Jwt current() {
            if (token == null || token.expiresWithin(lifespan.dividedBy(5), clock.instant())) {
                List<String> command = command();
                try {
                    token = Jwt.parse(String.join(" ", command), runner.run(command, null));
                } catch (SlurmUnreachableException e) {
                    throw e;
                } catch (SlurmCommandException e) {
                    // no token, no way in: retried on the next request, like an unreachable controller
                    throw new SlurmUnreachableException(command, "could not obtain a token for slurmrestd: "
                            + e.slurmMessage());
                }
            }
            return token;
        }

        @Override
        public synchronized void refused(Jwt refused) {
            if (refused.equals(token)) {
                token = null;
            }
        }

        @Override
        public String describe() {
            return "'" + String.join(" ", command()) + "'";
        }
    }

    /**
     * A token read from a file (as {@code scontrol token} prints it, or bare), written and renewed by something else
     * (a site's token service, a cron job running {@code scontrol token}). The file is read again whenever it
     * changes, and also when the token read is within {@code margin} of expiring or was refused; an expired token
     * that the file still holds is a failure naming the file, retried on every request until a fresh one is there.
     */
    final class FromFile implements RestToken {
        private final Path file;
        private final Duration margin;
        private final Clock clock;
        private Jwt token;
        private FileTime read;

        FromFile(Path file, Duration margin, Clock clock) {
            this.file = file.toAbsolutePath();
            this.margin = margin;
            this.clock = clock;
        }

        @Override
        public synchronized Jwt current() {
            FileTime modified;
            try {
                modified = Files.getLastModifiedTime(file);
            } catch (IOException e) {
                throw new SlurmUnreachableException(List.of(describe()), "cannot be read: " + e);
            }
            Instant now = clock.instant();
            if (token == null || !modified.equals(read) || token.expiresWithin(margin, now)) {
                try {
                    token = Jwt.parse(describe(), Files.readString(file, StandardCharsets.UTF_8));
                    read = modified;
                } catch (IOException e) {
                    throw new SlurmUnreachableException(List.of(describe()), "cannot be read: " + e);
                }
            }
            if (token.expiresWithin(Duration.ZERO, now)) {
                throw new SlurmUnreachableException(List.of(describe()), "holds a token that expired at "
                        + token.expires().orElseThrow() + "; write a fresh one there (e.g. the output of 'scontrol "
                        + "token lifespan=SECONDS')");
            }
            return token;
        }

        @Override
        public synchronized void refused(Jwt refused) {
            if (refused.equals(token)) {
                read = null;
            }
        }

        @Override
        public String describe() {
            return "the token file " + file;
        }
    }
}
