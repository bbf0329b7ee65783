package org.accord.document;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigInteger;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import javax.xml.namespace.QName;

import jakarta.xml.bind.JAXBElement;

import org.accord.schema.sla.ApplicationType;
import org.accord.schema.sla.CpuRangeType;
import org.accord.schema.sla.EnvironmentVariableType;
import org.accord.schema.sla.FunctionTermsType;
import org.accord.schema.sla.FunctionType;
import org.accord.schema.sla.JobDescriptionType;
import org.accord.schema.sla.SlaTermsType;
import org.accord.schema.sla.VariableKind;
import org.accord.schema.sla.VariableType;
import org.accord.schema.wsag.AgreementContextType;
import org.accord.schema.wsag.AgreementType;
import org.accord.schema.wsag.AssessmentIntervalType;
import org.accord.schema.wsag.BusinessValueListType;
import org.accord.schema.wsag.CompensationType;
import org.accord.schema.wsag.ExpressionType;
import org.accord.schema.wsag.GuaranteeTermType;
import org.accord.schema.wsag.KPITargetType;
import org.accord.schema.wsag.PartyType;
import org.accord.schema.wsag.ServiceDescriptionTermType;
import org.accord.schema.wsag.ServiceLevelObjectiveType;
import org.accord.schema.wsag.ServiceSelectorType;
import org.accord.schema.wsag.TermCompositorType;
import org.accord.schema.wsag.TermTreeType;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;
import org.accord.document.adapter.DateTimeAdapter;

/**
 * The SAX events JAXB's marshaller sends for an {@code AgreementType} document (an offer or an agreement), sent
 * straight from the JAXB object tree for the content this class knows: the WS-Agreement structure Accord's
 * offers use and Accord's own job description, function terms and SLA terms in their {@code xs:any} slots.
 * Anything else (foreign elements, DOM content, wildcard attributes, service properties, preferences, time
 * intervals, a subclass where a type is declared, a null in a list) is {@linkplain #knows not known}, and such a
 * document is marshalled by JAXB. For a known document the events are JAXB's, one for one (same names,
 * prefixes, attributes in the same order, the same namespace declarations at the root, values printed as JAXB
 * prints them), so the text {@link XmlText} writes of them, and with it every offer id, is the same; this
 * pass costs a fraction of JAXB's reflective one, which was most of a provider's offer check.
 *
 * <p>Not thread-safe: one instance per thread ({@link Documents} keeps one per thread).
 */
final class AgreementEvents {

    private static final String WSAG = Namespaces.WSAG;
    private static final String ACCORD = Namespaces.ACCORD;

    /** A document this class does not know; thrown by the dry run only, without a stack trace. */
    private static final class Unknown extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private static final Unknown INSTANCE = new Unknown();

        private Unknown() {
            super("content AgreementEvents does not know", null, false, false);
        }
    }

    private static final QName ALL = new QName(WSAG, "All");
    private static final QName EXACTLY_ONE = new QName(WSAG, "ExactlyOne");
    private static final QName ONE_OR_MORE = new QName(WSAG, "OneOrMore");
    private static final QName SERVICE_DESCRIPTION_TERM = new QName(WSAG, "ServiceDescriptionTerm");
    private static final QName GUARANTEE_TERM = new QName(WSAG, "GuaranteeTerm");
    private static final QName JOB_DESCRIPTION = new QName(ACCORD, "JobDescription");
    private static final QName FUNCTION_TERMS = new QName(ACCORD, "FunctionTerms");
    private static final QName SLA_TERMS = new QName(ACCORD, "SlaTerms");

    /**
     * {@code VariableType}'s own {@code type} field, which JAXB writes: its getter answers {@code real} for an
     * absent attribute, which JAXB leaves out.
     */
    private static final VarHandle VARIABLE_TYPE;

    static {
        try {
            VARIABLE_TYPE = MethodHandles.privateLookupIn(VariableType.class, MethodHandles.lookup())
                    .findVarHandle(VariableType.class, "type", VariableKind.class);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("VariableType has no field 'type' of VariableKind", e);
        }
    }

    /** The namespaces JAXB declares on the root element (prefix, URI, in its order), read from JAXB itself. */
    private final String[] rootPrefixes;
    private final String[] rootUris;
    private final EventAttributes attributes = new EventAttributes();
    private final DateTimeAdapter dateTimes = new DateTimeAdapter();
    private char[] chars = new char[256];
    /** Whether text was sent since the last start or end tag (see {@link #text}). */
    private boolean textSent;
    /** Null in the dry run: every check made, no event sent. */
    private ContentHandler out;

    AgreementEvents(List<Map.Entry<String, String>> rootNamespaces) {
        rootPrefixes = rootNamespaces.stream().map(Map.Entry::getKey).toArray(String[]::new);
        rootUris = rootNamespaces.stream().map(Map.Entry::getValue).toArray(String[]::new);
    }

    /** Whether every part of the document is content this class sends events for. */
    boolean knows(AgreementType document) {
        out = null;
        try {
            agreement(document);
            return true;
        } catch (Unknown e) {
            return false;
        }
    }

    /** Sends the document's events under the root element {@code root}; only for a document it {@link #knows}. */
    void emit(QName root, AgreementType document, ContentHandler handler) throws SAXException {
        out = handler;
        try {
            handler.startDocument();
            for (int i = 0; i < rootPrefixes.length; i++) {
                handler.startPrefixMapping(rootPrefixes[i], rootUris[i]);
            }
            attributes.clear();
            if (document.getAgreementId() != null) {
                attribute(WSAG, "AgreementId", "wsag:AgreementId", document.getAgreementId());
            }
            String rootName = qName(root);
            start(root.getNamespaceURI(), root.getLocalPart(), rootName);
            agreement(document);
            end(root.getNamespaceURI(), root.getLocalPart(), rootName);
            for (int i = rootPrefixes.length - 1; i >= 0; i--) {
                handler.endPrefixMapping(rootPrefixes[i]);
            }
            handler.endDocument();
        } catch (SaxFailure e) {
            throw e.cause;
        } finally {
            out = null;
        }
    }

    /** A handler's SAXException carried through the methods below, which cannot declare it. */
    private static final class SaxFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final SAXException cause;

        SaxFailure(SAXException cause) {
            super(cause.getMessage(), cause, false, false);
            this.cause = cause;
        }
    }

    private void agreement(AgreementType document) {
        require(AgreementType.class, document);
        requireEmpty(document.getOtherAttributes());
        leaf(WSAG, "Name", "wsag:Name", document.getName());
        AgreementContextType context = document.getContext();
        if (context != null) {
            require(AgreementContextType.class, context);
            requireEmpty(context.getOtherAttributes());
            requireEmpty(context.getAny());
            startPlain(WSAG, "Context", "wsag:Context");
            party("AgreementInitiator", "wsag:AgreementInitiator", context.getAgreementInitiator());
            party("AgreementResponder", "wsag:AgreementResponder", context.getAgreementResponder());
            if (context.getServiceProvider() != null) {
                leaf(WSAG, "ServiceProvider", "wsag:ServiceProvider", context.getServiceProvider().value());
            }
            Instant expiration = context.getExpirationTime();
            if (expiration != null) {
                if (out != null) {
                    leaf(WSAG, "ExpirationTime", "wsag:ExpirationTime", dateTimes.marshal(expiration));
                }
            }
            leaf(WSAG, "TemplateId", "wsag:TemplateId", context.getTemplateId());
            leaf(WSAG, "TemplateName", "wsag:TemplateName", context.getTemplateName());
            end(WSAG, "Context", "wsag:Context");
        }
        TermTreeType terms = document.getTerms();
        if (terms != null) {
            require(TermTreeType.class, terms);
            requireEmpty(terms.getOtherAttributes());
            startPlain(WSAG, "Terms", "wsag:Terms");
            if (terms.getAll() != null) {
                compositor("All", "wsag:All", terms.getAll());
            }
            end(WSAG, "Terms", "wsag:Terms");
        }
    }

    private void party(String local, String qName, PartyType party) {
        if (party == null) {
            return;
        }
        require(PartyType.class, party);
        requireEmpty(party.getOtherAttributes());
        startPlain(WSAG, local, qName);
        for (Object part : party.getContent()) {
            if (!(part instanceof String text)) {
                throw Unknown.INSTANCE;
            }
            text(text);
        }
        end(WSAG, local, qName);
    }

    private void compositor(String local, String qName, TermCompositorType compositor) {
        require(TermCompositorType.class, compositor);
        requireEmpty(compositor.getOtherAttributes());
        startPlain(WSAG, local, qName);
        for (JAXBElement<?> term : compositor.getTerms()) {
            if (term == null || term.isNil()) {
                throw Unknown.INSTANCE;
            }
            QName name = term.getName();
            Object value = term.getValue();
            if (name.equals(ALL) || name.equals(EXACTLY_ONE) || name.equals(ONE_OR_MORE)) {
                compositor(name.getLocalPart(), name.equals(ALL) ? "wsag:All" : name.equals(EXACTLY_ONE) ? "wsag:ExactlyOne"
                        : "wsag:OneOrMore", (TermCompositorType) cast(TermCompositorType.class, value));
            } else if (name.equals(SERVICE_DESCRIPTION_TERM)) {
                serviceDescriptionTerm((ServiceDescriptionTermType) cast(ServiceDescriptionTermType.class, value));
            } else if (name.equals(GUARANTEE_TERM)) {
                guaranteeTerm((GuaranteeTermType) cast(GuaranteeTermType.class, value));
            } else {
                throw Unknown.INSTANCE;
            }
        }
        end(WSAG, local, qName);
    }

    private void serviceDescriptionTerm(ServiceDescriptionTermType term) {
        requireEmpty(term.getOtherAttributes());
        attributes.clear();
        optionalAttribute(WSAG, "ServiceName", "wsag:ServiceName", term.getServiceName());
        optionalAttribute(WSAG, "Name", "wsag:Name", term.getName());
        start(WSAG, "ServiceDescriptionTerm", "wsag:ServiceDescriptionTerm");
        for (Object part : term.getAny()) {
            accordElement(part);
        }
        end(WSAG, "ServiceDescriptionTerm", "wsag:ServiceDescriptionTerm");
    }

    private void guaranteeTerm(GuaranteeTermType term) {
        requireEmpty(term.getOtherAttributes());
        attributes.clear();
        if (term.getObligated() != null) {
            attribute(WSAG, "Obligated", "wsag:Obligated", term.getObligated().value());
        }
        optionalAttribute(WSAG, "Name", "wsag:Name", term.getName());
        start(WSAG, "GuaranteeTerm", "wsag:GuaranteeTerm");
        for (ServiceSelectorType scope : term.getServiceScope()) {
            require(ServiceSelectorType.class, scope);
            attributes.clear();
            optionalAttribute(WSAG, "ServiceName", "wsag:ServiceName", scope.getServiceName());
            start(WSAG, "ServiceScope", "wsag:ServiceScope");
            mixed(scope.getContent());
            end(WSAG, "ServiceScope", "wsag:ServiceScope");
        }
        expression("QualifyingCondition", "wsag:QualifyingCondition", term.getQualifyingCondition());
        ServiceLevelObjectiveType objective = term.getServiceLevelObjective();
        if (objective != null) {
            require(ServiceLevelObjectiveType.class, objective);
            startPlain(WSAG, "ServiceLevelObjective", "wsag:ServiceLevelObjective");
            KPITargetType target = objective.getKPITarget();
            if (target != null) {
                require(KPITargetType.class, target);
                startPlain(WSAG, "KPITarget", "wsag:KPITarget");
                leaf(WSAG, "KPIName", "wsag:KPIName", target.getKPIName());
                expression("CustomServiceLevel", "wsag:CustomServiceLevel", target.getCustomServiceLevel());
                end(WSAG, "KPITarget", "wsag:KPITarget");
            }
            expression("CustomServiceLevel", "wsag:CustomServiceLevel", objective.getCustomServiceLevel());
            end(WSAG, "ServiceLevelObjective", "wsag:ServiceLevelObjective");
        }
        BusinessValueListType values = term.getBusinessValueList();
        if (values != null) {
            require(BusinessValueListType.class, values);
            if (values.getPreference() != null) {
                throw Unknown.INSTANCE;
            }
            requireEmpty(values.getCustomBusinessValue());
            requireEmpty(values.getAny());
            startPlain(WSAG, "BusinessValueList", "wsag:BusinessValueList");
            if (values.getImportance() != null) {
                leaf(WSAG, "Importance", "wsag:Importance", values.getImportance());
            }
            compensations("Penalty", "wsag:Penalty", values.getPenalty());
            compensations("Reward", "wsag:Reward", values.getReward());
            end(WSAG, "BusinessValueList", "wsag:BusinessValueList");
        }
        end(WSAG, "GuaranteeTerm", "wsag:GuaranteeTerm");
    }

    private void compensations(String local, String qName, List<CompensationType> compensations) {
        for (CompensationType compensation : compensations) {
            require(CompensationType.class, compensation);
            startPlain(WSAG, local, qName);
            AssessmentIntervalType interval = compensation.getAssessmentInterval();
            if (interval != null) {
                require(AssessmentIntervalType.class, interval);
                if (interval.getTimeInterval() != null) {
                    throw Unknown.INSTANCE;
                }
                startPlain(WSAG, "AssessmentInterval", "wsag:AssessmentInterval");
                if (interval.getCount() != null) {
                    leaf(WSAG, "Count", "wsag:Count", interval.getCount());
                }
                end(WSAG, "AssessmentInterval", "wsag:AssessmentInterval");
            }
            leaf(WSAG, "ValueUnit", "wsag:ValueUnit", compensation.getValueUnit());
            expression("ValueExpression", "wsag:ValueExpression", compensation.getValueExpression());
            end(WSAG, local, qName);
        }
    }

    private void expression(String local, String qName, ExpressionType expression) {
        if (expression == null) {
            return;
        }
        require(ExpressionType.class, expression);
        requireEmpty(expression.getOtherAttributes());
        startPlain(WSAG, local, qName);
        mixed(expression.getContent());
        end(WSAG, local, qName);
    }

    /** Mixed content: text, and Accord's own elements. */
    private void mixed(List<Object> content) {
        for (Object part : content) {
            if (part instanceof String text) {
                text(text);
            } else {
                accordElement(part);
            }
        }
    }

    /** Accord's job description, function terms or SLA terms in an {@code xs:any} slot. */
    private void accordElement(Object part) {
        if (!(part instanceof JAXBElement<?> element) || element.isNil()) {
            throw Unknown.INSTANCE;
        }
        QName name = element.getName();
        Object value = element.getValue();
        if (name.equals(JOB_DESCRIPTION)) {
            jobDescription((JobDescriptionType) cast(JobDescriptionType.class, value));
        } else if (name.equals(FUNCTION_TERMS)) {
            functionTerms((FunctionTermsType) cast(FunctionTermsType.class, value));
        } else if (name.equals(SLA_TERMS)) {
            slaTerms((SlaTermsType) cast(SlaTermsType.class, value));
        } else {
            throw Unknown.INSTANCE;
        }
    }

    private void jobDescription(JobDescriptionType job) {
        startPlain(ACCORD, "JobDescription", "accord:JobDescription");
        if (job.getCpuCount() != null) {
            leaf(ACCORD, "CpuCount", "accord:CpuCount", job.getCpuCount());
        }
        CpuRangeType range = job.getCpuRange();
        if (range != null) {
            require(CpuRangeType.class, range);
            attributes.clear();
            optionalAttribute("", "min", "min", range.getMin());
            optionalAttribute("", "max", "max", range.getMax());
            start(ACCORD, "CpuRange", "accord:CpuRange");
            end(ACCORD, "CpuRange", "accord:CpuRange");
        }
        leaf(ACCORD, "SingleCpuRuntime", "accord:SingleCpuRuntime", job.getSingleCpuRuntime());
        optionalDouble("EarliestStart", "accord:EarliestStart", job.getEarliestStart());
        optionalDouble("LatestFinish", "accord:LatestFinish", job.getLatestFinish());
        optionalDouble("ReservedTime", "accord:ReservedTime", job.getReservedTime());
        ApplicationType application = job.getApplication();
        if (application != null) {
            require(ApplicationType.class, application);
            attributes.clear();
            optionalAttribute("", "offerMaySet", "offerMaySet", application.getOfferMaySet());
            start(ACCORD, "Application", "accord:Application");
            leaf(ACCORD, "Executable", "accord:Executable", application.getExecutable());
            for (String argument : application.getArgument()) {
                if (argument == null) {
                    throw Unknown.INSTANCE;
                }
                leaf(ACCORD, "Argument", "accord:Argument", argument);
            }
            leaf(ACCORD, "WorkingDirectory", "accord:WorkingDirectory", application.getWorkingDirectory());
            for (EnvironmentVariableType variable : application.getEnvironment()) {
                require(EnvironmentVariableType.class, variable);
                if (variable.getValue() == null) {
                    throw Unknown.INSTANCE;
                }
                attributes.clear();
                optionalAttribute("", "name", "name", variable.getName());
                start(ACCORD, "Environment", "accord:Environment");
                text(variable.getValue());
                end(ACCORD, "Environment", "accord:Environment");
            }
            end(ACCORD, "Application", "accord:Application");
        }
        end(ACCORD, "JobDescription", "accord:JobDescription");
    }

    private void functionTerms(FunctionTermsType terms) {
        startPlain(ACCORD, "FunctionTerms", "accord:FunctionTerms");
        for (VariableType variable : terms.getVariable()) {
            require(VariableType.class, variable);
            attributes.clear();
            optionalAttribute("", "name", "name", variable.getName());
            attribute("", "min", "min", variable.getMin());
            attribute("", "max", "max", variable.getMax());
            VariableKind type = (VariableKind) VARIABLE_TYPE.get(variable);
            if (type != null) {
                attribute("", "type", "type", type.value());
            }
            start(ACCORD, "Variable", "accord:Variable");
            end(ACCORD, "Variable", "accord:Variable");
        }
        for (FunctionType function : terms.getFunction()) {
            require(FunctionType.class, function);
            attributes.clear();
            optionalAttribute("", "name", "name", function.getName());
            optionalAttribute("", "expression", "expression", function.getExpression());
            start(ACCORD, "Function", "accord:Function");
            end(ACCORD, "Function", "accord:Function");
        }
        end(ACCORD, "FunctionTerms", "accord:FunctionTerms");
    }

    private void slaTerms(SlaTermsType terms) {
        startPlain(ACCORD, "SlaTerms", "accord:SlaTerms");
        if (terms.getDeadlineType() != null) {
            leaf(ACCORD, "DeadlineType", "accord:DeadlineType", terms.getDeadlineType().value());
        }
        leaf(ACCORD, "Deadline", "accord:Deadline", terms.getDeadline());
        leaf(ACCORD, "Budget", "accord:Budget", terms.getBudget());
        leaf(ACCORD, "PenaltyRate", "accord:PenaltyRate", terms.getPenaltyRate());
        end(ACCORD, "SlaTerms", "accord:SlaTerms");
    }

    private void optionalDouble(String local, String qName, Double value) {
        if (value != null) {
            leaf(ACCORD, local, qName, value.doubleValue());
        }
    }

    /** A double as JAXB prints {@code xs:double}. */
    static String print(double value) {
        if (Double.isNaN(value)) {
            return "NaN";
        } else if (value == Double.POSITIVE_INFINITY) {
            return "INF";
        } else if (value == Double.NEGATIVE_INFINITY) {
            return "-INF";
        }
        return String.valueOf(value);
    }

    /** The prefixed name of a WS-Agreement element. */
    private static String qName(QName name) {
        return "wsag:" + name.getLocalPart();
    }

    /** {@code value}, when its class is exactly {@code type} (JAXB would write a subclass with an xsi:type). */
    private static Object cast(Class<?> type, Object value) {
        require(type, value);
        return value;
    }

    private static void require(Class<?> type, Object value) {
        if (value == null || value.getClass() != type) {
            throw Unknown.INSTANCE;
        }
    }

    private static void requireEmpty(Map<?, ?> map) {
        if (!map.isEmpty()) {
            throw Unknown.INSTANCE;
        }
    }

    private static void requireEmpty(List<?> list) {
        if (!list.isEmpty()) {
            throw Unknown.INSTANCE;
        }
    }

    /** An element with only text, omitted when the value is null (as JAXB omits a null property). */
    private void leaf(String uri, String local, String qName, String value) {
        if (value == null) {
            return;
        }
        startPlain(uri, local, qName);
        text(value);
        end(uri, local, qName);
    }

    /** A number's element (its text printed only when sent); omitted when null. */
    private void leaf(String uri, String local, String qName, BigInteger value) {
        if (value != null) {
            leaf(uri, local, qName, out == null ? "" : value.toString());
        }
    }

    /** A double's element, its text printed as JAXB prints it (only when sent). */
    private void leaf(String uri, String local, String qName, double value) {
        leaf(uri, local, qName, out == null ? "" : print(value));
    }

    private void optionalAttribute(String uri, String local, String qName, BigInteger value) {
        if (value != null && out != null) {
            attribute(uri, local, qName, value.toString());
        }
    }

    private void attribute(String uri, String local, String qName, double value) {
        if (out != null) {
            attribute(uri, local, qName, print(value));
        }
    }

    private void optionalAttribute(String uri, String local, String qName, String value) {
        if (value != null) {
            attribute(uri, local, qName, value);
        }
    }

    private void attribute(String uri, String local, String qName, String value) {
        if (out != null) {
            attributes.add(uri, local, qName, value);
        }
    }

    private void startPlain(String uri, String local, String qName) {
        attributes.clear();
        start(uri, local, qName);
    }

    private void start(String uri, String local, String qName) {
        if (out != null) {
            textSent = false;
            try {
                out.startElement(uri, local, qName, attributes);
            } catch (SAXException e) {
                throw new SaxFailure(e);
            }
        }
    }

    private void end(String uri, String local, String qName) {
        if (out != null) {
            textSent = false;
            try {
                out.endElement(uri, local, qName);
            } catch (SAXException e) {
                throw new SaxFailure(e);
            }
        }
    }

    /**
     * Text, as JAXB sends it: a text following another in one element (adjacent strings of mixed content) comes
     * with a separating space in front, in one event.
     */
    private void text(String value) {
        if (out != null) {
            int length = value.length();
            int space = textSent ? 1 : 0;
            if (chars.length < length + space) {
                chars = new char[Math.max(length + space, chars.length * 2)];
            }
            chars[0] = ' ';
            value.getChars(0, length, chars, space);
            textSent = true;
            try {
                out.characters(chars, 0, length + space);
            } catch (SAXException e) {
                throw new SaxFailure(e);
            }
        }
    }
}
