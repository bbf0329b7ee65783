package org.accord.provider.rest;


import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;

import org.accord.provider.fault.FaultException;

/**
 * Every error leaves the binding as a problem document, never as a stack trace: the core's refusals
 * ({@link Problems#of}), the binding's own ({@link ProblemException}), JAX-RS's (no such route, method,
 * media type) and anything unexpected (500, logged here with its trace, answered without it).
 */
final class ProblemMappers {

    private static final Logger LOG = LoggerFactory.getLogger(ProblemMappers.class);

    private ProblemMappers() {}

    static Response response(Problem problem) {
        return Response.status(problem.status()).type(Problem.MEDIA_TYPE).entity(problem).build();
    }

    /** The core's refusals. */
    static final class Faults implements ExceptionMapper<FaultException> {
        @Override
        public Response toResponse(FaultException e) {
            return response(Problems.of(e));
        }
    }

    /** The binding's own refusals. */
    static final class Refusals implements ExceptionMapper<ProblemException> {
        @Override
        public Response toResponse(ProblemException e) {
            return response(e.problem());
        }
    }

    /** JAX-RS's: 404 no such resource, 405, 406, 415, and the rest of the 4xx it raises. */
    static final class Routing implements ExceptionMapper<WebApplicationException> {
        @Override
        public Response toResponse(WebApplicationException e) {
            int status = e.getResponse().getStatus();
            String code = switch (status) {
                case 404 -> "NOT_FOUND";
                case 405 -> "METHOD_NOT_ALLOWED";
                case 406 -> "NOT_ACCEPTABLE";
                case 415 -> "UNSUPPORTED_MEDIA_TYPE";
                default -> status >= 500 ? "INTERNAL" : "INVALID_REQUEST";
            };
            Response.StatusType type = e.getResponse().getStatusInfo();
            String detail = switch (status) {
                case 404 -> "no resource of this API answers at this path (see /api/v1/openapi.json)";
                case 405 -> "this resource does not answer this HTTP method (see /api/v1/openapi.json)";
                case 406 -> "this resource cannot answer in the media types the Accept header asks for";
                case 415 -> "this resource does not read the request's Content-Type";
                default -> type.getReasonPhrase();
            };
            return response(Problem.of(status, code, type.getReasonPhrase(), detail));
        }
    }

    /** Anything else: a fault of the provider, logged with its trace and answered without it. */
    static final class Unexpected implements ExceptionMapper<RuntimeException> {
        @Override
        public Response toResponse(RuntimeException e) {
            if (e instanceof FaultException fault) {
                return new Faults().toResponse(fault);
            }
            if (e instanceof ProblemException refusal) {
                return new Refusals().toResponse(refusal);
            }
            if (e instanceof WebApplicationException routing) {
                return new Routing().toResponse(routing);
            }
            LOG.error("the REST binding failed to answer a request", e);
            return response(Problem.of(500, "INTERNAL", "Internal error",
                    "the provider failed to answer this request; it keeps serving, and the failure is in its log"));
        }
    }
}
