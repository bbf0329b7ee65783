package org.accord.provider.rest;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import org.accord.agreement.FaultReason;
import org.accord.agreement.PendingDecision;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.agreement.FaultException;
import org.accord.provider.security.Operators;

/**
 * {@code /pending}, for the provider's operators (as the SOAP PendingAgreements port): the agreements
 * created with {@code "pending": true} waiting for a decision, oldest first, and the decision on each
 * (accept: admitted now, or Rejected with the scheduler's reason; reject, with the operator's reason).
 */
@Path("/pending")
public final class PendingResource {

    private final AgreementService service;
    private final Operators operators;

    PendingResource(AgreementService service, Operators operators) {
        this.service = service;
        this.operators = operators;
    }

    /** A pending agreement: id, initiator, template and when it was made. */
    record Pending(String agreementId, String initiator, String templateId, String created) {}

    /** A decision: the agreement's state after it ({@code Observed} or {@code Rejected}) and the reason, if any. */
    record Decision(String agreementId, String state, String reason) {

        static Decision of(PendingDecision decision) {
            return new Decision(decision.agreementId(), decision.state().wsagName(), decision.reason().orElse(null));
        }
    }

    /** {@code POST /pending/{id}/reject}'s optional body. */
    record RejectRequest(String reason) {}

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public List<Pending> list() {
        return asOperator(() -> service.pending().stream().map(p -> new Pending(p.agreementId(), p.initiator(),
                p.templateId(), p.created().toString())).toList());
    }

    @POST
    @Path("{id}/accept")
    @Produces(MediaType.APPLICATION_JSON)
    public Decision accept(@PathParam("id") String id) {
        return asOperator(() -> Decision.of(service.acceptPending(id)));
    }

    @POST
    @Path("{id}/reject")
    @Produces(MediaType.APPLICATION_JSON)
    public Decision reject(@PathParam("id") String id, byte[] body) {
        Optional<String> reason = body.length == 0 ? Optional.empty()
                : Optional.ofNullable(Json.read(body, RejectRequest.class).reason()).filter(r -> !r.isBlank());
        return asOperator(() -> Decision.of(service.rejectPending(id, reason)));
    }

    private <T> T asOperator(Supplier<T> call) {
        RestCaller caller = RestCaller.current(operators);
        if (!caller.operator()) {
            throw new FaultException(FaultReason.ACCESS_DENIED, "user '" + caller.name()
                    + "' may not manage pending agreements: only the users named in security.operators may");
        }
        return call.get();
    }
}
