package org.accord.constraint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CreationConstraintCheckerTest {

    private static final String CPU_LOCATION = "//accord:JobDescription/accord:CPUCount";

    private static ItemConstraint item(String name, boolean required, Facet... facets) {
        return new ItemConstraint(name, "//" + name, required, List.of(facets));
    }

    private static List<String> messages(List<ItemConstraint> constraints, Map<String, List<String>> values) {
        return CreationConstraintChecker.check(constraints, values).stream()
                .map(ConstraintViolation::message).toList();
    }

    private static Facet.MinInclusive min(long v) {
        return new Facet.MinInclusive(BigDecimal.valueOf(v));
    }

    private static Facet.MaxInclusive max(long v) {
        return new Facet.MaxInclusive(BigDecimal.valueOf(v));
    }

    @Test
    void acceptsOfferWithinEveryConstraint() {
        List<ItemConstraint> constraints = List.of(item("CPUCount", true, min(1), max(64)),
                item("DeadlineType", false, new Facet.Enumeration(List.of("HARD", "SOFT"))));

        assertThat(CreationConstraintChecker.check(constraints,
                Map.of("CPUCount", List.of("64"), "DeadlineType", List.of("SOFT")))).isEmpty();
    }

    @Test
    void reportsValueAboveMaximumWithItemValueAndBound() {
        ItemConstraint cpu = new ItemConstraint("CPUCount", CPU_LOCATION, true, List.of(min(1), max(64)));

        assertThat(CreationConstraintChecker.check(List.of(cpu), Map.of("CPUCount", List.of("128"))))
                .containsExactly(new ConstraintViolation("CPUCount", CPU_LOCATION,
                        "item 'CPUCount': value 128 is above the maximum 64"));
    }

    @Test
    void reportsValueBelowMinimum() {
        assertThat(messages(List.of(item("CPUCount", true, min(1))), Map.of("CPUCount", List.of("0"))))
                .containsExactly("item 'CPUCount': value 0 is below the minimum 1");
    }

    @Test
    void exclusiveBoundsRejectTheBoundItself() {
        List<ItemConstraint> constraints = List.of(item("Budget", true,
                new Facet.MinExclusive(BigDecimal.ZERO), new Facet.MaxExclusive(new BigDecimal("1000.5"))));

        assertThat(messages(constraints, Map.of("Budget", List.of("0", "1000.5", "1000.4")))).containsExactly(
                "item 'Budget': value 0 is not above the exclusive minimum 0",
                "item 'Budget': value 1000.5 is not below the exclusive maximum 1000.5");
    }

    @Test
    void reportsValueOutsideEnumeration() {
        List<ItemConstraint> constraints = List.of(item("DeadlineType", true,
                new Facet.Enumeration(List.of("HARD", "SOFT"))));

        assertThat(messages(constraints, Map.of("DeadlineType", List.of("FIRM"))))
                .containsExactly("item 'DeadlineType': value 'FIRM' is not one of [HARD, SOFT]");
    }

    @Test
    void enumerationComparesNumbersByValue() {
        List<ItemConstraint> constraints = List.of(item("Nodes", true, new Facet.Enumeration(List.of("1", "2", "4"))));

        assertThat(messages(constraints, Map.of("Nodes", List.of("4.0", "3")))).containsExactly(
                "item 'Nodes': value '3' is not one of [1, 2, 4]");
    }

    @Test
    void reportsValueNotMatchingPattern() {
        List<ItemConstraint> constraints = List.of(item("Queue", true, new Facet.Pattern("[a-z]+-[0-9]{2}")));

        assertThat(messages(constraints, Map.of("Queue", List.of("batch-01", "Batch-1")))).containsExactly(
                "item 'Queue': value 'Batch-1' does not match the pattern '[a-z]+-[0-9]{2}'");
    }

    @Test
    void reportsValueDifferingFromFixedValue() {
        List<ItemConstraint> constraints = List.of(item("Currency", true, new Facet.Fixed("EUR")));

        assertThat(messages(constraints, Map.of("Currency", List.of("USD"))))
                .containsExactly("item 'Currency': value 'USD' differs from the fixed value 'EUR'");
    }

    @Test
    void reportsMissingRequiredItemButNotMissingOptionalOne() {
        List<ItemConstraint> constraints = List.of(
                new ItemConstraint("CPUCount", CPU_LOCATION, true, List.of(min(1))),
                item("Queue", false, new Facet.Fixed("batch")));

        assertThat(messages(constraints, Map.of("CPUCount", List.of())))
                .containsExactly("item 'CPUCount' is required but the offer has no value at " + CPU_LOCATION);
    }

    @Test
    void reportsNonNumericValueOnceForSeveralNumericFacets() {
        assertThat(messages(List.of(item("CPUCount", true, min(1), max(64))), Map.of("CPUCount", List.of("many"))))
                .containsExactly("item 'CPUCount': value 'many' is not a number, as the bound 1 requires");
    }

    @Test
    void reportsEveryViolationOfAnOfferAtOnce() {
        List<ItemConstraint> constraints = List.of(
                item("CPUCount", true, min(1), max(64)),
                item("DeadlineType", true, new Facet.Enumeration(List.of("HARD", "SOFT"))),
                item("Deadline", true, min(0)),
                item("Currency", false, new Facet.Fixed("EUR")));

        List<ConstraintViolation> violations = CreationConstraintChecker.check(constraints, Map.of(
                "CPUCount", List.of("128"), "DeadlineType", List.of("FIRM"), "Currency", List.of("USD")));

        assertThat(violations).extracting(ConstraintViolation::itemName)
                .containsExactly("CPUCount", "DeadlineType", "Deadline", "Currency");
    }

    @Test
    void facetsRejectInvalidDefinitions() {
        assertThatThrownBy(() -> new Facet.Pattern("[unclosed")).hasMessageContaining("[unclosed");
        assertThatThrownBy(() -> new Facet.Enumeration(List.of())).hasMessageContaining("at least one value");
        assertThatThrownBy(() -> new Facet.MaxInclusive(null)).hasMessageContaining("maxInclusive");
    }

    @Test
    void readsNumbersAsBigDecimalDoesDigitsOfAnyScriptIncludedAndWordsAsNoNumber() {
        List<ItemConstraint> constraints = List.of(item("CPUCount", true, min(1), max(64),
                new Facet.Enumeration(List.of("4", "8"))));

        assertThat(messages(constraints, Map.of("CPUCount", List.of("\u0664", " 8.0 ", "1e1", "SOFT", "", "+-4"))))
                .containsExactly(
                        "item 'CPUCount': value '1e1' is not one of [4, 8]",
                        "item 'CPUCount': value 'SOFT' is not a number, as the bound 1 requires",
                        "item 'CPUCount': value 'SOFT' is not one of [4, 8]",
                        "item 'CPUCount': value '' is not a number, as the bound 1 requires",
                        "item 'CPUCount': value '' is not one of [4, 8]",
                        "item 'CPUCount': value '+-4' is not a number, as the bound 1 requires",
                        "item 'CPUCount': value '+-4' is not one of [4, 8]");
    }
}
