package org.accord.provider.store;

import java.nio.file.Path;

/**
 * Child process of {@link StoreKillDurabilityIT}: stores agreements in the embedded store in the given
 * data directory until it is killed, printing each agreement's id once its create has returned.
 */
public final class StoreWriterProcess {

    private StoreWriterProcess() {}

    public static void main(String[] args) {
        StoreLocation location = args.length > 1
                ? new StoreLocation(args[1], "", "")
                : StoreLocation.embedded(Path.of(args[0]));
        AgreementStore store = JdbcAgreementStore.open(location);
        System.out.println("open");
        System.out.flush();
        for (int i = 0; ; i++) {
            String id = "k-" + i;
            store.create(Records.agreement(id, "writer", "offer-" + i));
            System.out.println(id);
            System.out.flush();
        }
    }
}
