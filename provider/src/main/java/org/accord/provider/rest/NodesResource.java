package org.accord.provider.rest;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.UriInfo;

import org.accord.agreement.AgreementState;
import org.accord.agreement.FaultReason;
import org.accord.provider.agreement.AgreementQuery;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.agreement.AgreementView;
import org.accord.provider.fault.FaultException;
import org.accord.provider.clock.ExecutionClock;
import org.accord.provider.security.Operators;

/**
 * {@code GET /nodes} (operators only): the node record as admission sees it: the nodes and their CPUs, the
 * execution clock's time now, the CPUs that admitted work holds now, and every allocation that finishes
 * {@code past} seconds before now (default {@value #DEFAULT_PAST}) or later, with its agreement's state. What
 * the scheduler has promised, for the dashboard's timeline; times are seconds on the execution clock, as in
 * an agreement's {@code allocation}.
 */
@Path("/nodes")
public final class NodesResource {

    static final long DEFAULT_PAST = 3600;
    private static final long MAX_PAST = 366L * 24 * 3600;

    private final AgreementService service;
    private final Operators operators;

    NodesResource(AgreementService service, Operators operators) {
        this.service = service;
        this.operators = operators;
    }

    /**
     * The record: {@code now} (execution clock seconds) and the instant it stands for, the nodes, all CPUs, the
     * CPUs held now (by Observed agreements whose planned run covers now), and the allocations, oldest start first.
     */
    record NodeRecord(double now, String at, List<Node> nodes, int cpus, int cpusInUse, List<Held> allocations) {}

    /** One node and its CPUs. */
    record Node(String name, int cpus) {}

    /**
     * One agreement's allocation: the agreement, its initiator, template and state, whether a guarantee was
     * violated, the admission path, its nodes and CPUs, and its planned start and finish.
     */
    record Held(String agreementId, String initiator, String templateId, String state, boolean violated, String kind,
            List<String> nodes, int cpus, double plannedStart, double plannedFinish) {}

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public NodeRecord record(@Context UriInfo uri) {
        var parameters = uri.getQueryParameters();
        parameters.keySet().stream().filter(name -> !name.equals("past")).findFirst().ifPresent(name -> {
            throw Problems.invalidParameter("unknown query parameter '" + name + "'; known: [past]");
        });
        long past = past(parameters.getFirst("past"));
        RestCaller caller = RestCaller.current(operators);
        if (!caller.operator()) {
            throw new FaultException(FaultReason.ACCESS_DENIED, "user '" + caller.name()
                    + "' may not read the node record: only the users named in security.operators may");
        }
        double now = service.now();
        var capacity = service.capacity();
        List<Held> held = service.agreements(caller.name(), true, AgreementQuery.all()).stream()
                .filter(view -> view.allocation().isPresent())
                .filter(view -> view.allocation().get().plannedFinish() >= now - past)
                .map(NodesResource::held)
                .sorted(Comparator.comparingDouble(Held::plannedStart))
                .toList();
        int inUse = held.stream().filter(h -> h.state().equals(AgreementState.OBSERVED.wsagName()))
                .filter(h -> h.plannedStart() <= now && now < h.plannedFinish()).mapToInt(Held::cpus).sum();
        return new NodeRecord(now, ExecutionClock.instantOf(now).toString(),
                capacity.nodes().stream().map(n -> new Node(n.name(), n.cpus())).toList(), capacity.totalCpus(),
                Math.min(inUse, capacity.totalCpus()), held);
    }

    private static Held held(AgreementView view) {
        var allocation = view.allocation().orElseThrow();
        return new Held(view.agreementId(), view.initiator(), view.templateId(), view.status().state().wsagName(),
                view.violated(), allocation.kind().name().toLowerCase(Locale.ROOT), allocation.nodes(),
                allocation.cpus(), allocation.plannedStart(), allocation.plannedFinish());
    }

    private static long past(String given) {
        if (given == null) {
            return DEFAULT_PAST;
        }
        try {
            long past = Long.parseLong(given.trim());
            if (past >= 0 && past <= MAX_PAST) {
                return past;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw Problems.invalidParameter("past must be whole seconds from 0 to " + MAX_PAST + ": '" + given + "'");
    }
}
