package org.accord.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

/** Parsing with kept readers: each parse is independent of what the reader parsed before. */
class LocatedDocumentTest {

    @Test
    void parsesAGoodDocumentAfterAMalformedOneWithThePositionsOfAFreshReader() {
        DocumentException malformed = catchThrowableOfType(
                () -> LocatedDocument.parse(bytes("<a>\n  <b></a>"), "bad.xml"), DocumentException.class);
        LocatedDocument good = LocatedDocument.parse(bytes("<r xmlns='urn:r'>\n  <c>x</c>\n</r>"), "good.xml");

        assertThat(malformed.problems()).singleElement().satisfies(p -> {
            assertThat(p.source()).isEqualTo("bad.xml");
            assertThat(p.position()).isEqualTo(new Position(2, 8));
        });
        assertThat(good.positionOf(good.root().getFirstChild().getNextSibling())).isEqualTo(new Position(2, 6));
        assertThat(good.root().getTextContent().trim()).isEqualTo("x");
    }

    @Test
    void refusesADoctypeWithAKeptReader() {
        LocatedDocument.parse(bytes("<ok/>"), "first.xml");

        DocumentException refused = catchThrowableOfType(
                () -> LocatedDocument.parse(bytes("<!DOCTYPE a [<!ENTITY e 'x'>]><a>&e;</a>"), "doctype.xml"),
                DocumentException.class);

        assertThat(refused.problems()).singleElement()
                .satisfies(p -> assertThat(p.message()).contains("DOCTYPE declarations are not allowed"));
    }

    @Test
    void parsesManyDocumentsAtOnceEachIntoItsOwnTree() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<String>> texts = IntStream.range(0, 400)
                    .mapToObj(i -> pool.submit(() -> LocatedDocument.parse(bytes("<n>" + i + "</n>"), "n" + i)
                            .root().getTextContent()))
                    .toList();
            for (int i = 0; i < texts.size(); i++) {
                assertThat(texts.get(i).get()).isEqualTo(String.valueOf(i));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static byte[] bytes(String xml) {
        return xml.getBytes(StandardCharsets.UTF_8);
    }
}
