package org.accord.provider.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The user file: UTF-8 text, one user a line, {@code NAME:pbkdf2-sha256:ITERATIONS:SALT:HASH}; blank
 * lines and lines starting with {@code #} are ignored. Names are 1-256 characters of letters, digits and
 * {@code . _ @ -}. Add or replace a user with {@link #put} (or the {@link AddUserCommand} command).
 */
public final class UserFile {

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._@-]{1,256}");

    private UserFile() {}

    /** Reads every user; a malformed line fails naming the file and line number. */
    public static Map<String, PasswordHash> read(Path file) {
        List<String> lines = lines(file);
        Map<String, PasswordHash> users = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int colon = line.indexOf(':');
            String name = colon < 0 ? line : line.substring(0, colon);
            try {
                requireName(name);
                if (users.put(name, PasswordHash.parse(line.substring(colon + 1))) != null) {
                    throw new IllegalArgumentException("user " + name + " appears twice");
                }
            } catch (IllegalArgumentException e) {
                throw new SecurityException(file + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return users;
    }

    /** Adds {@code name} with a new hash of {@code password}, or replaces its hash; creates the file if needed. */
    public static void put(Path file, String name, char[] password, int iterations) {
        requireName(name);
        if (password.length == 0) {
            throw new IllegalArgumentException("the password must not be empty");
        }
        List<String> kept = new ArrayList<>();
        for (String line : Files.exists(file) ? lines(file) : List.<String>of()) {
            if (!line.startsWith(name + ":")) {
                kept.add(line);
            }
        }
        kept.add(name + ":" + PasswordHash.create(password, iterations).format());
        write(file, kept);
    }

    static void requireName(String name) {
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException(
                    "user name must be 1-256 letters, digits or . _ @ - : '" + name + "'");
        }
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new SecurityException("user file not found: " + file, e);
        } catch (IOException e) {
            throw new SecurityException("cannot read user file " + file + ": " + e.getMessage(), e);
        }
    }

    private static void write(Path file, List<String> lines) {
        try {
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path temp = Files.createTempFile(dir, ".users", ".tmp");
            Files.write(temp, lines, StandardCharsets.UTF_8);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new SecurityException("cannot write user file " + file + ": " + e.getMessage(), e);
        }
    }
}
