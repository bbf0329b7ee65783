package org.accord.provider.security;

import org.accord.provider.fault.ProviderException;

/** The user file cannot be read, parsed or written. */
public class SecurityException extends ProviderException {

    private static final long serialVersionUID = 1L;

    public SecurityException(String message) {
        super(message);
    }

    public SecurityException(String message, Throwable cause) {
        super(message, cause);
    }
}
