package org.accord.provider.security;

import java.security.Principal;

/** The principal of a request that passed HTTP Basic authentication. */
public record AuthenticatedUser(String name) implements Principal {

    public AuthenticatedUser {
        UserFile.requireName(name);
    }

    @Override
    public String getName() {
        return name;
    }
}
