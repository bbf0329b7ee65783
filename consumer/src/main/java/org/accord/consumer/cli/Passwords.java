package org.accord.consumer.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Where the client's passwords come from, so that none has to be typed on the command line (where the process
 * list and the shell history show it). The first of these wins: a file named by an option (its first line; a
 * trailing {@code \r} is dropped, nothing else), an environment variable, or the terminal, asked without echo.
 * Without a terminal (a script, a pipe) and without the other two, reading fails and says how to give one.
 */
final class Passwords {

    /** One password the client may need: the option naming its file and its environment variable. */
    record Kind(String fileOption, String variable) {

        Kind {
            Objects.requireNonNull(fileOption, "fileOption");
            Objects.requireNonNull(variable, "variable");
        }
    }

    /** Asks for a password without echo; empty when there is no terminal to ask on. */
    @FunctionalInterface
    interface Prompt {
        Optional<String> ask(String question);
    }

    /** The user's password for a provider with HTTP Basic security. */
    static final Kind USER = new Kind("--password-file", "ACCORD_CLIENT_PASSWORD");
    /** The password of the trust store ({@code --truststore}). */
    static final Kind TRUSTSTORE = new Kind("--truststore-password-file", "ACCORD_TRUSTSTORE_PASSWORD");

    /** Asks on {@link System#console()}, when the process has one. */
    static final Prompt CONSOLE = question -> Optional.ofNullable(System.console())
            .map(console -> console.readPassword("%s", question))
            .map(String::new);

    private final Function<String, String> environment;
    private final Prompt prompt;

    Passwords(Function<String, String> environment, Prompt prompt) {
        this.environment = Objects.requireNonNull(environment, "environment");
        this.prompt = Objects.requireNonNull(prompt, "prompt");
    }

    /** Passwords from this process's environment and console. */
    static Passwords system() {
        return new Passwords(System::getenv, CONSOLE);
    }

    /**
     * The password of {@code kind} for {@code subject} (e.g. {@code user 'alice' at URL}): from {@code file} when
     * given, else its environment variable when set and not empty, else asked on the terminal.
     *
     * @throws IllegalArgumentException naming the file when it cannot be read or is empty, or naming the ways to
     *         give the password when there is none
     */
    String read(Kind kind, Optional<Path> file, String subject) {
        if (file.isPresent()) {
            return fromFile(kind, file.get());
        }
        String variable = environment.apply(kind.variable());
        if (variable != null && !variable.isEmpty()) {
            return variable;
        }
        return prompt.ask("Password for " + subject + ": ").filter(answer -> !answer.isEmpty())
                .orElseThrow(() -> new IllegalArgumentException("no password given for " + subject + ": use "
                        + kind.fileOption() + " FILE, set " + kind.variable() + ", or run in a terminal to be asked"));
    }

    private static String fromFile(Kind kind, Path file) {
        String line;
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            line = in.readLine();
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("password file " + file + " (" + kind.fileOption() + ") does not exist", e);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read password file " + file + " (" + kind.fileOption() + "): "
                    + e.getMessage(), e);
        }
        String password = line == null || !line.endsWith("\r") ? line : line.substring(0, line.length() - 1);
        if (password == null || password.isEmpty()) {
            throw new IllegalArgumentException("password file " + file + " (" + kind.fileOption()
                    + ") is empty: its first line is the password");
        }
        return password;
    }
}
