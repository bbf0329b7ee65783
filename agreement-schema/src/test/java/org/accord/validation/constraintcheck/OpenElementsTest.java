package org.accord.validation.constraintcheck;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class OpenElementsTest {

    @Test
    void namesEachOpenElementOutermostFirstAtAnyDepth() {
        OpenElements open = new OpenElements();

        for (int i = 0; i < 40; i++) {
            open.push("urn:" + i, "e" + i);
        }
        open.pop();

        assertThat(open.depth()).isEqualTo(39);
        assertThat(open.uri(0)).isEqualTo("urn:0");
        assertThat(open.localName(38)).isEqualTo("e38");
        assertThat(open.uri(38)).isEqualTo("urn:38");
    }

    @Test
    void anElementEnteredAfterOneWasLeftTakesItsPlace() {
        OpenElements open = new OpenElements();
        open.push("urn:a", "a");
        open.push("urn:a", "b");
        open.pop();

        open.push("urn:c", "c");

        assertThat(open.depth()).isEqualTo(2);
        assertThat(open.localName(1)).isEqualTo("c");
        assertThat(open.uri(1)).isEqualTo("urn:c");
    }
}
