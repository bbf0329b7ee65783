package org.accord.provider.rest;

import java.util.Objects;

/**
 * An RFC 9457 problem document ({@code application/problem+json}) with Accord's extensions: {@code code},
 * the reason code the SOAP faults carry (e.g. {@code CONSTRAINT_VIOLATION}); {@code pointer}, the JSON
 * pointer (RFC 6901) of the request field at fault, when one is; {@code alternative}, the terms the
 * scheduler would admit instead, on a refusal that has one.
 *
 * @param type {@code urn:accord:problem:CODE}
 * @param title the code's short human summary
 * @param status the HTTP status
 * @param detail what was wrong and where, for this request
 * @param code the reason code
 * @param pointer the field at fault, or null
 * @param alternative what the scheduler would admit instead, or null
 */
public record Problem(String type, String title, int status, String detail, String code, String pointer,
        AgreementBodies.Alternative alternative) {

    /** The media type problem documents are sent as. */
    public static final String MEDIA_TYPE = "application/problem+json";

    public Problem {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(detail, "detail");
        Objects.requireNonNull(code, "code");
    }

    static Problem of(int status, String code, String title, String detail) {
        return new Problem("urn:accord:problem:" + code, title, status, detail, code, null, null);
    }

    Problem at(String jsonPointer) {
        return new Problem(type, title, status, detail, code, jsonPointer, alternative);
    }

    Problem withAlternative(AgreementBodies.Alternative offered) {
        return new Problem(type, title, status, detail, code, pointer, offered);
    }
}
