package org.accord.provider.endpoint;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.accord.provider.agreement.AgreementStatus;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.schema.wsag.GuaranteeTermStateDefinition;
import org.accord.schema.wsag.GuaranteeTermStateType;
import org.accord.schema.wsag.ServiceTermStateDefinition;
import org.accord.schema.wsag.ServiceTermStateType;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Term states as WS-Agreement state types. An evaluated guarantee carries its realised values in the
 * state's extension slot, in namespace {@value #NAMESPACE}:
 * <pre>{@code
 * <wsag:State>Fulfilled</wsag:State>
 * <outcome:BusinessValue unit="EUR">100.0</outcome:BusinessValue>   (negative: a penalty)
 * <outcome:FinishTime>7200.0</outcome:FinishTime>                   (seconds from creation)
 * <outcome:Delay>0.0</outcome:Delay>                                (seconds past the deadline / T_F)
 * }</pre>
 */
public final class StateXml {

    /** Namespace of the realised-value elements. */
    public static final String NAMESPACE = "urn:accord:outcome:1";

    private static final DocumentBuilderFactory FACTORY = DocumentBuilderFactory.newInstance();

    static {
        FACTORY.setNamespaceAware(true);
    }

    private StateXml() {}

    static List<ServiceTermStateType> serviceTerms(AgreementStatus status) {
        List<ServiceTermStateType> states = new ArrayList<>();
        status.serviceTerms().forEach((name, state) -> {
            ServiceTermStateType type = new ServiceTermStateType();
            type.setTermName(name);
            type.setState(ServiceTermStateDefinition.fromValue(state.wsagName()));
            states.add(type);
        });
        return states;
    }

    static List<GuaranteeTermStateType> guarantees(AgreementStatus status) {
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
