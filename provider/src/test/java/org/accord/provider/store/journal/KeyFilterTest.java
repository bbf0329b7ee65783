package org.accord.provider.store.journal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

class KeyFilterTest {

    @Test
    void neverMissesAnAddedKey() {
        KeyFilter filter = new KeyFilter(50_000);
        IntStream.range(0, 50_000).forEach(i -> filter.add("sha256:" + Integer.toHexString(i * 7919)));

        assertThat(IntStream.range(0, 50_000)).allMatch(i -> filter.mightContain("sha256:" + Integer.toHexString(i * 7919)));
        assertThat(filter.size()).isEqualTo(50_000);
    }

    @Test
    void answersNoForAboutNinetyNineInAHundredAbsentKeysWhenFull() {
        KeyFilter filter = new KeyFilter(50_000);
        IntStream.range(0, 50_000).forEach(i -> filter.add("agreement-" + i));

        long falsePositives = IntStream.range(50_000, 150_000).filter(i -> filter.mightContain("agreement-" + i)).count();

        assertThat(falsePositives).isLessThan(2_000);
    }

    @Test
    void growsPastItsFirstCapacityWithoutMissingAKey() {
        KeyFilter filter = new KeyFilter(1_000);
        IntStream.range(0, 85_000).forEach(i -> filter.add("agreement-" + i));

        assertThat(filter.segments()).isEqualTo(4);
        assertThat(IntStream.range(0, 85_000)).allMatch(i -> filter.mightContain("agreement-" + i));
        assertThat(filter.size()).isEqualTo(85_000);
    }

    @Test
    void keepsFalsePositivesUnderTwoInAHundredAfterGrowing() {
        KeyFilter filter = new KeyFilter(1_000);
        IntStream.range(0, 341_000).forEach(i -> filter.add("agreement-" + i));

        long falsePositives = IntStream.range(1_000_000, 1_200_000).filter(i -> filter.mightContain("agreement-" + i)).count();

        assertThat(filter.segments()).isEqualTo(5);
        assertThat(falsePositives).isLessThan(4_000);
    }

    @Test
    void anEmptyFilterContainsNothing() {
        assertThat(new KeyFilter(10).mightContain("a1")).isFalse();
        assertThatThrownBy(() -> new KeyFilter(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
