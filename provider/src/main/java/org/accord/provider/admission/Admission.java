package org.accord.provider.admission;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.accord.scheduler.plan.CounterProposal;

/** The scheduler's answer to one offer: admitted with its allocation, or refused with the reason. */
public sealed interface Admission {

    /**
     * Admitted and committed.
     *
     * @param allocation where and when it runs
     * @param moved reservations whose placement the re-plan changed, by agreement id (to store)
     */
    record Admitted(Allocation allocation, Map<String, Allocation> moved) implements Admission {
        public Admitted {
            Objects.requireNonNull(allocation, "allocation");
            moved = Map.copyOf(moved);
        }
    }

    /**
     * Refused; nothing changed.
     *
     * @param reason why, naming the values involved
     * @param counterProposal for a reservation: the earliest-finishing configuration that would fit with a
     *     later T_F, when there is one
     */
    record Refused(String reason, Optional<CounterProposal> counterProposal) implements Admission {
        public Refused {
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(counterProposal, "counterProposal");
        }
    }
}
