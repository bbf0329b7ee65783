package org.accord.provider.rest;

import org.accord.agreement.FaultReason;
import org.accord.provider.agreement.FaultException;
import org.accord.provider.config.RequestLimits;

/**
 * The one place the binding's refusals get their HTTP status and title: the core's {@link FaultReason}s
 * (the SOAP faults' reason codes, meaning the same here) and the binding's own codes for what never reaches
 * the core ({@code INVALID_REQUEST} for unreadable JSON or parameters, {@code NOT_FOUND},
 * {@code METHOD_NOT_ALLOWED}, {@code NOT_ACCEPTABLE}, {@code UNSUPPORTED_MEDIA_TYPE}, {@code INTERNAL}).
 *
 * <table>
 * <caption>Status by reason</caption>
 * <tr><td>400</td><td>INVALID_OFFER, INVALID_REQUEST</td></tr>
 * <tr><td>403</td><td>ACCESS_DENIED</td></tr>
 * <tr><td>404</td><td>UNKNOWN_AGREEMENT, UNKNOWN_NEGOTIATION (and UNKNOWN_TEMPLATE named in the path)</td></tr>
 * <tr><td>409</td><td>REJECTED (with the scheduler's alternative when it has one), INVALID_STATE, AGREEMENT_ID_TAKEN</td></tr>
 * <tr><td>413</td><td>LIMIT_EXCEEDED for a body over {@code message.max.bytes}</td></tr>
 * <tr><td>422</td><td>UNKNOWN_TEMPLATE, CONSTRAINT_VIOLATION, BAD_FUNCTION_TERM, EXPIRED, LIMIT_EXCEEDED of an
 *     offer's function terms</td></tr>
 * <tr><td>429</td><td>LIMIT_EXCEEDED of live or pending agreements per initiator (and throttled logins)</td></tr>
 * <tr><td>503</td><td>LIMIT_EXCEEDED of {@code limits.request.millis}</td></tr>
 * </table>
 */
final class Problems {

    static final int UNPROCESSABLE = 422;
    static final int TOO_MANY_REQUESTS = 429;

    private Problems() {}

    /** The problem a core refusal is answered with. */
    static Problem of(FaultException e) {
        FaultReason reason = e.reason();
        return Problem.of(status(reason, e.getMessage()), reason.code(), title(reason), e.getMessage());
    }

    /** A request the binding cannot read, with the JSON pointer of the field at fault ("" for the whole body). */
    static ProblemException invalidRequest(String detail, String pointer) {
        return new ProblemException(Problem.of(400, "INVALID_REQUEST", "Invalid request", detail).at(pointer));
    }

    /** A query parameter the binding cannot read (no pointer: it is not in the body). */
    static ProblemException invalidParameter(String detail) {
        return new ProblemException(Problem.of(400, "INVALID_REQUEST", "Invalid request", detail));
    }

    static ProblemException tooLarge(String detail) {
        return new ProblemException(Problem.of(413, FaultReason.LIMIT_EXCEEDED.code(), "Request too large", detail));
    }

    private static int status(FaultReason reason, String message) {
        return switch (reason) {
            case INVALID_OFFER, INVALID_REQUEST -> 400;
            case ACCESS_DENIED -> 403;
            case UNKNOWN_AGREEMENT, UNKNOWN_NEGOTIATION -> 404;
            case REJECTED, INVALID_STATE, AGREEMENT_ID_TAKEN -> 409;
            case UNKNOWN_TEMPLATE, CONSTRAINT_VIOLATION, BAD_FUNCTION_TERM, EXPIRED -> UNPROCESSABLE;
            case LIMIT_EXCEEDED -> limitStatus(message);
            case STORE_UNAVAILABLE -> 503;
        };
    }

    /** Which limit: the core names its setting in the message. */
    private static int limitStatus(String message) {
        if (message.contains(RequestLimits.REQUEST_MILLIS)) {
            return 503;
        }
        if (message.contains(RequestLimits.LIVE_AGREEMENTS) || message.contains(RequestLimits.PENDING_AGREEMENTS)
                || message.contains(RequestLimits.OPEN_NEGOTIATIONS)) {
            return TOO_MANY_REQUESTS;
        }
        return UNPROCESSABLE;
    }

    private static String title(FaultReason reason) {
        return switch (reason) {
            case INVALID_OFFER -> "Invalid offer";
            case INVALID_REQUEST -> "Invalid request";
            case UNKNOWN_TEMPLATE -> "Unknown template";
            case CONSTRAINT_VIOLATION -> "Creation constraint violated";
            case BAD_FUNCTION_TERM -> "Bad function term";
            case EXPIRED -> "Offer expired";
            case LIMIT_EXCEEDED -> "Limit exceeded";
            case REJECTED -> "Rejected by the scheduler";
            case AGREEMENT_ID_TAKEN -> "Agreement id taken";
            case STORE_UNAVAILABLE -> "Database unavailable";
            case UNKNOWN_AGREEMENT -> "Unknown agreement";
            case UNKNOWN_NEGOTIATION -> "Unknown negotiation";
            case INVALID_STATE -> "Invalid state";
            case ACCESS_DENIED -> "Access denied";
        };
    }
}
