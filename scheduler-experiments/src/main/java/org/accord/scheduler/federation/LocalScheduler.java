package org.accord.scheduler.federation;

import java.util.Arrays;
import java.util.stream.Collectors;
import org.accord.scheduler.admission.AdmissionPolicy;
import org.accord.scheduler.admission.FcfsBidAdmission;
import org.accord.scheduler.admission.FcfsQueueBidAdmission;
import org.accord.scheduler.admission.GreedyBackfillingAdmission;

/** The policy every provider's local scheduler runs on SLA bids, by stable name. */
public enum LocalScheduler {
    /** Answers at once: accepts only if {@code p} processors are free now (the first version's FCFS). */
    FCFS(FcfsBidAdmission.NAME),
    /** Answers at once: accepts if the job, queued behind earlier work, meets its deadline. */
    FCFS_QUEUE(FcfsQueueBidAdmission.NAME),
    /** Algorithm 2: keeps a bid until its expiry and accepts it as soon as it fits. */
    GREEDY_BACKFILLING(GreedyBackfillingAdmission.NAME);

    private final String label;

    LocalScheduler(String label) {
        this.label = label;
    }

    /** The stable name. */
    public String label() {
        return label;
    }

    /** The scheduler named {@code name}. */
    public static LocalScheduler named(String name) {
        return Arrays.stream(values()).filter(s -> s.label.equals(name)).findFirst().orElseThrow(() ->
                new IllegalArgumentException("local scheduler policy must be one of " + Arrays.stream(values())
                        .map(LocalScheduler::label).collect(Collectors.joining(", ")) + ": " + name));
    }

    /** True when the scheduler keeps bids until they expire. */
    public boolean queuesBids() {
        return this == GREEDY_BACKFILLING;
    }

    /** A fresh admission policy. Greedy backfilling's own expiry is unused: the manager sets each bid's. */
    AdmissionPolicy policy() {
        return switch (this) {
            case FCFS -> new FcfsBidAdmission();
            case FCFS_QUEUE -> new FcfsQueueBidAdmission();
            case GREEDY_BACKFILLING -> new GreedyBackfillingAdmission(0);
        };
    }
}
