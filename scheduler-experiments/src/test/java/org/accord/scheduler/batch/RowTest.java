package org.accord.scheduler.batch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RowTest {

    @Test
    void keepsColumnsInTheOrderTheyWereAdded() {
        Row row = Row.of("policy", "libra").with("utility", 3.5).with("jobsCompleted", 7);

        assertThat(row.values().keySet()).containsExactly("policy", "utility", "jobsCompleted");
        assertThat(row.number("utility")).isEqualTo(3.5);
        assertThat(row.text("jobsCompleted")).isEqualTo("7");
    }

    @Test
    void replacingAColumnKeepsItsPlace() {
        Row row = Row.of("a", 1).with("b", 2).with("a", 3);

        assertThat(row.values()).containsExactly(java.util.Map.entry("a", 3), java.util.Map.entry("b", 2));
    }

    @Test
    void rejectsNumbersThatJsonCannotHold() {
        assertThatThrownBy(() -> Row.of("improvement", Double.POSITIVE_INFINITY))
                .hasMessageContaining("column 'improvement' must be a finite number");
        assertThatThrownBy(() -> Row.of("utility", Double.NaN)).hasMessageContaining("finite");
    }

    @Test
    void rejectsValuesThatAreNotTextNumbersOrBooleans() {
        assertThatThrownBy(() -> Row.of("when", java.time.Instant.EPOCH))
                .hasMessageContaining("column 'when' must be text, a number or a boolean");
    }

    @Test
    void namesTheMissingColumn() {
        assertThatThrownBy(() -> Row.of("a", 1).get("b")).isInstanceOf(BatchException.class)
                .hasMessageContaining("no column 'b'");
    }
}
