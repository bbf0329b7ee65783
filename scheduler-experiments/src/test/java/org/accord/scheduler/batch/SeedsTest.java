package org.accord.scheduler.batch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SeedsTest {

    @Test
    void sameRunSeedAndKeyGiveTheSameSeed() {
        assertThat(Seeds.forPoint(42, 3)).isEqualTo(Seeds.forPoint(42, 3));
    }

    @Test
    void neighbouringRunSeedsDoNotReplayShiftedPoints() {
        assertThat(Seeds.forPoint(43, 0)).isNotEqualTo(Seeds.forPoint(42, 1));
    }

    @Test
    void everyPointOfAGridGetsItsOwnSeed() {
        Set<Long> seeds = new HashSet<>();
        for (int key = 0; key < 1000; key++) {
            seeds.add(Seeds.forPoint(7, key));
        }
        assertThat(seeds).hasSize(1000);
    }
}
