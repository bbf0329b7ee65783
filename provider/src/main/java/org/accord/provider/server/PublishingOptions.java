package org.accord.provider.server;

import java.util.Objects;
import java.util.Optional;

import org.accord.provider.config.ProviderSettings;
import org.accord.provider.security.UserDirectory;
import org.accord.provider.config.ElementLimits;
import org.accord.term.TermLimits;

/**
 * How every endpoint is protected: inbound schema validation, the request size limit, the most function
 * terms one request may declare ({@code limits.function.terms}) and, when security is on, the users allowed in.
 */
public record PublishingOptions(boolean validateInbound, int maxMessageBytes, Optional<UserDirectory> users,
        int maxFunctionTerms, ElementLimits elementLimits) {

    public PublishingOptions {
        if (maxMessageBytes < ProviderSettings.MIN_MESSAGE_BYTES) {
            throw new IllegalArgumentException("maxMessageBytes must be at least "
                    + ProviderSettings.MIN_MESSAGE_BYTES + ": " + maxMessageBytes);
        }
        Objects.requireNonNull(users, "users");
        if (maxFunctionTerms < 1) {
            throw new IllegalArgumentException("maxFunctionTerms must be at least 1: " + maxFunctionTerms);
        }
        Objects.requireNonNull(elementLimits, "elementLimits");
    }

    /** Options with the default limit on function terms per request ({@link TermLimits#DEFAULT}). */
    public PublishingOptions(boolean validateInbound, int maxMessageBytes, Optional<UserDirectory> users) {
        this(validateInbound, maxMessageBytes, users, TermLimits.DEFAULT.functionTerms(), ElementLimits.defaults());
    }

    /** The options the settings ask for; reads the user file when security is on. */
    public static PublishingOptions of(ProviderSettings settings) {
        Optional<UserDirectory> users = settings.securityEnabled()
                ? Optional.of(UserDirectory.load(settings.usersFile()))
                : Optional.empty();
        return new PublishingOptions(settings.validateInbound(), settings.maxMessageBytes(), users,
                settings.termLimits().functionTerms(), settings.elementLimits());
    }
}
