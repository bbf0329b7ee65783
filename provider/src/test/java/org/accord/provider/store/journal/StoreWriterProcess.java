package org.accord.provider.store.journal;

import java.nio.file.Path;
import java.time.Duration;

import org.accord.agreement.AgreementState;

import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.Records;

/**
 * Child process of {@link StoreKillDurabilityIT}: stores agreements in the journaled embedded store of the
 * given data directory, flushing every given number of milliseconds, until it is killed, printing each
 * agreement's id once its create has returned. Usage: {@code DATA_DIR FLUSH_MILLIS}.
 */
public final class StoreWriterProcess {

    private StoreWriterProcess() {}

    public static void main(String[] args) {
        AgreementStore store = JournaledAgreementStore.open(Path.of(args[0]), Duration.ofMillis(Long.parseLong(args[1])));
        System.out.println("open");
        System.out.flush();
        for (int i = 0; ; i++) {
            String id = "k-" + i;
            store.create(Records.agreement(id, "writer", "offer-" + i));
            if (i % 2 == 0) {
                store.update(id, r -> r.withState(AgreementState.OBSERVED, r.updated()));
            }
            System.out.println(id);
            System.out.flush();
        }
    }
}
