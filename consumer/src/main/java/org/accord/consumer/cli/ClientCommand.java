package org.accord.consumer.cli;

import java.io.PrintWriter;
import java.util.function.Function;

import org.accord.consumer.client.AccordClientException;
import org.accord.consumer.client.AgreementClient;
import org.accord.consumer.client.ClientSettings;
import org.accord.consumer.client.Credentials;
import org.accord.consumer.client.OfferTermException;
import org.accord.document.DocumentException;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * {@code ./accord client --url URL templates|create|negotiate|state|terminate|pending}: talks to one provider.
 * {@code --url}, {@code --user}/{@code --password} and {@code --json} may stand before or after the
 * operation. Exit codes: 0 done, 1 the provider refused or could not be reached, 2 a usage error (a bad
 * {@code --set}, an unreadable {@code --file}, missing options).
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

    @Option(names = "--user", scope = ScopeType.INHERIT, description = "HTTP Basic user, when the provider requires one")
    String user;

    @Option(names = "--password", scope = ScopeType.INHERIT, description = "HTTP Basic password")
    String password;

    @Option(names = "--json", scope = ScopeType.INHERIT, description = "print one JSON document instead of a table")
    boolean json;

    @Spec
    CommandSpec spec;

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
        try (AgreementClient client = AgreementClient.connect(settings())) {
            return operation.apply(client);
        } catch (OfferTermException | DocumentException | IllegalArgumentException e) {
            err.println("accord client: " + firstLine(e));
            return USAGE;
        } catch (AccordClientException e) {
            err.println("accord client: " + firstLine(e));
            return REFUSED;
        }
    }

    private ClientSettings settings() {
        ClientSettings settings = ClientSettings.of(url);
        if (user == null && password == null) {
            return settings;
        }
        if (user == null || password == null) {
            throw new IllegalArgumentException("--user and --password go together");
        }
        return settings.withCredentials(new Credentials(user, password));
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
