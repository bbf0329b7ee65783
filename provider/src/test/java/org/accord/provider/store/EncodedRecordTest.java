package org.accord.provider.store;

import static org.accord.provider.store.Records.T0;
import static org.accord.provider.store.Records.agreement;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.accord.agreement.AgreementState;
import org.accord.provider.admission.DeadlineAllocation;
import org.junit.jupiter.api.Test;

/** A record's fields encoded once, and a later version's reusing the placement that did not change. */
class EncodedRecordTest {

    private final AgreementRecord placed = agreement("a1", "alice", "offer-1")
            .withPlacement(Records.placement(), T0.plusSeconds(1));

    @Test
    void encodesEachTextFieldAsTheStoreWritesIt() {
        EncodedRecord encoded = EncodedRecord.of(placed);

        assertThat(encoded.record()).isSameAs(placed);
        assertThat(encoded.state()).isEqualTo(RecordEncoding.state(placed.state()));
        assertThat(encoded.serviceTerms()).isEqualTo(RecordEncoding.serviceTerms(placed.serviceTerms()));
        assertThat(encoded.guarantees()).isEqualTo(RecordEncoding.guarantees(placed.guarantees()));
        assertThat(encoded.placement()).isEqualTo(RecordEncoding.allocation(Records.placement()));
        assertThat(EncodedRecord.of(agreement("a2", "bob", "offer-2")).placement()).isNull();
    }

    @Test
    void aLaterVersionWithTheSamePlacementReusesItsJson() {
        EncodedRecord previous = EncodedRecord.of(placed);
        AgreementRecord observed = placed.withState(AgreementState.OBSERVED, T0.plusSeconds(2));

        EncodedRecord next = EncodedRecord.of(observed, previous);

        assertThat(next).isEqualTo(EncodedRecord.of(observed));
        assertThat(next.placement()).isSameAs(previous.placement());
        assertThat(next.state()).isEqualTo("Observed");
    }

    @Test
    void aLaterVersionWithAnotherPlacementEncodesItsOwn() {
        EncodedRecord previous = EncodedRecord.of(placed);
        DeadlineAllocation moved = new DeadlineAllocation(11.5, List.of("node-7"), 2, 120.0);

        EncodedRecord next = EncodedRecord.of(placed.withPlacement(moved, T0.plusSeconds(3)), previous);

        assertThat(next.placement()).isEqualTo(RecordEncoding.allocation(moved)).isNotEqualTo(previous.placement());
    }
}
