package org.accord.consumer.cli;

import java.util.concurrent.Callable;

import com.fasterxml.jackson.databind.node.ObjectNode;

import org.accord.agreement.AgreementState;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code client terminate ID}: terminates an agreement; prints its final state ({@code {"agreementId","state"}}). */
@Command(name = "terminate", mixinStandardHelpOptions = true, description = "Terminate an agreement.")
final class TerminateCommand implements Callable<Integer> {

    @ParentCommand
    private ClientCommand parent;

    @Parameters(paramLabel = "AGREEMENT_ID")
    private String agreementId;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        return parent.withClient(spec, client -> {
            AgreementState state = client.agreement(agreementId).terminate();
            if (parent.json) {
                ObjectNode node = Json.MAPPER.createObjectNode();
                node.put("agreementId", agreementId);
                node.put("state", state.wsagName());
                spec.commandLine().getOut().println(Json.write(node));
            } else {
                spec.commandLine().getOut().println(agreementId + "  " + state.wsagName());
            }
            return 0;
        });
    }
}
