package org.accord.provider.server;

import java.util.Objects;
import java.util.Optional;

import org.accord.provider.config.ProviderSettings;
import org.accord.provider.security.UserDirectory;

/**
 * How every endpoint is protected: inbound schema validation, the request size limit and, when security
 * is on, the users allowed in.
 */
public record PublishingOptions(boolean validateInbound, int maxMessageBytes, Optional<UserDirectory> users) {

    public PublishingOptions {
        if (maxMessageBytes < ProviderSettings.MIN_MESSAGE_BYTES) {
            throw new IllegalArgumentException("maxMessageBytes must be at least "
                    + ProviderSettings.MIN_MESSAGE_BYTES + ": " + maxMessageBytes);
        }
        Objects.requireNonNull(users, "users");
    }

    /** The options the settings ask for; reads the user file when security is on. */
    public static PublishingOptions of(ProviderSettings settings) {
        Optional<UserDirectory> users = settings.securityEnabled()
                ? Optional.of(UserDirectory.load(settings.usersFile()))
                : Optional.empty();
        return new PublishingOptions(settings.validateInbound(), settings.maxMessageBytes(), users);
    }
}
