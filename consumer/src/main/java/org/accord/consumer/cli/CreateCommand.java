package org.accord.consumer.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.databind.node.ObjectNode;

import org.accord.consumer.client.AgreementHandle;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code client create}: creates an agreement; prints its id and state ({@code {"agreementId","state"}}). */
@Command(name = "create", mixinStandardHelpOptions = true, description = "Create an agreement from an offer.")
final class CreateCommand implements Callable<Integer> {

    @ParentCommand
    private ClientCommand parent;

    @Mixin
    private OfferOptions offer;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        return parent.withClient(spec, client -> {
            AgreementHandle handle = offer.document().map(client::create).orElseGet(() -> client.create(offer.offer(client)));
            PrintWriter out = spec.commandLine().getOut();
            if (parent.json) {
                ObjectNode node = Json.MAPPER.createObjectNode();
                node.put("agreementId", handle.agreementId());
                node.put("state", handle.createdState().wsagName());
                out.println(Json.write(node));
            } else {
                out.println(handle.agreementId() + "  " + handle.createdState().wsagName());
            }
            return 0;
        });
    }
}
