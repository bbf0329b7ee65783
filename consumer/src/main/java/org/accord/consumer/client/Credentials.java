package org.accord.consumer.client;

import java.util.Objects;

/** HTTP Basic credentials for a provider that requires them; {@link #toString()} hides the password. */
public record Credentials(String user, String password) {

    public Credentials {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(password, "password");
        if (user.isBlank()) {
            throw new IllegalArgumentException("user must not be blank");
        }
    }

    @Override
    public String toString() {
        return "Credentials[user=" + user + ", password=***]";
    }
}
