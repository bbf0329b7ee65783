package org.accord.provider.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import org.junit.jupiter.api.Test;

class UserDirectoryTest {

    private final UserDirectory users = new UserDirectory(Map.of(
            "alice", PasswordHash.create("wonderland".toCharArray(), 1000),
            "bob", PasswordHash.create("builder".toCharArray(), 1000)));

    @Test
    void acceptsTheRightPasswordRepeatedly() {
        assertThat(users.authenticate("alice", "wonderland")).contains("alice");
        assertThat(users.authenticate("alice", "wonderland")).contains("alice");
    }

    @Test
    void refusesWrongPasswordsUnknownUsersAndAnotherUsersPassword() {
        users.authenticate("alice", "wonderland");

        assertThat(users.authenticate("alice", "wonderland!")).isEmpty();
        assertThat(users.authenticate("alice", "builder")).isEmpty();
        assertThat(users.authenticate("bob", "wonderland")).isEmpty();
        assertThat(users.authenticate("mallory", "wonderland")).isEmpty();
        assertThat(users.authenticate("alice", null)).isEmpty();
    }

    @Test
    void anUnknownUserCostsAFullPasswordCheckLikeAWrongPassword() {
        long before = users.fullChecks();
        users.authenticate("mallory", "wonderland");
        assertThat(users.fullChecks()).isEqualTo(before + 1);
        users.authenticate("alice", "guess");
        assertThat(users.fullChecks()).isEqualTo(before + 2);
    }

    @Test
    void hashRoundTripsThroughItsFileForm() {
        PasswordHash hash = PasswordHash.create("pw".toCharArray(), 1000);

        PasswordHash parsed = PasswordHash.parse(hash.format());

        assertThat(parsed).isEqualTo(hash);
        assertThat(parsed.matches("pw".toCharArray())).isTrue();
        assertThat(parsed.matches("pW".toCharArray())).isFalse();
    }
}
