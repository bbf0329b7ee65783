package org.accord.term;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DomainAndBindingsTest {

    @Test
    void integerDomainContainsOnlyIntegersWithinBounds() {
        Domain ncpu = new Domain(1, 64, true);

        assertThat(ncpu.contains(1)).isTrue();
        assertThat(ncpu.contains(64)).isTrue();
        assertThat(ncpu.contains(0)).isFalse();
        assertThat(ncpu.contains(65)).isFalse();
        assertThat(ncpu.contains(2.5)).isFalse();
    }

    @Test
    void realDomainContainsFractions() {
        assertThat(new Domain(0, 1, false).contains(0.5)).isTrue();
    }

    @Test
    void domainRejectsInvertedNonFiniteAndFractionalIntegerBounds() {
        assertThatThrownBy(() -> new Domain(2, 1, false)).hasMessageContaining("2.0 > 1.0");
        assertThatThrownBy(() -> new Domain(0, Double.POSITIVE_INFINITY, false)).hasMessageContaining("finite");
        assertThatThrownBy(() -> new Domain(0.5, 3, true)).hasMessageContaining("integers");
    }

    @Test
    void bindingsAreImmutableAndWithReturnsACopy() {
        Map<String, Double> source = new HashMap<>(Map.of("x", 1.0));
        Bindings bindings = new Bindings(source);
        source.put("y", 2.0);
        Bindings more = bindings.with("y", 3);

        assertThat(bindings.values()).containsOnlyKeys("x");
        assertThat(more.values()).containsEntry("y", 3.0).containsEntry("x", 1.0);
        assertThat(Bindings.empty().values()).isEmpty();
    }

    @Test
    void bindingsRejectNonFiniteValues() {
        assertThatThrownBy(() -> Bindings.of("x", Double.NaN)).hasMessage("binding 'x' must be finite: NaN");
    }

    @Test
    void withAllAddsAndRebindsInOneCopyLeavingTheOriginal() {
        Bindings base = Bindings.of("a", 1, "b", 2);

        Bindings more = base.withAll(Map.of("b", 5.0, "c", 3.0));

        assertThat(more.values()).containsExactlyInAnyOrderEntriesOf(Map.of("a", 1.0, "b", 5.0, "c", 3.0));
        assertThat(base.values()).containsExactlyInAnyOrderEntriesOf(Map.of("a", 1.0, "b", 2.0));
        assertThatThrownBy(() -> base.withAll(Map.of("d", Double.NaN))).isInstanceOf(IllegalArgumentException.class);
    }
}
