package org.accord.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import javax.xml.namespace.QName;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;

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
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

/**
 * {@link Documents#emit} sends a document's events as JAXB's marshaller makes them, and {@link XmlText} writes
 * them as the compact text whose digest is an offer's id: the ids stay those that stores already hold, and
 * the text reads back as the same document, for every example document, the offers the example templates
 * make, and random offers with text that needs escaping and content from other namespaces.
 */
class DocumentEventsTest {

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
        return files.stream().filter(DocumentEventsTest::isReadableAgreementDocument);
    }

    private static boolean isReadableAgreementDocument(Path file) {
        try {
            LoadedDocument<?> document = DOCUMENTS.read(file);
            return document.xml() instanceof AgreementType;
        } catch (DocumentException | IllegalArgumentException e) {
            return false;
        }
    }

    /** SHA-256 of the compact text, as offer ids are taken: the values stores written before already hold. */
    @ParameterizedTest
    @CsvSource({
        "offers/valid/librasla-job-offer.xml, AGREEMENT_OFFER, 8a6c8254b73fdaecbf27aa6e3c84f7d20bee902382a5dcaae51680fbcbce46de",
        "offers/valid/librasla-job-offer.xml, AGREEMENT, c32944e230a5353b8b00c72f12157dbb52b9de806b708796fb82b0fc2e456139",
        "offers/valid/hpc-job-offer.xml, AGREEMENT_OFFER, 4d72a11ee2014bef1054d9501098c5feb38ba1180576dc0b0ffc68b9c9f07e00",
        "offers/valid/hpc-job-offer.xml, AGREEMENT, 6e67bff5fb6434c04fbac3ffd9dd68a10ce5f4be515ae31440ff962c61499ab5"})
    void theCompactTextOfAnExampleOfferIsTheOneItsStoredIdIsTheDigestOf(String file, DocumentKind kind, String sha256)
            throws Exception {
        XmlText text = new XmlText();

        DOCUMENTS.emit(kind, DOCUMENTS.read(Examples.file(file)).xml(), text);

        assertThat(HexFormat.of().formatHex(text.digest(MessageDigest.getInstance("SHA-256")))).isEqualTo(sha256);
    }

    @ParameterizedTest
    @MethodSource("agreementDocuments")
    void theCompactTextOfEveryExampleOfferAndAgreementReadsBackAsTheSameDocument(Path file) {
        LoadedDocument<?> document = DOCUMENTS.read(file);

        assertReadsBack(document.kind(), (AgreementType) document.xml());
        assertThat(DOCUMENTS.read(compact(document.kind(), (AgreementType) document.xml()), file.toString()).model())
                .isEqualTo(document.model());
    }

    @ParameterizedTest
    @MethodSource("templates")
    void theCompactTextOfTheOfferEachExampleTemplateMakesReadsBack(Path file) {
        Template template = DOCUMENTS.readTemplate(file).model();
        AgreementType offer = DomainToWsag.offer(template.toOffer());

        assertReadsBack(DocumentKind.AGREEMENT_OFFER, offer);
        assertReadsBack(DocumentKind.AGREEMENT, offer);
        assertThat(DOCUMENTS.read(compact(DocumentKind.AGREEMENT_OFFER, offer), file.toString()).model())
                .isEqualTo(template.toOffer());
    }

    static Stream<Path> templates() throws java.io.IOException {
        try (Stream<Path> files = Files.list(Examples.file("templates"))) {
            return files.filter(f -> f.toString().endsWith(".xml")).sorted().toList().stream();
        }
    }

    @Test
    void theCompactTextOfRandomOffersReadsBack() {
        Random random = new Random(20261125L);
        for (int i = 0; i < 1_000; i++) {
            assertReadsBack(i % 2 == 0 ? DocumentKind.AGREEMENT_OFFER : DocumentKind.AGREEMENT, randomOffer(random));
        }
    }

    @Test
    void foreignElementsWildcardAttributesAndPreferencesAreSentAndReadBack() throws Exception {
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

        assertThat(new String(compact(DocumentKind.AGREEMENT_OFFER, foreign), StandardCharsets.UTF_8))
                .contains("<o:Thing xmlns:o=\"urn:example:other\"></o:Thing>");
        assertThat(new String(compact(DocumentKind.AGREEMENT_OFFER, attributed), StandardCharsets.UTF_8))
                .contains("o:note=\"x\"");
        assertThat(new String(compact(DocumentKind.AGREEMENT_OFFER, preferring), StandardCharsets.UTF_8))
                .contains("Preference");
        for (AgreementType offer : List.of(foreign, attributed, preferring)) {
            assertReadsBack(DocumentKind.AGREEMENT_OFFER, offer);
        }
    }

    private static byte[] compact(DocumentKind kind, AgreementType document) {
        XmlText text = new XmlText();
        DOCUMENTS.emit(kind, document, text);
        return text.bytes();
    }

    /**
     * The document's events, and the events of its compact text unmarshalled (without the schema, as a random
     * offer need not be valid) and sent again: the same, one for one, and the same text.
     */
    private static void assertReadsBack(DocumentKind kind, AgreementType document) {
        Recorder sent = new Recorder();
        DOCUMENTS.emit(kind, document, sent);
        byte[] text = compact(kind, document);
        AgreementType read = unmarshal(text);
        Recorder again = new Recorder();
        DOCUMENTS.emit(kind, read, again);

        assertThat(again.events).isEqualTo(sent.events);
        assertThat(compact(kind, read)).isEqualTo(text);
    }

    private static AgreementType unmarshal(byte[] text) {
        try {
            return JAXB.createUnmarshaller().unmarshal(new StreamSource(new ByteArrayInputStream(text)),
                    AgreementType.class).getValue();
        } catch (JAXBException e) {
            throw new AssertionError("the compact text does not unmarshal: " + e, e);
        }
    }

    private static final JAXBContext JAXB = jaxb();

    private static JAXBContext jaxb() {
        try {
            return JAXBContext.newInstance(org.accord.schema.wsag.ObjectFactory.class,
                    org.accord.schema.negotiation.ObjectFactory.class, org.accord.schema.sla.ObjectFactory.class);
        } catch (JAXBException e) {
            throw new IllegalStateException(e);
        }
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

    /** A random offer: text that needs escaping, numbers of every kind, optional parts left out. */
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
