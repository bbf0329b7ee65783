package org.accord.cli;

import java.io.PrintWriter;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.accord.consumer.cli.ClientCommand;
import org.accord.provider.cli.ProviderCommand;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code ./accord} launcher: one entry point that dispatches to the user-facing commands listed in
 * the README ({@code demo}, {@code provider}, {@code client}, {@code validate}, {@code batch}, {@code bench}).
 *
 * <p>Every command prints a readable table by default and one JSON document with {@code --json}; errors
 * go to stderr with a non-zero exit code. An unknown command prints the usage and exits with code 2.
 */
@Command(
        name = "accord",
        mixinStandardHelpOptions = true,
        version = "Accord 0.1.0-SNAPSHOT",
        description = "WS-Agreement negotiation middleware with analytical-function terms and scheduler-backed admission.")
public final class AccordCli implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** The subcommands by name, in the order the usage lists them ({@code help} comes last). */
    private static final Map<String, Supplier<Object>> COMMANDS = commands();

    private static Map<String, Supplier<Object>> commands() {
        Map<String, Supplier<Object>> commands = new LinkedHashMap<>();
        commands.put("demo", DemoCommand::new);
        commands.put("batch", BatchCommand::new);
        commands.put("bench", BenchCommand::new);
        commands.put("client", ClientCommand::new);
        commands.put("provider", ProviderCommand::new);
        commands.put("validate", ValidateCommand::new);
        return Collections.unmodifiableMap(commands);
    }

    /** Builds the command line with all subcommands, writing to the given streams. */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        return commandLine(out, err, COMMANDS.keySet());
    }

    /**
     * Builds the command line for the arguments: with only the subcommand they name when they start with one,
     * else with all. Picocli reads every option of every subcommand it is given; the provider's start spent
     * about a tenth of its main thread on the options of commands it does not run.
     */
    static CommandLine commandLineFor(String[] args, PrintWriter out, PrintWriter err) {
        return args.length > 0 && COMMANDS.containsKey(args[0])
                ? commandLine(out, err, List.of(args[0]))
                : commandLine(out, err);
    }

    private static CommandLine commandLine(PrintWriter out, PrintWriter err, Collection<String> names) {
        CommandLine commandLine = new CommandLine(new AccordCli());
        for (String name : names) {
            commandLine.addSubcommand(name, new CommandLine(COMMANDS.get(name).get()));
        }
        commandLine.addSubcommand("help", new CommandLine.HelpCommand());
        commandLine.setOut(out);
        commandLine.setErr(err);
        commandLine.setParameterExceptionHandler(AccordCli::usageError);
        return commandLine;
    }

    /** A usage error prints the message, any "did you mean" suggestion and the usage, then exits with 2. */
    private static int usageError(CommandLine.ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        PrintWriter err = command.getErr();
        err.println(e.getMessage());
        CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
        command.usage(err);
        return command.getCommandSpec().exitCodeOnInvalidInput();
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing command");
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        String[] arguments = BenchCommand.withoutSeparator(args);
        System.exit(commandLineFor(arguments, out, err).execute(arguments));
    }
}
