package org.accord.provider.server;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A JAX-WS implementor (a class annotated {@code @WebService}) and the name it is published under:
 * {@code /services/NAME} in both modes, its WSDL at {@code /services/NAME?wsdl}.
 */
public record ServiceEndpoint(String name, Object implementor) {

    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_-]{0,63}");

    public ServiceEndpoint {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException(
                    "endpoint name must be a letter then up to 63 letters, digits, _ or -: '" + name + "'");
        }
        Objects.requireNonNull(implementor, "implementor");
        if (!implementor.getClass().isAnnotationPresent(jakarta.jws.WebService.class)) {
            throw new IllegalArgumentException(
                    "implementor of endpoint " + name + " is not annotated @WebService: " + implementor.getClass().getName());
        }
    }
}
