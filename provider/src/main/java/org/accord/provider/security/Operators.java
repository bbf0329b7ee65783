package org.accord.provider.security;

import java.util.Objects;
import java.util.Set;

import org.accord.provider.config.ProviderSettings;

/**
 * Who may manage pending agreements: with security on, only the users named in {@code security.operators}
 * (none by default); with security off, every caller, since every caller is then the same anonymous
 * initiator and every other port is open too.
 *
 * @param enforced whether only {@code names} are admitted
 * @param names the operators' user names
 */
public record Operators(boolean enforced, Set<String> names) {

    public Operators {
        names = Set.copyOf(Objects.requireNonNull(names, "names"));
    }

    /** The operators the settings name, enforced when security is on. */
    public static Operators of(ProviderSettings settings) {
        return new Operators(settings.securityEnabled(), settings.operators());
    }

    /** Whether {@code user} may list, accept and reject pending agreements. */
    public boolean permits(String user) {
        return !enforced || names.contains(user);
    }
}
