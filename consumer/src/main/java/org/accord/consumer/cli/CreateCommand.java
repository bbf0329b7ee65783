package org.accord.consumer.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.databind.node.ObjectNode;

import org.accord.consumer.client.AgreementHandle;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code client create [--pending]}: creates an agreement (with {@code --pending}, a Pending one that waits
 * for the provider operator's decision); prints its id and state ({@code {"agreementId","state"}}).
 */
@Command(name = "create", mixinStandardHelpOptions = true, description = "Create an agreement from an offer.")
final class CreateCommand implements Callable<Integer> {

    @ParentCommand
    private ClientCommand parent;

    @Mixin
    private OfferOptions offer;

    @Option(names = "--pending", description = "create a Pending agreement: the provider takes no capacity until "
            + "its operator accepts it (see 'pending accept')")
    private boolean pending;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        return parent.withClient(spec, client -> {
            AgreementHandle handle = pending
                    ? offer.document().map(client::createPending).orElseGet(() -> client.createPending(offer.offer(client)))
                    : offer.document().map(client::create).orElseGet(() -> client.create(offer.offer(client)));
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
