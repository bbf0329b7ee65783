package org.accord.provider.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.accord.provider.admission.Allocation;
import org.accord.provider.admission.DeadlineAllocation;
import org.accord.provider.admission.ReservationAllocation;
import org.junit.jupiter.api.Test;

class RecordEncodingTest {

    @Test
    void aDeadlineAllocationIsStoredAsTheFirstReleaseWroteIt() {
        Allocation deadline = new DeadlineAllocation(7200, List.of("node-3", "node-4"), 2, 9000.5);

        String json = RecordEncoding.allocation(deadline);

        assertThat(json).isEqualTo("{\"kind\":\"DEADLINE\",\"created\":7200.0,\"nodes\":[\"node-3\",\"node-4\"],"
                + "\"dueTime\":9000.5,\"processors\":[],\"cpus\":2,\"startHours\":2.0,\"reservedHours\":0.0,"
                + "\"agreedHours\":0.0}");
        assertThat(RecordEncoding.allocation(json)).isEqualTo(deadline);
    }

    @Test
    void aReservationAllocationKeepsItsProcessorsAndHoursAndStoresItsPlannedFinishAsDueTime() {
        Allocation reservation = new ReservationAllocation(3600, List.of("node-0"), List.of(0, 1), 2, 2.0, 3.0, 2.5);

        String json = RecordEncoding.allocation(reservation);

        assertThat(json).contains("\"kind\":\"RESERVATION\"").contains("\"dueTime\":16200.0")
                .contains("\"processors\":[0,1]");
        assertThat(RecordEncoding.allocation(json)).isEqualTo(reservation);
        assertThat(reservation.plannedStart()).isEqualTo(7200.0);
        assertThat(reservation.plannedFinish()).isEqualTo(16200.0);
    }
}
