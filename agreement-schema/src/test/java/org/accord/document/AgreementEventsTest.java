package org.accord.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.xml.namespace.QName;
import javax.xml.parsers.DocumentBuilderFactory;

import org.accord.schema.sla.ApplicationType;
import org.accord.schema.sla.CpuRangeType;
import org.accord.schema.sla.DeadlineTypeType;
import org.accord.schema.sla.EnvironmentVariableType;
import org.accord.schema.sla.FunctionTermsType;
import org.accord.schema.sla.FunctionType;
import org.accord.schema.sla.JobDescriptionType;
import org.accord.schema.sla.SlaTermsType;
import org.accord.schema.sla.VariableKind;
import org.accord.schema.sla.VariableType;
import org.accord.schema.wsag.AgreementContextType;
import org.accord.schema.wsag.AgreementRoleType;
import org.accord.schema.wsag.AgreementType;
import org.accord.schema.wsag.AssessmentIntervalType;
import org.accord.schema.wsag.BusinessValueListType;
import org.accord.schema.wsag.CompensationType;
import org.accord.schema.wsag.ExpressionType;
import org.accord.schema.wsag.GuaranteeTermType;
import org.accord.schema.wsag.KPITargetType;
import org.accord.schema.wsag.PartyType;
import org.accord.schema.wsag.PreferenceType;
import org.accord.schema.wsag.ServiceDescriptionTermType;
import org.accord.schema.wsag.ServiceLevelObjectiveType;
import org.accord.schema.wsag.ServiceRoleType;
import org.accord.schema.wsag.ServiceSelectorType;
import org.accord.schema.wsag.TermCompositorType;
import org.accord.schema.wsag.TermTreeType;
import org.accord.template.Template;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

/**
 * {@link Documents#emit} sends an offer's or agreement's events straight from its JAXB objects when
 * {@link AgreementEvents} knows the content: these tests hold it to JAXB's own events, one for one, and to the
 * same compact text (which offer ids are the digest of), on every example document, the offers the example
 * templates make, and random offers; content it does not know goes to JAXB.
 */
class AgreementEventsTest {

    private static final Documents DOCUMENTS = Documents.standard();
    private static final org.accord.schema.wsag.ObjectFactory WSAG = new org.accord.schema.wsag.ObjectFactory();
    private static final org.accord.schema.sla.ObjectFactory SLA = new org.accord.schema.sla.ObjectFactory();

    static Stream<Path> agreementDocuments() {
        List<Path> files = new ArrayList<>(Examples.allXml());
        try (Stream<Path> old = Files.walk(Path.of("src/test/resources"))) {
            old.filter(f -> f.toString().endsWith(".xml")).sorted().forEach(files::add);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return files.stream().filter(AgreementEventsTest::isReadableAgreementDocument);
    }

    private static boolean isReadableAgreementDocument(Path file) {
        try {
            LoadedDocument<?> document = DOCUMENTS.read(file);
            return document.xml() instanceof AgreementType;
        } catch (DocumentException | IllegalArgumentException e) {
            return false;
        }
    }

    @ParameterizedTest
    @MethodSource("agreementDocuments")
    void sendsJaxbsEventsForEveryExampleOfferAndAgreement(Path file) {
        LoadedDocument<?> document = DOCUMENTS.read(file);

        assertSameAsJaxb(document.kind(), (AgreementType) document.xml());
    }

    @Test
    void knowsTheExampleOffersWithoutForeignContent() {
        AgreementType offer = (AgreementType) DOCUMENTS.read(Examples.file("offers/valid/librasla-job-offer.xml")).xml();
        AgreementType hpc = (AgreementType) DOCUMENTS.read(Examples.file("offers/valid/hpc-job-offer.xml")).xml();

        assertThat(events().knows(offer)).isTrue();
        assertThat(events().knows(hpc)).isTrue();
    }

    @ParameterizedTest
    @MethodSource("templates")
    void sendsJaxbsEventsForTheOfferEachExampleTemplateMakes(Path file) {
        Template template = DOCUMENTS.readTemplate(file).model();
        AgreementType offer = DomainToWsag.offer(template.toOffer());

        assertThat(events().knows(offer)).isTrue();
        assertSameAsJaxb(DocumentKind.AGREEMENT_OFFER, offer);
        assertSameAsJaxb(DocumentKind.AGREEMENT, offer);
    }

    static Stream<Path> templates() throws java.io.IOException {
        try (Stream<Path> files = Files.list(Examples.file("templates"))) {
            return files.filter(f -> f.toString().endsWith(".xml")).sorted().toList().stream();
        }
    }

    @Test
    void sendsJaxbsEventsForRandomOffers() {
        Random random = new Random(20261125L);
        int known = 0;
        for (int i = 0; i < 1_000; i++) {
            AgreementType offer = randomOffer(random);
            known += events().knows(offer) ? 1 : 0;
            assertSameAsJaxb(i % 2 == 0 ? DocumentKind.AGREEMENT_OFFER : DocumentKind.AGREEMENT, offer);
        }
        assertThat(known).as("random offers of known content").isGreaterThan(750);
    }

    @Test
    void leavesForeignElementsWildcardAttributesAndPreferencesToJaxb() throws Exception {
        AgreementType foreign = randomOffer(new Random(1));
        org.w3c.dom.Document dom = DocumentBuilderFactory.newInstance().newDocumentBuilder().newDocument();
        dom.appendChild(dom.createElementNS("urn:example:other", "o:Thing"));
        firstServiceDescriptionTerm(foreign).getAny().add(dom.getDocumentElement());
        AgreementType attributed = randomOffer(new Random(1));
        attributed.getOtherAttributes().put(new QName("urn:example:other", "note", "o"), "x");
        AgreementType preferring = randomOffer(new Random(1));
        GuaranteeTermType guarantee = guaranteeTerm();
        guarantee.getBusinessValueList().setPreference(new PreferenceType());
        preferring.getTerms().getAll().getTerms().add(WSAG.createTermCompositorTypeGuaranteeTerm(guarantee));

        for (AgreementType offer : List.of(foreign, attributed, preferring)) {
            assertThat(events().knows(offer)).isFalse();
            assertSameAsJaxb(DocumentKind.AGREEMENT_OFFER, offer);
        }
    }

    /**
     * Every field of the classes it writes is one it writes or refuses: a field added to the schema fails here
     * until {@link AgreementEvents} writes it (or leaves documents holding it to JAXB).
     */
    @Test
    void handlesEveryFieldOfTheClassesItWrites() {
        assertFields(AgreementType.class, "name", "context", "terms", "agreementId", "otherAttributes");
        assertFields(AgreementContextType.class, "agreementInitiator", "agreementResponder", "serviceProvider",
                "expirationTime", "templateId", "templateName", "any", "otherAttributes");
        assertFields(PartyType.class, "content", "otherAttributes");
        assertFields(TermTreeType.class, "all", "otherAttributes");
        assertFields(TermCompositorType.class, "terms", "otherAttributes");
        assertFields(org.accord.schema.wsag.TermType.class, "name", "otherAttributes");
        assertFields(org.accord.schema.wsag.ServiceTermType.class, "serviceName");
        assertFields(ServiceDescriptionTermType.class, "any");
        assertFields(GuaranteeTermType.class, "serviceScope", "qualifyingCondition", "serviceLevelObjective",
                "businessValueList", "obligated");
        assertFields(ServiceSelectorType.class, "content", "serviceName");
        assertFields(ServiceLevelObjectiveType.class, "kpiTarget", "customServiceLevel");
        assertFields(KPITargetType.class, "kpiName", "customServiceLevel");
        assertFields(ExpressionType.class, "content", "otherAttributes");
        assertFields(BusinessValueListType.class, "importance", "penalty", "reward", "preference",
                "customBusinessValue", "any");
        assertFields(CompensationType.class, "assessmentInterval", "valueUnit", "valueExpression");
        assertFields(AssessmentIntervalType.class, "timeInterval", "count");
        assertFields(JobDescriptionType.class, "cpuCount", "cpuRange", "singleCpuRuntime", "earliestStart",
                "latestFinish", "reservedTime", "application");
        assertFields(CpuRangeType.class, "min", "max");
        assertFields(ApplicationType.class, "executable", "argument", "workingDirectory", "environment", "offerMaySet");
        assertFields(EnvironmentVariableType.class, "value", "name");
        assertFields(FunctionTermsType.class, "variable", "function");
        assertFields(VariableType.class, "name", "min", "max", "type");
        assertFields(FunctionType.class, "name", "expression");
        assertFields(SlaTermsType.class, "deadlineType", "deadline", "budget", "penaltyRate");
    }

    @Test
    void printsDoublesAsJaxbDoes() {
        assertThat(AgreementEvents.print(28800)).isEqualTo("28800.0");
        assertThat(AgreementEvents.print(0.01)).isEqualTo("0.01");
        assertThat(AgreementEvents.print(1e21)).isEqualTo("1.0E21");
        assertThat(AgreementEvents.print(Double.POSITIVE_INFINITY)).isEqualTo("INF");
        assertThat(AgreementEvents.print(Double.NEGATIVE_INFINITY)).isEqualTo("-INF");
        assertThat(AgreementEvents.print(Double.NaN)).isEqualTo("NaN");
    }

    private static void assertFields(Class<?> type, String... names) {
        Set<String> fields = Arrays.stream(type.getDeclaredFields()).filter(f -> !Modifier.isStatic(f.getModifiers()))
                .map(Field::getName).collect(Collectors.toSet());
        assertThat(fields).as(type.getSimpleName()).containsExactlyInAnyOrder(names);
    }

    private static AgreementEvents events() {
        return new AgreementEvents(List.of(java.util.Map.entry("wsag", Namespaces.WSAG),
                java.util.Map.entry("wsag-neg", Namespaces.NEGOTIATION), java.util.Map.entry("accord", Namespaces.ACCORD)));
    }

    private static void assertSameAsJaxb(DocumentKind kind, AgreementType document) {
        Recorder direct = new Recorder();
        Recorder jaxb = new Recorder();
        XmlText directText = new XmlText();
        XmlText jaxbText = new XmlText();
        DOCUMENTS.emit(kind, document, direct);
        DOCUMENTS.marshalByJaxb(kind, document, jaxb);
        DOCUMENTS.emit(kind, document, directText);
        DOCUMENTS.marshalByJaxb(kind, document, jaxbText);

        assertThat(direct.events).isEqualTo(jaxb.events);
        assertThat(directText.toString()).isEqualTo(jaxbText.toString());
    }

    /** Every event that matters to a reader, as text; characters joined as a reader sees them. */
    private static final class Recorder extends DefaultHandler {
        final List<String> events = new ArrayList<>();
        private final StringBuilder text = new StringBuilder();

        @Override
        public void startDocument() {
            events.add("startDocument");
        }

        @Override
        public void endDocument() {
            flush();
            events.add("endDocument");
        }

        @Override
        public void startPrefixMapping(String prefix, String uri) {
            flush();
            events.add("xmlns:" + prefix + "=" + uri);
        }

        @Override
        public void endPrefixMapping(String prefix) {
            flush();
            events.add("end xmlns:" + prefix);
        }

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attributes) {
            flush();
            StringBuilder event = new StringBuilder("<{" + uri + "}" + localName + " " + qName);
            for (int i = 0; i < attributes.getLength(); i++) {
                event.append(" {").append(attributes.getURI(i)).append('}').append(attributes.getLocalName(i))
                        .append(' ').append(attributes.getQName(i)).append(' ').append(attributes.getType(i))
                        .append("=").append(attributes.getValue(i));
            }
            events.add(event.toString());
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            flush();
            events.add("</{" + uri + "}" + localName + " " + qName);
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            text.append(ch, start, length);
        }

        private void flush() {
            if (!text.isEmpty()) {
                events.add("text " + text);
                text.setLength(0);
            }
        }
    }

    private static ServiceDescriptionTermType firstServiceDescriptionTerm(AgreementType offer) {
        return offer.getTerms().getAll().getTerms().stream().map(e -> e.getValue())
                .filter(ServiceDescriptionTermType.class::isInstance).map(ServiceDescriptionTermType.class::cast)
                .findFirst().orElseThrow();
    }

    private static final String[] TEXTS = {"job", "a & b < c > d", "quote \" and ' apostrophe", "tab\tnew\nline\rcr",
        "  spaced  ", "", "ünïcødé €", "max(0, wallclock - deadline)"};

    private static String text(Random random) {
        return TEXTS[random.nextInt(TEXTS.length)] + (random.nextBoolean() ? "" : "-" + random.nextInt(1000));
    }

    private static String maybe(Random random) {
        return random.nextInt(4) == 0 ? null : text(random);
    }

    private static double number(Random random) {
        return switch (random.nextInt(6)) {
            case 0 -> random.nextInt(100_000);
            case 1 -> random.nextDouble();
            case 2 -> random.nextDouble() * 1e25;
            case 3 -> 0.01;
            case 4 -> -random.nextInt(100);
            default -> random.nextInt(10) == 0 ? Double.POSITIVE_INFINITY : 1e-7 * random.nextInt(100);
        };
    }

    /** A random offer, mostly of content {@link AgreementEvents} knows. */
    static AgreementType randomOffer(Random random) {
        AgreementType offer = new AgreementType();
        offer.setName(maybe(random));
        if (random.nextInt(5) == 0) {
            offer.setAgreementId(text(random));
        }
        AgreementContextType context = new AgreementContextType();
        context.setAgreementInitiator(party(random));
        context.setAgreementResponder(party(random));
        if (random.nextBoolean()) {
            context.setServiceProvider(AgreementRoleType.values()[random.nextInt(AgreementRoleType.values().length)]);
        }
        if (random.nextBoolean()) {
            context.setExpirationTime(Instant.ofEpochMilli(random.nextLong(4_000_000_000_000L)
                    / (random.nextBoolean() ? 1 : 1000) * (random.nextBoolean() ? 1 : 1000)));
        }
        context.setTemplateId(maybe(random));
        context.setTemplateName(maybe(random));
        offer.setContext(random.nextInt(10) == 0 ? null : context);
        TermTreeType terms = new TermTreeType();
        terms.setAll(compositor(random, 0));
        offer.setTerms(terms);
        return offer;
    }

    private static PartyType party(Random random) {
        if (random.nextInt(4) == 0) {
            return null;
        }
        PartyType party = new PartyType();
        for (int i = random.nextInt(3); i > 0; i--) {
            party.getContent().add(text(random));
        }
        return party;
    }

    private static TermCompositorType compositor(Random random, int depth) {
        TermCompositorType compositor = new TermCompositorType();
        for (int i = random.nextInt(4); i >= 0; i--) {
            int kind = random.nextInt(depth < 2 ? 5 : 3);
            if (kind == 0) {
                compositor.getTerms().add(WSAG.createTermCompositorTypeServiceDescriptionTerm(serviceDescriptionTerm(random)));
            } else if (kind == 1 || kind == 2) {
                compositor.getTerms().add(WSAG.createTermCompositorTypeGuaranteeTerm(guaranteeTerm(random)));
            } else if (kind == 3) {
                compositor.getTerms().add(WSAG.createTermCompositorTypeExactlyOne(compositor(random, depth + 1)));
            } else {
                compositor.getTerms().add(random.nextBoolean()
                        ? WSAG.createTermCompositorTypeOneOrMore(compositor(random, depth + 1))
                        : WSAG.createTermCompositorTypeAll(compositor(random, depth + 1)));
            }
        }
        if (depth == 0) {
            compositor.getTerms().add(0, WSAG.createTermCompositorTypeServiceDescriptionTerm(serviceDescriptionTerm(random)));
        }
        return compositor;
    }

    private static ServiceDescriptionTermType serviceDescriptionTerm(Random random) {
        ServiceDescriptionTermType term = new ServiceDescriptionTermType();
        term.setName(maybe(random));
        term.setServiceName(maybe(random));
        if (random.nextInt(4) != 0) {
            term.getAny().add(SLA.createJobDescription(job(random)));
        }
        if (random.nextInt(4) != 0) {
            term.getAny().add(SLA.createFunctionTerms(functionTerms(random)));
        }
        if (random.nextInt(8) == 0) {
            term.getAny().add(SLA.createSlaTerms(slaTerms(random)));
        }
        return term;
    }

    private static JobDescriptionType job(Random random) {
        JobDescriptionType job = new JobDescriptionType();
        if (random.nextBoolean()) {
            job.setCpuCount(BigInteger.valueOf(random.nextInt(1000) + 1));
        } else if (random.nextBoolean()) {
            CpuRangeType range = new CpuRangeType();
            range.setMin(BigInteger.valueOf(random.nextInt(10) + 1));
            range.setMax(random.nextInt(10) == 0 ? null : new BigInteger("123456789012345678901234567890"));
            job.setCpuRange(range);
        }
        job.setSingleCpuRuntime(number(random));
        job.setEarliestStart(random.nextBoolean() ? number(random) : null);
        job.setLatestFinish(random.nextBoolean() ? number(random) : null);
        job.setReservedTime(random.nextBoolean() ? number(random) : null);
        if (random.nextInt(3) == 0) {
            ApplicationType application = new ApplicationType();
            application.setExecutable(maybe(random));
            for (int i = random.nextInt(3); i > 0; i--) {
                application.getArgument().add(text(random));
            }
            application.setWorkingDirectory(maybe(random));
            for (int i = random.nextInt(3); i > 0; i--) {
                EnvironmentVariableType variable = new EnvironmentVariableType();
                variable.setName(maybe(random));
                variable.setValue(text(random));
                application.getEnvironment().add(variable);
            }
            application.setOfferMaySet(maybe(random));
            job.setApplication(application);
        }
        return job;
    }

    private static FunctionTermsType functionTerms(Random random) {
        FunctionTermsType terms = new FunctionTermsType();
        for (int i = random.nextInt(5); i > 0; i--) {
            VariableType variable = new VariableType();
            variable.setName(maybe(random));
            variable.setMin(number(random));
            variable.setMax(number(random));
            if (random.nextBoolean()) {
                variable.setType(VariableKind.values()[random.nextInt(VariableKind.values().length)]);
            }
            terms.getVariable().add(variable);
        }
        for (int i = random.nextInt(4); i > 0; i--) {
            FunctionType function = new FunctionType();
            function.setName(maybe(random));
            function.setExpression(maybe(random));
            terms.getFunction().add(function);
        }
        return terms;
    }

    private static SlaTermsType slaTerms(Random random) {
        SlaTermsType terms = new SlaTermsType();
        if (random.nextInt(5) != 0) {
            terms.setDeadlineType(DeadlineTypeType.values()[random.nextInt(DeadlineTypeType.values().length)]);
        }
        terms.setDeadline(number(random));
        terms.setBudget(number(random));
        terms.setPenaltyRate(number(random));
        return terms;
    }

    private static GuaranteeTermType guaranteeTerm() {
        return guaranteeTerm(new Random(7));
    }

    private static GuaranteeTermType guaranteeTerm(Random random) {
        GuaranteeTermType term = new GuaranteeTermType();
        term.setName(maybe(random));
        if (random.nextBoolean()) {
            term.setObligated(ServiceRoleType.values()[random.nextInt(ServiceRoleType.values().length)]);
        }
        for (int i = random.nextInt(3); i > 0; i--) {
            ServiceSelectorType scope = new ServiceSelectorType();
            scope.setServiceName(maybe(random));
            if (random.nextBoolean()) {
                scope.getContent().add(text(random));
            }
            term.getServiceScope().add(scope);
        }
        if (random.nextInt(4) == 0) {
            term.setQualifyingCondition(expression(random));
        }
        ServiceLevelObjectiveType objective = new ServiceLevelObjectiveType();
        if (random.nextBoolean()) {
            KPITargetType target = new KPITargetType();
            target.setKPIName(maybe(random));
            target.setCustomServiceLevel(random.nextInt(5) == 0 ? null : expression(random));
            objective.setKPITarget(target);
        } else {
            objective.setCustomServiceLevel(expression(random));
        }
        term.setServiceLevelObjective(random.nextInt(10) == 0 ? null : objective);
        BusinessValueListType values = new BusinessValueListType();
        if (random.nextInt(3) == 0) {
            values.setImportance(BigInteger.valueOf(random.nextInt(100)));
        }
        for (int i = random.nextInt(3); i > 0; i--) {
            (random.nextBoolean() ? values.getPenalty() : values.getReward()).add(compensation(random));
        }
        term.setBusinessValueList(values);
        return term;
    }

    private static CompensationType compensation(Random random) {
        CompensationType compensation = new CompensationType();
        AssessmentIntervalType interval = new AssessmentIntervalType();
        if (random.nextInt(4) != 0) {
            interval.setCount(BigInteger.valueOf(random.nextInt(100) + 1));
        }
        compensation.setAssessmentInterval(random.nextInt(6) == 0 ? null : interval);
        compensation.setValueUnit(maybe(random));
        compensation.setValueExpression(random.nextInt(6) == 0 ? null : expression(random));
        return compensation;
    }

    private static ExpressionType expression(Random random) {
        ExpressionType expression = new ExpressionType();
        for (int i = random.nextInt(4); i > 0; i--) {
            if (random.nextInt(3) == 0) {
                expression.getContent().add(SLA.createSlaTerms(slaTerms(random)));
            } else {
                expression.getContent().add(text(random));
            }
        }
        return expression;
    }
}
