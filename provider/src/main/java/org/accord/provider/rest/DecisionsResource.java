package org.accord.provider.rest;

import java.util.List;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.UriInfo;

import org.accord.agreement.FaultReason;
import org.accord.provider.agreement.DecisionHistory;
import org.accord.provider.fault.FaultException;
import org.accord.provider.security.Operators;

/**
 * {@code GET /decisions?after=N} (operators only): the provider's latest offer decisions of every binding
 * ({@link DecisionHistory}): creates admitted or refused, Pending agreements accepted or rejected, and
 * negotiation offers accepted as offered, countered or rejected; oldest first, at most {@value #MAX} per call.
 * The dashboard's chart of offers over time polls it with the last number it has.
 */
@Path("/decisions")
public final class DecisionsResource {

    static final int MAX = 1000;

    private final DecisionHistory history;
    private final Operators operators;

    DecisionsResource(DecisionHistory history, Operators operators) {
        this.history = history;
        this.operators = operators;
    }

    /** A page of decisions: those after {@code after}, and the number of the latest decision made. */
    record Page(List<Item> items, long lastSeq) {}

    /** One decision, as {@link DecisionHistory.Entry} (time as ISO-8601). */
    record Item(long seq, String at, String operation, String outcome, String reason, String initiator,
            String templateId) {

        static Item of(DecisionHistory.Entry entry) {
            return new Item(entry.seq(), entry.at().toString(), entry.operation(), entry.outcome(), entry.reason(),
                    entry.initiator(), entry.templateId());
        }
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Page decisions(@Context UriInfo uri) {
        var parameters = uri.getQueryParameters();
        parameters.keySet().stream().filter(name -> !name.equals("after")).findFirst().ifPresent(name -> {
            throw Problems.invalidParameter("unknown query parameter '" + name + "'; known: [after]");
        });
        long after = after(parameters.getFirst("after"));
        RestCaller caller = RestCaller.current(operators);
        if (!caller.operator()) {
            throw new FaultException(FaultReason.ACCESS_DENIED, "user '" + caller.name()
                    + "' may not read the provider's decisions: only the users named in security.operators may");
        }
        long last = history.lastSeq();
        return new Page(history.after(after, MAX).stream().map(Item::of).toList(), last);
    }

    private static long after(String given) {
        if (given == null) {
            return 0;
        }
        try {
            long after = Long.parseLong(given.trim());
            if (after >= 0) {
                return after;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw Problems.invalidParameter("after must be the number of a decision, from 0: '" + given + "'");
    }
}
