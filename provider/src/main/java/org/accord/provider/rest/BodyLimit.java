package org.accord.provider.rest;

import java.io.ByteArrayInputStream;
import java.io.IOException;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.core.HttpHeaders;

/**
 * Refuses (413, LIMIT_EXCEEDED) a request body larger than {@code message.max.bytes}, the SOAP ports' limit,
 * before anything reads it: at once when its Content-Length says so, else after reading at most limit + 1
 * bytes; a body within the limit is then read from that buffer.
 */
@PreMatching
final class BodyLimit implements ContainerRequestFilter {

    private final int maxBytes;

    BodyLimit(int maxBytes) {
        this.maxBytes = maxBytes;
    }

    @Override
    public void filter(ContainerRequestContext request) throws IOException {
        if (!request.hasEntity()) {
            return;
        }
        String declared = request.getHeaderString(HttpHeaders.CONTENT_LENGTH);
        if (declared != null && declared.chars().allMatch(Character::isDigit) && declared.length() < 19
                && Long.parseLong(declared) > maxBytes) {
            throw tooLarge(declared + " bytes");
        }
        byte[] body = request.getEntityStream().readNBytes(maxBytes + 1);
        if (body.length > maxBytes) {
            throw tooLarge("more than " + maxBytes + " bytes");
        }
        request.setEntityStream(new ByteArrayInputStream(body));
    }

    private ProblemException tooLarge(String size) {
        return Problems.tooLarge("request too large: " + size + " exceeds the maximum message size of " + maxBytes
                + " bytes (the limit message.max.bytes); nothing was stored");
    }
}
