package org.accord.consumer.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;

import org.accord.consumer.client.AccordClientException;
import org.accord.consumer.client.AgreementClient;
import org.accord.consumer.client.ClientSettings;
import org.accord.consumer.client.Credentials;
import org.accord.consumer.client.OfferTermException;
import org.accord.consumer.client.TrustStore;
import org.accord.document.DocumentException;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * {@code ./accord client --url URL templates|create|negotiate|state|terminate|pending}: talks to one provider.
 * The shared options ({@code --url}, {@code --user}, {@code --password-file}, {@code --truststore...},
 * {@code --json}) may stand before or after the operation. Passwords come from a file, an environment variable
 * or the terminal ({@link Passwords}); {@code --password VALUE} still works but is deprecated, with a warning.
 * Exit codes: 0 done, 1 the provider refused, could not be reached or its certificate was not trusted, 2 a
 * usage error (a bad {@code --set}, an unreadable {@code --file} or truststore, missing options or password).
 */
@Command(name = "client", mixinStandardHelpOptions = true,
        description = "Talk to an Accord (WS-Agreement) provider: list templates, create, negotiate, follow and "
                + "terminate agreements; as its operator, list, accept and reject pending agreements.",
        subcommands = {TemplatesCommand.class, CreateCommand.class, NegotiateCommand.class, StateCommand.class,
            TerminateCommand.class, PendingCommand.class})
public final class ClientCommand implements Runnable {

    static final int REFUSED = 1;
    static final int USAGE = 2;

    @Option(names = "--url", required = true, scope = ScopeType.INHERIT, paramLabel = "URL",
            description = "the provider's base URL, e.g. http://127.0.0.1:8080")
    String url;

    @Option(names = "--user", scope = ScopeType.INHERIT, description = "HTTP Basic user, when the provider requires one;"
            + " the password comes from --password-file, ACCORD_CLIENT_PASSWORD or the terminal")
    String user;

    @Option(names = "--password-file", scope = ScopeType.INHERIT, paramLabel = "FILE",
            description = "a file whose first line is the user's password")
    Path passwordFile;

    @Option(names = "--password", scope = ScopeType.INHERIT, paramLabel = "PASSWORD",
            description = "deprecated (the process list and shell history show it): use --password-file,"
                    + " ACCORD_CLIENT_PASSWORD or the terminal prompt")
    String password;

    @Option(names = "--truststore", scope = ScopeType.INHERIT, paramLabel = "FILE",
            description = "for an https URL: a key store with the provider's certificate or its CA's (self-signed or"
                    + " private CA); its password comes from --truststore-password-file, ACCORD_TRUSTSTORE_PASSWORD"
                    + " or the terminal")
    Path truststore;

    @Option(names = "--truststore-type", scope = ScopeType.INHERIT, paramLabel = "TYPE",
            defaultValue = TrustStore.DEFAULT_TYPE, description = "PKCS12 (default) or JKS")
    String truststoreType;

    @Option(names = "--truststore-password-file", scope = ScopeType.INHERIT, paramLabel = "FILE",
            description = "a file whose first line is the truststore's password")
    Path truststorePasswordFile;

    @Option(names = "--json", scope = ScopeType.INHERIT, description = "print one JSON document instead of a table")
    boolean json;

    @Spec
    CommandSpec spec;

    private final Passwords passwords;

    public ClientCommand() {
        this(Passwords.system());
    }

    /** A client command reading passwords from {@code passwords} (tests give their own environment and prompt). */
    ClientCommand(Passwords passwords) {
        this.passwords = passwords;
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing operation: templates, create, negotiate, state, terminate or pending");
    }

    /**
     * Connects, runs {@code operation} and turns every expected failure into one line on stderr and its exit code.
     */
    int withClient(CommandSpec command, Function<AgreementClient, Integer> operation) {
        PrintWriter err = command.commandLine().getErr();
        LibraryLogs.quiet();
        try (AgreementClient client = AgreementClient.connect(settings(err))) {
            return operation.apply(client);
        } catch (OfferTermException | DocumentException | IllegalArgumentException e) {
            err.println("accord client: " + firstLine(e));
            return USAGE;
        } catch (AccordClientException e) {
            err.println("accord client: " + firstLine(e));
            return REFUSED;
        }
    }

    private ClientSettings settings(PrintWriter err) {
        ClientSettings settings = ClientSettings.of(url);
        if (truststore != null) {
            settings = settings.withTrustStore(trustStore(settings));
        } else if (truststorePasswordFile != null) {
            throw new IllegalArgumentException("--truststore-password-file needs --truststore");
        }
        if (user == null) {
            if (password != null || passwordFile != null) {
                String option = password != null ? "--password" : "--password-file";
                throw new IllegalArgumentException(option + " needs --user");
            }
            return settings;
        }
        return settings.withCredentials(new Credentials(user, userPassword(err)));
    }

    private TrustStore trustStore(ClientSettings settings) {
        if (!settings.https()) {
            throw new IllegalArgumentException("--truststore is for an https:// provider URL, not " + url);
        }
        if (!Files.exists(truststore)) {
            throw new IllegalArgumentException("truststore " + truststore + " does not exist");
        }
        return new TrustStore(truststore, truststoreType, passwords.read(Passwords.TRUSTSTORE,
                Optional.ofNullable(truststorePasswordFile), "truststore " + truststore));
    }

    private String userPassword(PrintWriter err) {
        if (password == null) {
            return passwords.read(Passwords.USER, Optional.ofNullable(passwordFile),
                    "user '" + user + "' at " + url);
        }
        if (passwordFile != null) {
            throw new IllegalArgumentException("give the password once: --password-file, not also --password");
        }
        err.println("accord client: warning: --password is deprecated (the process list and shell history show it);"
                + " use --password-file FILE, ACCORD_CLIENT_PASSWORD or the terminal prompt");
        return password;
    }

    /** The first line of the message, with the number of further lines (e.g. more offer problems). */
    static String firstLine(RuntimeException e) {
        String message = e instanceof DocumentException document
                ? document.problems().stream().map(Object::toString).reduce((a, b) -> a + "\n" + b).orElse("")
                : String.valueOf(e.getMessage());
        String[] lines = message.split("\n");
        return lines.length == 1 ? lines[0] : lines[0] + " (and " + (lines.length - 1) + " more problems)";
    }
}
