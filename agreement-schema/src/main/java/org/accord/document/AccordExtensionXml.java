package org.accord.document;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import jakarta.xml.bind.JAXBElement;

import org.accord.agreement.Terms;
import org.accord.constraint.Facet;
import org.accord.constraint.ItemConstraint;
import org.accord.scheduler.sla.Sla;
import org.accord.schema.sla.ApplicationType;
import org.accord.schema.sla.CpuRangeType;
import org.accord.schema.sla.DeadlineTypeType;
import org.accord.schema.sla.EnvironmentVariableType;
import org.accord.schema.sla.FunctionTermsType;
import org.accord.schema.sla.FunctionType;
import org.accord.schema.sla.JobDescriptionType;
import org.accord.schema.sla.ObjectFactory;
import org.accord.schema.sla.SlaTermsType;
import org.accord.schema.sla.VariableKind;
import org.accord.schema.sla.VariableType;
import org.accord.schema.wsag.ItemConstraintType;
import org.accord.schema.wsag.OfferItemType;
import org.accord.sla.Application;
import org.accord.sla.JobDescription;
import org.accord.term.TermSetDeclaration;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/** Writes Accord's extension values (and creation-constraint facets) as JAXB objects or DOM elements. */
final class AccordExtensionXml {

    private static final ObjectFactory ACCORD = new ObjectFactory();

    private AccordExtensionXml() {
    }

    /** The JobDescription (if any) and the FunctionTerms (if any) of these terms. */
    static List<Object> jobAndFunctions(Terms terms) {
        List<Object> content = new ArrayList<>();
        terms.job().ifPresent(job -> content.add(ACCORD.createJobDescription(job(job))));
        if (terms.hasFunctionTerms()) {
            content.add(ACCORD.createFunctionTerms(functions(terms.functionTerms())));
        }
        return content;
    }

    static JAXBElement<SlaTermsType> sla(Sla sla) {
        SlaTermsType xml = new SlaTermsType();
        xml.setDeadlineType(DeadlineTypeType.valueOf(sla.type().name()));
        xml.setDeadline(sla.deadline());
        xml.setBudget(sla.budget());
        xml.setPenaltyRate(sla.penaltyRate());
        return ACCORD.createSlaTerms(xml);
    }

    /** The {@code accord:Explanation} element of a negotiation offer's state. */
    static JAXBElement<String> explanation(String text) {
        return ACCORD.createExplanation(text);
    }

    static OfferItemType item(ItemConstraint item) {
        OfferItemType xml = new OfferItemType();
        xml.setName(item.itemName());
        xml.setLocation(item.location());
        if (item.required()) {
            xml.getOtherAttributes().put(DomainToWsag.accord("required"), "true");
        }
        ItemConstraintType constraint = new ItemConstraintType();
        constraint.getAny().add(restriction(item.facets()));
        xml.setItemConstraint(constraint);
        return xml;
    }

    private static JobDescriptionType job(JobDescription job) {
        JobDescriptionType xml = new JobDescriptionType();
        if (job.cpus().isFixed()) {
            xml.setCpuCount(BigInteger.valueOf(job.cpus().min()));
        } else {
            CpuRangeType range = new CpuRangeType();
            range.setMin(BigInteger.valueOf(job.cpus().min()));
            range.setMax(BigInteger.valueOf(job.cpus().max()));
            xml.setCpuRange(range);
        }
        xml.setSingleCpuRuntime(job.singleCpuRuntime());
        job.earliestStart().ifPresent(xml::setEarliestStart);
        job.latestFinish().ifPresent(xml::setLatestFinish);
        job.reservedTime().ifPresent(xml::setReservedTime);
        job.application().ifPresent(app -> xml.setApplication(application(app)));
        return xml;
    }

    private static ApplicationType application(Application app) {
        ApplicationType xml = new ApplicationType();
        xml.setExecutable(app.executable());
        xml.getArgument().addAll(app.arguments());
        app.workingDirectory().ifPresent(xml::setWorkingDirectory);
        app.environment().forEach((name, value) -> {
            EnvironmentVariableType variable = new EnvironmentVariableType();
            variable.setName(name);
            variable.setValue(value);
            xml.getEnvironment().add(variable);
        });
        if (app.restricted()) {
            xml.setOfferMaySet(String.join(" ", app.offerMaySet().stream().map(Application.Field::element).toList()));
        }
        return xml;
    }

    private static FunctionTermsType functions(TermSetDeclaration declaration) {
        FunctionTermsType xml = new FunctionTermsType();
        declaration.variables().forEach(v -> {
            VariableType variable = new VariableType();
            variable.setName(v.name());
            variable.setMin(v.min());
            variable.setMax(v.max());
            variable.setType(v.integer() ? VariableKind.INTEGER : VariableKind.REAL);
            xml.getVariable().add(variable);
        });
        declaration.functions().forEach(f -> {
            FunctionType function = new FunctionType();
            function.setName(f.name());
            function.setExpression(f.expression());
            xml.getFunction().add(function);
        });
        return xml;
    }

    /** An {@code xs:restriction} element holding the facets. */
    private static Element restriction(List<Facet> facets) {
        Document document = newDocument();
        Element restriction = document.createElementNS(Namespaces.XML_SCHEMA, "xs:restriction");
        for (Facet facet : facets) {
            facetElements(document, facet).forEach(restriction::appendChild);
        }
        return restriction;
    }

    /** Java 17 has no pattern switch: one instanceof per facet record. */
    private static List<Element> facetElements(Document document, Facet facet) {
        if (facet instanceof Facet.MinInclusive f) {
            return List.of(facet(document, "minInclusive", f.bound().toPlainString()));
        } else if (facet instanceof Facet.MaxInclusive f) {
            return List.of(facet(document, "maxInclusive", f.bound().toPlainString()));
        } else if (facet instanceof Facet.MinExclusive f) {
            return List.of(facet(document, "minExclusive", f.bound().toPlainString()));
        } else if (facet instanceof Facet.MaxExclusive f) {
            return List.of(facet(document, "maxExclusive", f.bound().toPlainString()));
        } else if (facet instanceof Facet.Pattern f) {
            return List.of(facet(document, "pattern", f.regex()));
        } else if (facet instanceof Facet.Enumeration f) {
            return f.values().stream().map(v -> facet(document, "enumeration", v)).toList();
        } else if (facet instanceof Facet.Fixed f) {
            return List.of(facet(document, "enumeration", f.value()));
        }
        throw new IllegalArgumentException("unknown facet: " + facet);
    }

    private static Element facet(Document document, String name, String value) {
        Element facet = document.createElementNS(Namespaces.XML_SCHEMA, "xs:" + name);
        facet.setAttribute("value", value);
        return facet;
    }

    private static Document newDocument() {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            return factory.newDocumentBuilder().newDocument();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("no DOM implementation", e);
        }
    }
}
