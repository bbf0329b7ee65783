package org.accord.provider.rest;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.UriInfo;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code GET /openapi.json}: the API's OpenAPI 3 document, written first ({@code accord/openapi.json} in the
 * jar) and tested against the resources (every route it lists answers as it says). Served with its
 * {@code servers} entry set to where this binding answers, in the embedded server or a servlet container.
 * Needs no credentials.
 */
@Path("/openapi.json")
public final class OpenApiResource {

    static final String DOCUMENT = "accord/openapi.json";

    private final ObjectNode document = load();

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public ObjectNode document(@Context UriInfo uri) {
        ObjectNode served = document.deepCopy();
        ArrayNode servers = served.putArray("servers");
        String self = uri.getAbsolutePath().toString();
        servers.addObject().put("url", self.substring(0, self.length() - "/openapi.json".length()));
        return served;
    }

    private static ObjectNode load() {
        try (InputStream in = OpenApiResource.class.getClassLoader().getResourceAsStream(DOCUMENT)) {
            if (in == null) {
                throw new IllegalStateException("the OpenAPI document is missing from the classpath: " + DOCUMENT);
            }
            return (ObjectNode) Json.MAPPER.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + DOCUMENT, e);
        }
    }
}
