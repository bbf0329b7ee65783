package org.accord.cli;

import java.io.PrintWriter;

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
        description = "WS-Agreement negotiation middleware with analytical-function terms and scheduler-backed admission.",
        subcommands = {DemoCommand.class, BatchCommand.class, BenchCommand.class, ClientCommand.class, ProviderCommand.class,
                ValidateCommand.class, CommandLine.HelpCommand.class})
public final class AccordCli implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Builds the command line with all subcommands, writing to the given streams. */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        CommandLine commandLine = new CommandLine(new AccordCli());
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
        System.exit(commandLine(out, err).execute(args));
    }
}
