package org.accord.validation.constraintcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import javax.xml.parsers.SAXParserFactory;

import org.accord.document.Documents;
import org.accord.document.Examples;
import org.accord.document.LoadedDocument;
import org.accord.document.LocatedDocument;
import org.accord.template.Template;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.xml.sax.helpers.DefaultHandler;

/**
 * The one-pass check over an offer's text passes exactly when the check on the offer's tree finds no
 * problem, for the cases where text content is assembled in less obvious ways.
 */
class StreamedConstraintCheckTest {

    private static final String A = "xmlns:accord='urn:accord:sla:1'";

    /** Budget anywhere (at most 10, required) and Deadline as the root's child (at least 60, optional). */
    private static final LoadedDocument<Template> TEMPLATE = template("""
            <wsag:Item wsag:Name="Budget" accord:required="true">
              <wsag:Location>//accord:Budget</wsag:Location>
              <wsag:ItemConstraint><xs:restriction base="xs:double"><xs:maxInclusive value="10"/></xs:restriction>
              </wsag:ItemConstraint>
            </wsag:Item>
            <wsag:Item wsag:Name="Deadline">
              <wsag:Location>/accord:Offer/accord:Deadline</wsag:Location>
              <wsag:ItemConstraint><xs:restriction base="xs:double"><xs:minInclusive value="60"/></xs:restriction>
              </wsag:ItemConstraint>
            </wsag:Item>""");

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "<accord:Offer A><accord:Budget>5</accord:Budget></accord:Offer>| true",
            "<accord:Offer A><accord:Budget>50</accord:Budget></accord:Offer>| false",
            "<accord:Offer A><accord:Budget> 5<!-- note --> </accord:Budget></accord:Offer>| true",
            "<accord:Offer A><accord:Budget>1<x/>0</accord:Budget></accord:Offer>| true",
            "<accord:Offer A><accord:Budget>1<x>2</x></accord:Budget></accord:Offer>| false",
            "<accord:Offer A><accord:Budget><accord:Budget>5</accord:Budget></accord:Budget></accord:Offer>| true",
            "<accord:Offer A><accord:Budget>1<accord:Budget>5</accord:Budget></accord:Budget></accord:Offer>| false",
            "<accord:Offer A><accord:Budget><![CDATA[5]]></accord:Budget></accord:Offer>| true",
            "<accord:Offer A><accord:Budget>&#53;</accord:Budget></accord:Offer>| true",
            "<accord:Offer A><b:Budget xmlns:b='urn:other'>5</b:Budget></accord:Offer>| false",
            "<accord:Offer A><Budget>5</Budget></accord:Offer>| false",
            "<accord:Offer A><accord:Budget>5</accord:Budget><accord:Deadline>70</accord:Deadline></accord:Offer>| true",
            "<accord:Offer A><accord:Budget>5</accord:Budget><accord:Deadline>7</accord:Deadline></accord:Offer>| false",
            "<accord:Offer A><accord:Budget>5</accord:Budget><x><accord:Deadline>7</accord:Deadline></x></accord:Offer>| true",
            "<w A><accord:Offer><accord:Budget>5</accord:Budget><accord:Deadline>7</accord:Deadline></accord:Offer></w>| true"})
    void passesExactlyWhenTheCheckOnTheTreeFindsNothing(String offer, boolean passes) {
        byte[] text = offer.replace(" A>", " " + A + ">").getBytes(StandardCharsets.UTF_8);

        boolean onTree = CreationConstraintCheck.check(TEMPLATE, LocatedDocument.parse(text, "offer")).isEmpty();

        assertThat(StreamedConstraintCheck.passes(TemplateItems.of(TEMPLATE), text, "offer"))
                .isEqualTo(onTree).isEqualTo(passes);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "<accord:Offer A><accord:Budget>5</accord:Budget></accord:Offer>| true",
            "<accord:Offer A><accord:Budget>50</accord:Budget></accord:Offer>| false",
            "<accord:Offer A><accord:Budget>5</accord:Budget><accord:Deadline>7</accord:Deadline></accord:Offer>| false",
            "<accord:Offer A><accord:Budget><accord:Budget>5</accord:Budget></accord:Budget></accord:Offer>| false",
            "<accord:Offer A><accord:Budget>1<x/>0</accord:Budget></accord:Offer>| false"})
    void givenAsEventsItDecidesOnlyWhereNoSelectedElementHasChildren(String offer, boolean passes) throws Exception {
        byte[] text = offer.replace(" A>", " " + A + ">").getBytes(StandardCharsets.UTF_8);
        SAXParserFactory factory = SAXParserFactory.newInstance();
        factory.setNamespaceAware(true);

        boolean fromEvents = StreamedConstraintCheck.passes(TemplateItems.of(TEMPLATE), handler -> {
            try {
                factory.newSAXParser().parse(new ByteArrayInputStream(text), (DefaultHandler) handler);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });

        assertThat(fromEvents).isEqualTo(passes);
    }

    /** Max: the CpuRange max or the CpuCount (at most 64); Unit: every ValueUnit under a Reward or Penalty. */
    private static final LoadedDocument<Template> WITH_ATTRIBUTES = template("""
            <wsag:Item wsag:Name="Max" accord:required="true">
              <wsag:Location>//accord:CpuRange/@max | //accord:Job/accord:CpuCount</wsag:Location>
              <wsag:ItemConstraint><xs:restriction base="xs:integer"><xs:maxInclusive value="64"/></xs:restriction>
              </wsag:ItemConstraint>
            </wsag:Item>
            <wsag:Item wsag:Name="Ncpu">
              <wsag:Location>//accord:Variable[@name='Ncpu']/@max</wsag:Location>
              <wsag:ItemConstraint><xs:restriction base="xs:integer"><xs:maxInclusive value="64"/></xs:restriction>
              </wsag:ItemConstraint>
            </wsag:Item>
            <wsag:Item wsag:Name="Unit">
              <wsag:Location>//accord:Value/*/accord:Unit</wsag:Location>
              <wsag:ItemConstraint><xs:restriction base="xs:string"><xs:enumeration value="USD"/></xs:restriction>
              </wsag:ItemConstraint>
            </wsag:Item>
            <wsag:Item wsag:Name="Limit">
              <wsag:Location>//accord:Limits/*</wsag:Location>
              <wsag:ItemConstraint><xs:restriction base="xs:integer"><xs:maxInclusive value="1"/></xs:restriction>
              </wsag:ItemConstraint>
            </wsag:Item>""");

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "<accord:Job A><accord:CpuRange max='32'/></accord:Job>| true",
            "<accord:Job A><accord:CpuRange max='128'/></accord:Job>| false",
            "<accord:Job A><accord:CpuRange min='128'/></accord:Job>| false",
            "<accord:Job A><accord:CpuCount>16</accord:CpuCount></accord:Job>| true",
            "<accord:Job A><accord:CpuCount>65</accord:CpuCount><accord:CpuRange max='8'/></accord:Job>| false",
            "<accord:Job A><accord:CpuCount>6</accord:CpuCount><accord:Variable name='Ncpu' max='99'/></accord:Job>| false",
            "<accord:Job A><accord:CpuCount>6</accord:CpuCount><accord:Variable name='T' max='99'/></accord:Job>| true",
            "<accord:Job A><accord:CpuCount>6</accord:CpuCount><accord:Variable name='Ncpu' max=' 9 '/></accord:Job>| true",
            "<accord:Job A><accord:CpuCount>6</accord:CpuCount><accord:Value><x><accord:Unit>USD</accord:Unit></x></accord:Value></accord:Job>| true",
            "<accord:Job A><accord:CpuCount>6</accord:CpuCount><accord:Value><x><accord:Unit>EUR</accord:Unit></x></accord:Value></accord:Job>| false",
            "<accord:Job A><accord:CpuCount>6</accord:CpuCount><accord:Value><accord:Unit>EUR</accord:Unit></accord:Value></accord:Job>| true",
            "<accord:Job A><accord:CpuCount>6</accord:CpuCount><accord:Limits><accord:A>1</accord:A><b:B xmlns:b='urn:o'>1</b:B></accord:Limits></accord:Job>| true",
            "<accord:Job A><accord:CpuCount>6</accord:CpuCount><accord:Limits><accord:A>1</accord:A><b:B xmlns:b='urn:o'>2</b:B></accord:Limits></accord:Job>| false",
            "<accord:Job A><accord:CpuCount>6</accord:CpuCount><accord:Limits><accord:CpuCount>2</accord:CpuCount></accord:Limits></accord:Job>| false"})
    void passesExactlyWhenTheTreeCheckFindsNothingForAttributesUnionsPredicatesAndWildcards(String offer,
            boolean passes) {
        byte[] text = offer.replace(" A>", " " + A + ">").getBytes(StandardCharsets.UTF_8);

        boolean onTree = CreationConstraintCheck.check(WITH_ATTRIBUTES, LocatedDocument.parse(text, "offer")).isEmpty();

        assertThat(StreamedConstraintCheck.passes(TemplateItems.of(WITH_ATTRIBUTES), text, "offer"))
                .isEqualTo(onTree).isEqualTo(passes);
    }

    @ParameterizedTest
    @CsvSource({"5, true", "50, false"})
    void decidesLikeTheTreeForElementsNestedDeeperThanItsFirstStacksHold(String budget, boolean passes) {
        String wrappers = "<x>".repeat(20);
        String budgets = "<accord:Budget>".repeat(6);
        String offer = "<accord:Offer " + A + ">" + wrappers + budgets + budget + "</accord:Budget>".repeat(6)
                + "</x>".repeat(20) + "</accord:Offer>";
        byte[] text = offer.getBytes(StandardCharsets.UTF_8);

        boolean onTree = CreationConstraintCheck.check(TEMPLATE, LocatedDocument.parse(text, "offer")).isEmpty();

        assertThat(StreamedConstraintCheck.passes(TemplateItems.of(TEMPLATE), text, "offer"))
                .isEqualTo(onTree).isEqualTo(passes);
    }

    @Test
    void checksBothExampleTemplatesInOnePass() {
        for (String name : new String[] {"templates/librasla-job.xml", "templates/hpc-job.xml"}) {
            LoadedDocument<Template> template = Documents.standard().readTemplate(Examples.file(name));
            assertThat(TemplateItems.of(template).paths()).as(name).isPresent();
        }
    }

    @Test
    void leavesMalformedTextToTheTree() {
        byte[] text = ("<accord:Offer " + A + "><accord:Budget>5</accord:Offer>").getBytes(StandardCharsets.UTF_8);

        assertThat(StreamedConstraintCheck.passes(TemplateItems.of(TEMPLATE), text, "offer")).isFalse();
    }

    @Test
    void leavesATemplateWithOtherLocationsToTheTree() {
        LoadedDocument<Template> withAttribute = template("""
                <wsag:Item wsag:Name="Max">
                  <wsag:Location>//accord:CpuRange/@*</wsag:Location>
                  <wsag:ItemConstraint><xs:restriction base="xs:integer"/></wsag:ItemConstraint>
                </wsag:Item>""");
        byte[] text = ("<accord:Offer " + A + "/>").getBytes(StandardCharsets.UTF_8);

        assertThat(TemplateItems.of(withAttribute).paths()).isEmpty();
        assertThat(StreamedConstraintCheck.passes(TemplateItems.of(withAttribute), text, "offer")).isFalse();
    }

    private static LoadedDocument<Template> template(String items) {
        String text = Examples.text(Examples.file("templates/librasla-job.xml"));
        String start = "<wsag:CreationConstraints>";
        String withItems = text.substring(0, text.indexOf(start) + start.length()) + items
                + text.substring(text.indexOf("</wsag:CreationConstraints>"));
        return Documents.standard().read(withItems.getBytes(StandardCharsets.UTF_8), "template.xml")
                .asModel(Template.class);
    }
}
