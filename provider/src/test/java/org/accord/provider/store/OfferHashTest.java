package org.accord.provider.store;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class OfferHashTest {

    @Test
    void keyOfAnOfferIsTheHashOfInitiatorNulOfferId() {
        assertThat(OfferHash.of("alice", "offer-1")).isEqualTo(OfferHash.of("alice\0offer-1"));
        assertThat(OfferHash.of("alice", "offer-1")).isNotEqualTo(OfferHash.of("alice", "offer-2"))
                .isNotEqualTo(OfferHash.of("bob", "offer-1"));
    }

    @Test
    void keysStayWhatStoredDatabasesHold() {
        // existing databases' offer_key columns hold these values: changing the function needs a migration
        assertThat(OfferHash.of("anonymous", "sha256:00")).isEqualTo(0x4229a6d315499e29L);
        assertThat(OfferHash.of("a1")).isEqualTo(0x80f480f91b4aa28cL);
    }
}
