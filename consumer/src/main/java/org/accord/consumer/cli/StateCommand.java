package org.accord.consumer.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.databind.node.ObjectNode;

import org.accord.agreement.AgreementStatus;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code client state ID}: the agreement's state and its term states
 * ({@code {"agreementId","state","serviceTermStates","guaranteeTermStates","businessValues"}}, by term name;
 * a guarantee's realised business value appears once the provider evaluated it).
 */
@Command(name = "state", mixinStandardHelpOptions = true, description = "Show an agreement's state and its term states.")
final class StateCommand implements Callable<Integer> {

    @ParentCommand
    private ClientCommand parent;

    @Parameters(paramLabel = "AGREEMENT_ID")
    private String agreementId;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        return parent.withClient(spec, client -> {
            AgreementStatus status = client.agreement(agreementId).status();
            PrintWriter out = spec.commandLine().getOut();
            if (parent.json) {
                out.println(Json.write(json(status)));
            } else {
                out.println(status.agreementId() + "  " + status.state().wsagName());
                status.serviceTermStates().forEach((term, state) -> out.println("  service   " + term + "  " + state.wsagName()));
                status.guarantees().forEach(g -> out.println("  guarantee " + g.name() + "  " + g.state().wsagName()
                        + g.value().stream().mapToObj(v -> "  value " + v + g.valueUnit().map(u -> " " + u).orElse(""))
                                .findFirst().orElse("")));
            }
            return 0;
        });
    }

    static ObjectNode json(AgreementStatus status) {
        ObjectNode node = Json.MAPPER.createObjectNode();
        node.put("agreementId", status.agreementId());
        node.put("state", status.state().wsagName());
        ObjectNode services = node.putObject("serviceTermStates");
        status.serviceTermStates().forEach((term, state) -> services.put(term, state.wsagName()));
        ObjectNode guarantees = node.putObject("guaranteeTermStates");
        status.guaranteeTermStates().forEach((term, state) -> guarantees.put(term, state.wsagName()));
        ObjectNode values = node.putObject("businessValues");
        status.guarantees().forEach(g -> g.value().ifPresent(v -> values.put(g.name(), v)));
        return node;
    }
}
