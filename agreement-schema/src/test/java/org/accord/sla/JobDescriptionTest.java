package org.accord.sla;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.OptionalDouble;

import org.junit.jupiter.api.Test;

class JobDescriptionTest {

    @Test
    void aFixedCpuCountIsARangeOfOne() {
        assertThat(CpuRange.fixed(4)).isEqualTo(new CpuRange(4, 4));
        assertThat(CpuRange.fixed(4).isFixed()).isTrue();
        assertThat(new CpuRange(1, 64).contains(64)).isTrue();
        assertThat(new CpuRange(1, 64).contains(65)).isFalse();
    }

    @Test
    void rejectsAnInvertedOrEmptyCpuRange() {
        assertThatThrownBy(() -> new CpuRange(8, 4)).hasMessage("cpu range max must not be below min: 8..4");
        assertThatThrownBy(() -> new CpuRange(0, 4)).hasMessage("cpu count must be at least 1: 0");
    }

    @Test
    void rejectsAWindowThatEndsBeforeItStarts() {
        assertThatThrownBy(() -> JobDescription.withWindow(CpuRange.fixed(1), 10, 500, 400))
                .hasMessage("latest finish must be after earliest start: 400.0 <= 500.0");
    }

    @Test
    void rejectsANonPositiveRuntime() {
        assertThatThrownBy(() -> JobDescription.of(CpuRange.fixed(1), 0))
                .hasMessage("single-CPU runtime must be positive and finite: 0.0");
        assertThatThrownBy(() -> new JobDescription(CpuRange.fixed(1), 10, OptionalDouble.empty(), OptionalDouble.empty(),
                OptionalDouble.of(0))).hasMessage("reserved time must be positive: 0.0");
    }
}
