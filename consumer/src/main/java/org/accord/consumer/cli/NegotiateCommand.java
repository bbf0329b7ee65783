package org.accord.consumer.cli;

import java.io.PrintWriter;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.accord.consumer.client.AgreementHandle;
import org.accord.consumer.client.CounterOffers;
import org.accord.negotiation.NegotiationOffer;
import org.accord.scheduler.sla.Sla;
import org.accord.sla.JobDescription;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code client negotiate}: one negotiation round; prints the provider's counter-offers, each with the
 * provider's explanation on a {@code why:} line under its row when it gave one
 * ({@code {"negotiationId","offerId","counterOffers":[{"offerId","state","explanation","cpus",...}]}};
 * {@code "explanation"} is left out when the provider gave none). With
 * {@code --create}, also creates the agreement from the first ACCEPTABLE counter-offer (adding
 * {@code "agreement":{"agreementId","state"}}); exit code 1 when there is none.
 */
@Command(name = "negotiate", mixinStandardHelpOptions = true,
        description = "Negotiate an offer: print the provider's counter-offers (and, with --create, accept one).")
final class NegotiateCommand implements Callable<Integer> {

    @ParentCommand
    private ClientCommand parent;

    @Mixin
    private OfferOptions offer;

    @Option(names = "--create", description = "create the agreement from the first acceptable counter-offer")
    private boolean create;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        return parent.withClient(spec, client -> {
            CounterOffers round = client.negotiate(offer.offer(client));
            Optional<AgreementHandle> created = create ? round.acceptable().map(c -> client.create(c.toAgreementOffer()))
                    : Optional.empty();
            print(round, created);
            if (create && created.isEmpty()) {
                spec.commandLine().getErr().println("accord client: REJECTED: no acceptable counter-offer");
                return ClientCommand.REFUSED;
            }
            return 0;
        });
    }

    private void print(CounterOffers round, Optional<AgreementHandle> created) {
        PrintWriter out = spec.commandLine().getOut();
        if (parent.json) {
            ObjectNode node = Json.MAPPER.createObjectNode();
            node.put("negotiationId", round.negotiationId());
            node.put("offerId", round.sent().offerId());
            ArrayNode counters = node.putArray("counterOffers");
            round.counterOffers().forEach(c -> counters.add(json(c)));
            created.ifPresent(h -> node.putObject("agreement").put("agreementId", h.agreementId())
                    .put("state", h.createdState().wsagName()));
            out.println(Json.write(node));
            return;
        }
        String row = "%-12s %-6s %-10s %-10s %-10s %-10s %-10s %s%n";
        out.printf(row, "STATE", "CPUS", "TD1", "TD", "TF", "DEADLINE", "BUDGET", "OFFER");
        round.counterOffers().forEach(c -> {
            out.printf(row, c.state().wsagName(),
                    c.terms().job().map(NegotiateCommand::cpus).orElse("-"),
                    c.terms().job().map(j -> number(j.singleCpuRuntime())).orElse("-"),
                    c.terms().job().flatMap(j -> optional(j.reservedTime())).orElse("-"),
                    c.terms().job().flatMap(j -> optional(j.latestFinish())).orElse("-"),
                    c.terms().sla().map(s -> number(s.deadline())).orElse("-"),
                    c.terms().sla().map(s -> number(s.budget())).orElse("-"), c.offerId());
            c.explanation().ifPresent(why -> out.println("  why: " + why));
        });
        created.ifPresent(h -> out.println("created " + h.agreementId() + "  " + h.createdState().wsagName()));
    }

    private static Optional<String> optional(OptionalDouble value) {
        return value.isPresent() ? Optional.of(number(value.getAsDouble())) : Optional.empty();
    }

    private static ObjectNode json(NegotiationOffer counter) {
        ObjectNode node = Json.MAPPER.createObjectNode();
        node.put("offerId", counter.offerId());
        node.put("counterOfferTo", counter.counterOfferTo());
        node.put("state", counter.state().wsagName());
        counter.explanation().ifPresent(why -> node.put("explanation", why));
        counter.terms().job().ifPresent(job -> job(node, job));
        counter.terms().sla().ifPresent(sla -> sla(node, sla));
        return node;
    }

    private static void job(ObjectNode node, JobDescription job) {
        node.put("cpus", cpus(job));
        node.put("singleCpuRuntime", job.singleCpuRuntime());
        job.reservedTime().ifPresent(v -> node.put("reservedTime", v));
        job.earliestStart().ifPresent(v -> node.put("earliestStart", v));
        job.latestFinish().ifPresent(v -> node.put("latestFinish", v));
    }

    private static void sla(ObjectNode node, Sla sla) {
        node.put("deadlineType", sla.type().name());
        node.put("deadline", sla.deadline());
        node.put("budget", sla.budget());
        node.put("penaltyRate", sla.penaltyRate());
    }

    private static String cpus(JobDescription job) {
        return job.cpus().isFixed() ? String.valueOf(job.cpus().min()) : job.cpus().min() + ".." + job.cpus().max();
    }

    private static String number(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }
}
