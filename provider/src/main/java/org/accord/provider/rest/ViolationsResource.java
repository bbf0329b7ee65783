package org.accord.provider.rest;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.UriInfo;

import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeTermState;
import org.accord.document.Documents;
import org.accord.provider.agreement.AgreementQuery;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.agreement.AgreementView;
import org.accord.provider.security.Operators;

/**
 * {@code GET /violations}: every violated guarantee of the caller's completed agreements (an operator's:
 * everyone's) with its penalty, oldest first; {@code since} and {@code until} (ISO-8601 instants) select by
 * when the agreement completed. What an accounting system polls.
 */
@Path("/violations")
public final class ViolationsResource {

    private final AgreementService service;
    private final Operators operators;
    private final Documents documents;

    ViolationsResource(AgreementService service, Operators operators, Documents documents) {
        this.service = service;
        this.operators = operators;
        this.documents = documents;
    }

    /**
     * One violated guarantee: the agreement, its initiator and template, the guarantee, its realised value
     * (negative for a net penalty) and unit, how late the work finished and the penalty that delay costs
     * (delay x penaltyRate), and when the agreement completed.
     */
    record Violation(String agreementId, String initiator, String templateId, String guarantee, Double value,
            String valueUnit, Double delay, Double penalty, String completed) {}

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public List<Violation> list(@Context UriInfo uri) {
        var parameters = uri.getQueryParameters();
        parameters.keySet().stream().filter(name -> !Set.of("since", "until").contains(name)).findFirst()
                .ifPresent(name -> {
                    throw Problems.invalidParameter("unknown query parameter '" + name + "'; known: [since, until]");
                });
        Optional<Instant> since = AgreementListing.instant(parameters, "since");
        Optional<Instant> until = AgreementListing.instant(parameters, "until");
        RestCaller caller = RestCaller.current(operators);
        AgreementQuery completed = new AgreementQuery(Set.of(AgreementState.COMPLETE), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty());
        List<Violation> violations = new ArrayList<>();
        for (AgreementView view : service.agreements(caller.name(), caller.operator(), completed)) {
            boolean inWindow = since.map(s -> !view.updated().isBefore(s)).orElse(true)
                    && until.map(u -> view.updated().isBefore(u)).orElse(true);
            if (inWindow && view.violated()) {
                violations.addAll(violations(caller, view));
            }
        }
        return violations;
    }

    private List<Violation> violations(RestCaller caller, AgreementView view) {
        String text = service.documentText(caller.name(), caller.operator(), view.agreementId());
        var terms = documents.readAgreement(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                view.agreementId()).model().terms();
        Double rate = terms.sla().map(sla -> sla.penaltyRate()).orElse(null);
        return view.status().guarantees().stream().filter(g -> g.state() == GuaranteeTermState.VIOLATED)
                .map(g -> AgreementBodies.Guarantee.of(g, rate))
                .map(g -> new Violation(view.agreementId(), view.initiator(), view.templateId(), g.name(), g.value(),
                        g.valueUnit(), g.delay(), g.penalty(), view.updated().toString()))
                .toList();
    }
}
