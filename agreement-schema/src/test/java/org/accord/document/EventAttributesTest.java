package org.accord.document;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EventAttributesTest {

    @Test
    void findsAttributesByNameAndIndexAsSaxDoes() {
        EventAttributes attributes = new EventAttributes();
        attributes.add(Namespaces.WSAG, "Name", "wsag:Name", "job");
        attributes.add("", "min", "min", "4.0");

        assertThat(attributes.getLength()).isEqualTo(2);
        assertThat(attributes.getValue(Namespaces.WSAG, "Name")).isEqualTo("job");
        assertThat(attributes.getValue("min")).isEqualTo("4.0");
        assertThat(attributes.getIndex("", "min")).isEqualTo(1);
        assertThat(attributes.getType("wsag:Name")).isEqualTo("CDATA");
        assertThat(attributes.getValue("max")).isNull();
        assertThat(attributes.getIndex(Namespaces.ACCORD, "Name")).isEqualTo(-1);
        assertThat(attributes.getQName(2)).isNull();
        assertThat(attributes.getType(-1)).isNull();
    }

    @Test
    void growsPastItsFirstArraysAndForgetsEverythingOnClear() {
        EventAttributes attributes = new EventAttributes();
        for (int i = 0; i < 9; i++) {
            attributes.add("", "a" + i, "a" + i, "v" + i);
        }
        assertThat(attributes.getValue("a8")).isEqualTo("v8");

        attributes.clear();

        assertThat(attributes.getLength()).isZero();
        assertThat(attributes.getValue("a0")).isNull();
        assertThat(attributes.getValue(0)).isNull();
    }
}
