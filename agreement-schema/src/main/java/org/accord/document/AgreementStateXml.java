package org.accord.document;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.accord.agreement.AgreementState;
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTermState;
import org.accord.agreement.ServiceTermState;
import org.accord.schema.wsag.AgreementStateDefinition;
import org.accord.schema.wsag.AgreementStateType;
import org.accord.schema.wsag.GuaranteeTermStateDefinition;
import org.accord.schema.wsag.GuaranteeTermStateType;
import org.accord.schema.wsag.ServiceTermStateDefinition;
import org.accord.schema.wsag.ServiceTermStateType;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * An {@link AgreementStatus} as getAgreementState's three parts (agreement state, service-term states,
 * guarantee-term states) and back: the provider writes with it, the consumer reads with it. An evaluated
 * guarantee carries its realised values in the state's extension slot, in namespace {@value #NAMESPACE}:
 * <pre>{@code
 * <wsag:State>Fulfilled</wsag:State>
 * <outcome:BusinessValue unit="EUR">100.0</outcome:BusinessValue>   (negative: a penalty)
 * <outcome:FinishTime>7200.0</outcome:FinishTime>                   (seconds from creation)
 * <outcome:Delay>0.0</outcome:Delay>                                (seconds past the deadline / T_F)
 * }</pre>
 * Reading is lenient about those values, which another provider may omit or garble: a missing, unreadable
 * or non-finite one is empty.
 */
public final class AgreementStateXml {

    /** Namespace of the realised-value elements. */
    public static final String NAMESPACE = "urn:accord:outcome:1";

    private static final DocumentBuilderFactory FACTORY = DocumentBuilderFactory.newInstance();

    static {
        FACTORY.setNamespaceAware(true);
    }

    private AgreementStateXml() {}

    /** The agreement's state part. */
    public static AgreementStateType agreementState(AgreementStatus status) {
        AgreementStateType type = new AgreementStateType();
        type.setState(AgreementStateDefinition.fromValue(status.state().wsagName()));
        return type;
    }

    /** The service-term states part, in the status's order. */
    public static List<ServiceTermStateType> serviceTermStates(AgreementStatus status) {
        List<ServiceTermStateType> states = new ArrayList<>();
        status.serviceTermStates().forEach((name, state) -> {
            ServiceTermStateType type = new ServiceTermStateType();
            type.setTermName(name);
            type.setState(ServiceTermStateDefinition.fromValue(state.wsagName()));
            states.add(type);
        });
        return states;
    }

    /** The guarantee-term states part, realised values in the extension slot once the work finished. */
    public static List<GuaranteeTermStateType> guaranteeTermStates(AgreementStatus status) {
        List<GuaranteeTermStateType> states = new ArrayList<>();
        for (GuaranteeOutcome outcome : status.guarantees()) {
            GuaranteeTermStateType type = new GuaranteeTermStateType();
            type.setTermName(outcome.name());
            type.setState(GuaranteeTermStateDefinition.fromValue(outcome.state().wsagName()));
            if (outcome.finishTime().isPresent()) {
                Document document = newDocument();
                outcome.value().ifPresent(value -> {
                    Element element = element(document, "BusinessValue", OptionalDouble.of(value));
                    outcome.valueUnit().ifPresent(unit -> element.setAttribute("unit", unit));
                    type.getAny().add(element);
                });
                type.getAny().add(element(document, "FinishTime", outcome.finishTime()));
                type.getAny().add(element(document, "Delay", outcome.delay()));
            }
            states.add(type);
        }
        return states;
    }

    /** The status of {@code agreementId} from the three parts; absent term lists are empty. */
    public static AgreementStatus status(String agreementId, AgreementStateType state,
            List<ServiceTermStateType> serviceTerms, List<GuaranteeTermStateType> guaranteeTerms) {
        Map<String, ServiceTermState> services = new LinkedHashMap<>();
        Optional.ofNullable(serviceTerms).orElse(List.of()).forEach(s ->
                services.put(s.getTermName(), ServiceTermState.fromWsagName(s.getState().value())));
        List<GuaranteeOutcome> guarantees = Optional.ofNullable(guaranteeTerms).orElse(List.of()).stream()
                .map(AgreementStateXml::outcome).toList();
        return new AgreementStatus(agreementId, AgreementState.fromWsagName(state.getState().value()), services,
                guarantees);
    }

    private static GuaranteeOutcome outcome(GuaranteeTermStateType type) {
        List<Object> extension = type.getAny();
        return new GuaranteeOutcome(type.getTermName(), GuaranteeTermState.fromWsagName(type.getState().value()),
                number(extension, "BusinessValue"),
                child(extension, "BusinessValue").map(e -> e.getAttribute("unit")).filter(u -> !u.isBlank()),
                number(extension, "FinishTime"), number(extension, "Delay"));
    }

    private static OptionalDouble number(List<Object> extension, String name) {
        Optional<Element> element = child(extension, name);
        if (element.isEmpty()) {
            return OptionalDouble.empty();
        }
        try {
            double value = Double.parseDouble(element.get().getTextContent().trim());
            return Double.isFinite(value) ? OptionalDouble.of(value) : OptionalDouble.empty();
        } catch (NumberFormatException e) {
            return OptionalDouble.empty();
        }
    }

    private static Optional<Element> child(List<Object> extension, String name) {
        return extension.stream().filter(Element.class::isInstance).map(Element.class::cast)
                .filter(e -> NAMESPACE.equals(e.getNamespaceURI()) && name.equals(e.getLocalName())).findFirst();
    }

    private static Element element(Document document, String name, OptionalDouble value) {
        Element element = document.createElementNS(NAMESPACE, "outcome:" + name);
        element.setTextContent(Double.toString(value.orElse(Double.NaN)));
        return element;
    }

    private static Document newDocument() {
        try {
            synchronized (FACTORY) {
                return FACTORY.newDocumentBuilder().newDocument();
            }
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the platform's DOM builder is misconfigured", e);
        }
    }
}
