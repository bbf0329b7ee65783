package org.accord.provider.store;

import java.nio.file.Path;

import org.accord.agreement.AgreementState;

/**
 * Child process of {@link StoreKillDurabilityIT}: stores agreements in the embedded store of the given data
 * directory from several threads at once (so that their writes share commits) until it is killed, moving every
 * other one to Observed, and prints each agreement's id once its writes have returned. Usage:
 * {@code DATA_DIR THREADS}.
 */
public final class StoreWriterProcess {

    private StoreWriterProcess() {}

    public static void main(String[] args) {
        AgreementStore store = GroupCommitAgreementStore.open(Path.of(args[0]));
        int threads = Integer.parseInt(args[1]);
        System.out.println("open");
        System.out.flush();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            new Thread(() -> write(store, thread, threads), "writer-" + t).start();
        }
    }

    /** Writes agreements k-THREAD, k-(THREAD + THREADS), ...: the even ones end Observed. */
    private static void write(AgreementStore store, int thread, int threads) {
        for (int i = thread; ; i += threads) {
            String id = "k-" + i;
            store.create(Records.agreement(id, "writer", "offer-" + i));
            if (i % 2 == 0) {
                store.update(id, r -> r.withState(AgreementState.OBSERVED, r.updated()));
            }
            synchronized (System.out) {
                System.out.println(id);
                System.out.flush();
            }
        }
    }
}
