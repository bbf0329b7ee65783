package org.accord.provider.store.journal;

import org.accord.provider.config.ProviderSettings;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.JdbcAgreementStore;
import org.accord.provider.store.StoreLocation;

/**
 * The store a provider's settings ask for. It lives beside the journal rather than on {@link AgreementStore}
 * so that the {@code store} package does not depend on its {@code journal} subpackage (the journal builds on
 * the store, not the other way round).
 */
public final class ConfiguredStore {

    private ConfiguredStore() {
    }

    /**
     * The database of {@code jdbc.url}, written through, or by default the embedded H2 database in the data
     * directory behind a write-ahead journal ({@link JournaledAgreementStore}).
     */
    public static AgreementStore open(ProviderSettings settings) {
        return settings.jdbcUrl().isPresent()
                ? JdbcAgreementStore.open(StoreLocation.of(settings))
                : JournaledAgreementStore.open(settings.dataDir());
    }
}
