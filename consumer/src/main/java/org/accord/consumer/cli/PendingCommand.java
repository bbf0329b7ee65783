package org.accord.consumer.cli;

import java.io.PrintWriter;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.accord.agreement.PendingAgreement;
import org.accord.agreement.PendingDecision;
import org.accord.consumer.client.AgreementClient;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code client pending list|accept ID|reject ID [--reason TEXT]}: the provider operator's view of pending
 * agreements. {@code list --json} prints {@code [{"agreementId","initiator","templateId","created"}]}
 * (created as an ISO-8601 UTC instant); {@code accept}/{@code reject --json} print
 * {@code {"agreementId","state"}}, plus {@code "reason"} when the agreement was rejected with one.
 */
@Command(name = "pending", mixinStandardHelpOptions = true,
        description = "As the provider's operator: list, accept or reject pending agreements.",
        subcommands = {PendingCommand.ListPending.class, PendingCommand.Accept.class, PendingCommand.Reject.class})
final class PendingCommand implements Runnable {

    @ParentCommand
    private ClientCommand client;

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing operation: list, accept or reject");
    }

    private int withClient(CommandSpec command, Function<AgreementClient, Integer> operation) {
        return client.withClient(command, operation);
    }

    private boolean json() {
        return client.json;
    }

    /** {@code pending list}: every pending agreement, oldest first. */
    @Command(name = "list", mixinStandardHelpOptions = true, description = "List the pending agreements, oldest first.")
    static final class ListPending implements Callable<Integer> {

        @ParentCommand
        private PendingCommand parent;

        @Spec
        private CommandSpec spec;

        @Override
        public Integer call() {
            return parent.withClient(spec, client -> {
                print(spec.commandLine().getOut(), client.pendingAgreements(), parent.json());
                return 0;
            });
        }

        private static void print(PrintWriter out, List<PendingAgreement> pending, boolean json) {
            if (json) {
                ArrayNode array = Json.MAPPER.createArrayNode();
                pending.forEach(p -> array.addObject().put("agreementId", p.agreementId()).put("initiator", p.initiator())
                        .put("templateId", p.templateId()).put("created", p.created().toString()));
                out.println(Json.write(array));
                return;
            }
            out.printf("%-36s %-16s %-16s %s%n", "AGREEMENT", "INITIATOR", "TEMPLATE", "CREATED");
            pending.forEach(p -> out.printf("%-36s %-16s %-16s %s%n", p.agreementId(), p.initiator(), p.templateId(),
                    DateTimeFormatter.ISO_INSTANT.format(p.created())));
            if (pending.isEmpty()) {
                out.println("(no pending agreements)");
            }
        }
    }

    /** {@code pending accept ID}: admits the agreement now, or reports why the provider could not. */
    @Command(name = "accept", mixinStandardHelpOptions = true,
            description = "Accept a pending agreement: the provider admits it now (Observed) or, if it cannot, Rejected.")
    static final class Accept implements Callable<Integer> {

        @ParentCommand
        private PendingCommand parent;

        @Parameters(paramLabel = "AGREEMENT_ID")
        private String agreementId;

        @Spec
        private CommandSpec spec;

        @Override
        public Integer call() {
            return parent.withClient(spec, client -> {
                printDecision(spec.commandLine().getOut(), client.acceptPending(agreementId), parent.json());
                return 0;
            });
        }
    }

    /** {@code pending reject ID [--reason TEXT]}. */
    @Command(name = "reject", mixinStandardHelpOptions = true, description = "Reject a pending agreement.")
    static final class Reject implements Callable<Integer> {

        @ParentCommand
        private PendingCommand parent;

        @Parameters(paramLabel = "AGREEMENT_ID")
        private String agreementId;

        @Option(names = "--reason", paramLabel = "TEXT", description = "why, for the provider's log")
        private String reason;

        @Spec
        private CommandSpec spec;

        @Override
        public Integer call() {
            return parent.withClient(spec, client -> {
                printDecision(spec.commandLine().getOut(),
                        client.rejectPending(agreementId, Optional.ofNullable(reason)), parent.json());
                return 0;
            });
        }
    }

    private static void printDecision(PrintWriter out, PendingDecision decision, boolean json) {
        if (json) {
            ObjectNode node = Json.MAPPER.createObjectNode();
            node.put("agreementId", decision.agreementId());
            node.put("state", decision.state().wsagName());
            decision.reason().ifPresent(reason -> node.put("reason", reason));
            out.println(Json.write(node));
        } else {
            out.println(decision.agreementId() + "  " + decision.state().wsagName()
                    + decision.reason().map(reason -> "  (" + reason + ")").orElse(""));
        }
    }
}
