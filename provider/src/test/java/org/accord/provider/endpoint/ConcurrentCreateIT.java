package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.provider.store.AgreementRecord;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.journal.ConfiguredStore;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementFactoryFault;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * 32 clients x 50 distinct hard-deadline LibraSLA offers against 6 deadline nodes, on a clock that barely
 * moves: every offer asks for half a processor on 4 nodes, so at most 3 fit (12 half-processors) and
 * LibraSLA's best-return node choice admits 2. Every acknowledged agreement must be in the store, and no
 * more may be acknowledged than the nodes hold.
 */
class ConcurrentCreateIT {

    private static final int CLIENTS = 32;
    private static final int OFFERS_EACH = 50;

    @TempDir
    Path dataDir;

    @Test
    void concurrentCreatesNeverOverCommitAndEveryAcknowledgedAgreementIsStored() throws Exception {
        ProviderSettings settings = SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.NODES, "8", Setting.CLOCK_SPEEDUP, "0.000001"));
        Set<String> acknowledged = ConcurrentHashMap.newKeySet();
        AtomicInteger rejected = new AtomicInteger();
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(settings)) {
            ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
            List<Future<?>> clients = new ArrayList<>();
            for (int c = 0; c < CLIENTS; c++) {
                int client = c;
                clients.add(pool.submit(() -> {
                    AgreementFactory factory = Clients.port(AgreementFactory.class, provider.baseUrl());
                    for (int i = 0; i < OFFERS_EACH; i++) {
                        try {
                            acknowledged.add(factory.createAgreement(
                                    Clients.offer(Offers.hardLibrasla("job " + client + "-" + i))).getAgreementId());
                        } catch (AgreementFactoryFault fault) {
                            assertThat(fault.getFaultInfo().getReasonCode()).isEqualTo("REJECTED");
                            rejected.incrementAndGet();
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> client : clients) {
                client.get();
            }
            pool.shutdown();
        }
        assertThat(acknowledged.size() + rejected.get()).isEqualTo(CLIENTS * OFFERS_EACH);
        assertThat(acknowledged).hasSize(2);
        try (AgreementStore store = ConfiguredStore.open(settings)) {
            assertThat(store.list()).extracting(AgreementRecord::agreementId).containsExactlyInAnyOrderElementsOf(acknowledged);
        }
    }
}
