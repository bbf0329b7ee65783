package org.accord.provider.security;

import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Adds a user to a user file, or changes their password:
 * {@code java -cp ... org.accord.provider.security.AddUserCommand FILE NAME}. The password is read
 * from the console without echo (twice), or, when there is no console, from the first line of standard
 * input (for scripts: {@code printf 'secret\n' | ...}). Exit code 0 on success, 1 on an error, 2 on
 * wrong usage.
 */
public final class AddUserCommand {

    private AddUserCommand() {}

    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: AddUserCommand USER_FILE NAME   (password from the console or stdin)");
            System.exit(2);
        }
        try {
            char[] password = readPassword();
            UserFile.put(Path.of(args[0]), args[1], password, PasswordHash.DEFAULT_ITERATIONS);
            Arrays.fill(password, '\0');
            System.out.println("user " + args[1] + " written to " + args[0]);
        } catch (RuntimeException | IOException e) {
            System.err.println("adduser: " + e.getMessage());
            System.exit(1);
        }
    }

    private static char[] readPassword() throws IOException {
        Console console = System.console();
        if (console == null) {
            String line = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
            return line == null ? new char[0] : line.toCharArray();
        }
        char[] first = console.readPassword("password: ");
        char[] second = console.readPassword("again: ");
        if (!Arrays.equals(first, second)) {
            throw new IllegalArgumentException("the two passwords differ");
        }
        return first;
    }
}
