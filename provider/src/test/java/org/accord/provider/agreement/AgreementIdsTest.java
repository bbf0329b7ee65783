package org.accord.provider.agreement;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;

class AgreementIdsTest {

    @Test
    void idsAreVersion7UuidsCarryingTheirMillisecond() {
        UUID id = UUID.fromString(AgreementIds.next(1_700_000_000_123L));

        assertThat(id.version()).isEqualTo(7);
        assertThat(id.variant()).isEqualTo(2);
        assertThat(id.getMostSignificantBits() >>> 16).isEqualTo(1_700_000_000_123L);
    }

    @Test
    void laterIdsSortLaterAsTextAndNoneRepeats() {
        List<String> ids = new ArrayList<>();
        for (long millis = 1_700_000_000_000L; millis < 1_700_000_001_000L; millis++) {
            ids.add(AgreementIds.next(millis));
        }

        assertThat(ids).isSorted().doesNotHaveDuplicates();
        assertThat(new HashSet<>(List.of(AgreementIds.next(5), AgreementIds.next(5)))).hasSize(2);
    }
}
