package org.accord.document;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.Map;
import java.util.LinkedHashMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.stream.Stream;

import javax.xml.namespace.QName;

import jakarta.xml.bind.JAXBElement;

import org.accord.agreement.Agreement;
import org.accord.agreement.AgreementRole;
import org.accord.agreement.Context;
import org.accord.agreement.Terms;
import org.accord.constraint.ItemConstraint;
import org.accord.negotiation.NegotiationOffer;
import org.accord.negotiation.OfferState;
import org.accord.offer.AgreementOffer;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.scheduler.sla.Sla;
import org.accord.schema.negotiation.EmptyStateType;
import org.accord.schema.negotiation.NegotiationOfferContextType;
import org.accord.schema.negotiation.NegotiationOfferStateType;
import org.accord.schema.negotiation.NegotiationOfferType;
import org.accord.schema.sla.ApplicationType;
import org.accord.schema.sla.JobDescriptionType;
import org.accord.schema.sla.SlaTermsType;
import org.accord.schema.wsag.AgreementContextType;
import org.accord.schema.wsag.AgreementRoleType;
import org.accord.schema.wsag.AgreementTemplateType;
import org.accord.schema.wsag.AgreementType;
import org.accord.schema.wsag.ConstraintSectionType;
import org.accord.schema.wsag.ExpressionType;
import org.accord.schema.wsag.OfferItemType;
import org.accord.schema.wsag.PartyType;
import org.accord.schema.wsag.TermTreeType;
import org.accord.sla.Application;
import org.accord.sla.CpuRange;
import org.accord.sla.JobDescription;
import org.accord.template.CreationConstraints;
import org.accord.template.Template;
import org.w3c.dom.Element;

/**
 * Maps generated JAXB objects to Accord's domain records (the reading direction). Content the domain does
 * not model (another implementation's elements) is simply not looked at; it stays in the JAXB object.
 *
 * @throws IllegalArgumentException (from every method) when a value the schema cannot check is wrong,
 *     e.g. a CPU range whose max is below its min; the message names the value
 */
public final class WsagToDomain {

    private static final QName EXPLANATION = new QName(Namespaces.ACCORD, "Explanation");

    private WsagToDomain() {
    }

    public static Template template(AgreementTemplateType xml) {
        return new Template(xml.getTemplateId(), Optional.ofNullable(xml.getName()), context(xml.getContext()),
                terms(xml.getTerms()), constraints(xml.getCreationConstraints()));
    }

    public static AgreementOffer offer(AgreementType xml) {
        return new AgreementOffer(Optional.ofNullable(xml.getName()), context(xml.getContext()), terms(xml.getTerms()));
    }

    /** @throws IllegalArgumentException when the document has no AgreementId */
    public static Agreement agreement(AgreementType xml) {
        if (xml.getAgreementId() == null) {
            throw new IllegalArgumentException("an agreement needs an AgreementId attribute");
        }
        return new Agreement(xml.getAgreementId(), Optional.ofNullable(xml.getName()), context(xml.getContext()),
                terms(xml.getTerms()));
    }

    public static NegotiationOffer negotiationOffer(NegotiationOfferType xml) {
        NegotiationOfferContextType offerContext = xml.getNegotiationOfferContext();
        return new NegotiationOffer(xml.getOfferId(), offerContext.getCounterOfferTo(),
                AgreementRole.fromWsagName(offerContext.getCreator().value()), state(offerContext.getState()),
                Optional.ofNullable(offerContext.getExpirationTime()), Optional.ofNullable(xml.getName()), context(xml.getContext()),
                terms(xml.getTerms()), constraints(xml.getNegotiationConstraints()),
                explanation(offerContext.getState()));
    }

    public static Context context(AgreementContextType xml) {
        AgreementRoleType provider = xml.getServiceProvider();
        return new Context(party(xml.getAgreementInitiator()), party(xml.getAgreementResponder()),
                provider == null ? AgreementRole.AGREEMENT_RESPONDER : AgreementRole.fromWsagName(provider.value()),
                Optional.ofNullable(xml.getExpirationTime()), Optional.ofNullable(xml.getTemplateId()),
                Optional.ofNullable(xml.getTemplateName()));
    }

    /**
     * The user a foreign offer's JSDL {@code jsdl-posix:UserName} asks its job to run as, if it names one (see
     * {@link JsdlApplication#chosenUser}).
     */
    public static Optional<String> jsdlUser(TermTreeType xml) {
        return JsdlApplication.chosenUser(TermTreeReader.foreign(xml.getAll()));
    }

    public static Terms terms(TermTreeType xml) {
        TermTreeReader tree = TermTreeReader.read(xml.getAll());
        return new Terms(tree.serviceName(), tree.serviceTermNames(), tree.guarantees(),
                tree.extension(JobDescriptionType.class).map(WsagToDomain::job).map(job -> job.application().isPresent()
                        ? job : job.withApplication(JsdlApplication.of(tree.foreign()))),
                tree.extension(SlaTermsType.class).map(WsagToDomain::sla), tree.functionTerms());
    }

    public static CreationConstraints constraints(ConstraintSectionType xml) {
        if (xml == null) {
            return CreationConstraints.none();
        }
        List<ItemConstraint> items = xml.getItem().stream().flatMap(item -> items(item).stream()).toList();
        List<String> free = xml.getConstraint().stream().map(WsagToDomain::text).toList();
        return new CreationConstraints(items, free);
    }

    /**
     * The constraints of one item. GFD.107's ItemConstraint holds either an {@code xs:simpleRestrictionModel}
     * (facets, bare or in {@code xs:restriction} / {@code xs:simpleType}: one constraint on what Location selects)
     * or an {@code xs:typeDefParticle}: an {@code xs:sequence} (or {@code xs:all}) of {@code xs:element name="N"},
     * each with its own simple type, as WSAG4J-based templates write it (OPTIMIS: the {@code Amount} inside
     * the located {@code SLAServicePrice}). Each such element becomes a constraint on the located element's
     * child elements of local name N, under the item's name.
     */
    static List<ItemConstraint> items(OfferItemType xml) {
        String requiredAttribute = xml.getOtherAttributes().get(new QName(Namespaces.ACCORD, "required"));
        boolean required = "true".equals(requiredAttribute) || "1".equals(requiredAttribute);
        String location = xml.getLocation().trim();
        List<Element> content = xml.getItemConstraint().getAny().stream()
                .filter(Element.class::isInstance).map(Element.class::cast).toList();
        if (content.size() == 1 && isParticle(content.get(0))) {
            List<ItemConstraint> items = new ArrayList<>();
            for (Element element : childElements(content.get(0))) {
                if (!Namespaces.XML_SCHEMA.equals(element.getNamespaceURI()) || !"element".equals(element.getLocalName())
                        || element.getAttribute("name").isBlank()) {
                    throw new IllegalArgumentException("item '" + xml.getName() + "': an xs:" + content.get(0).getLocalName()
                            + " in ItemConstraint may hold only xs:element name=\"...\", found " + element.getTagName());
                }
                items.add(new ItemConstraint(xml.getName(), childLocation(location, element.getAttribute("name")), required,
                        FacetReader.read(xml.getName(), childElements(element))));
            }
            return items;
        }
        return List.of(new ItemConstraint(xml.getName(), location, required, FacetReader.read(xml.getName(), content)));
    }

    private static boolean isParticle(Element element) {
        return Namespaces.XML_SCHEMA.equals(element.getNamespaceURI())
                && ("sequence".equals(element.getLocalName()) || "all".equals(element.getLocalName()));
    }

    private static List<Element> childElements(Element parent) {
        List<Element> children = new ArrayList<>();
        for (org.w3c.dom.Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element && !"annotation".equals(element.getLocalName())) {
                children.add(element);
            }
        }
        return children;
    }

    /** {@code location}'s child elements of local name {@code name}, its {@code declare namespace} prolog kept. */
    private static String childLocation(String location, String name) {
        java.util.regex.Matcher prolog = PROLOG.matcher(location);
        int end = prolog.lookingAt() ? prolog.end() : 0;
        return location.substring(0, end) + "(" + location.substring(end).trim() + ")/*[local-name()='" + name + "']";
    }

    private static final java.util.regex.Pattern PROLOG = java.util.regex.Pattern.compile(
            "(?:\\s*declare\\s+namespace\\s+[\\w.-]+\\s*=\\s*[\"'][^\"']*[\"']\\s*;)*\\s*");

    static JobDescription job(JobDescriptionType xml) {
        CpuRange cpus = xml.getCpuCount() != null
                ? CpuRange.fixed(xml.getCpuCount().intValueExact())
                : new CpuRange(xml.getCpuRange().getMin().intValueExact(), xml.getCpuRange().getMax().intValueExact());
        return new JobDescription(cpus, xml.getSingleCpuRuntime(), optional(xml.getEarliestStart()),
                optional(xml.getLatestFinish()), optional(xml.getReservedTime()),
                Optional.ofNullable(xml.getApplication()).map(WsagToDomain::application));
    }

    static Application application(ApplicationType xml) {
        Map<String, String> environment = new LinkedHashMap<>();
        xml.getEnvironment().forEach(v -> environment.put(v.getName(), v.getValue()));
        Set<Application.Field> offerMaySet = xml.getOfferMaySet() == null ? EnumSet.allOf(Application.Field.class)
                : Arrays.stream(xml.getOfferMaySet().trim().split("\\s+")).filter(f -> !f.isEmpty())
                        .map(Application.Field::ofElement).collect(Collectors.toCollection(
                                () -> EnumSet.noneOf(Application.Field.class)));
        return new Application(xml.getExecutable().strip(), xml.getArgument(),
                Optional.ofNullable(xml.getWorkingDirectory()).map(String::strip), environment, offerMaySet);
    }

    static Sla sla(SlaTermsType xml) {
        return new Sla(DeadlineType.valueOf(xml.getDeadlineType().value()), xml.getDeadline(), xml.getBudget(),
                xml.getPenaltyRate());
    }

    /** The text of an expression: its character content, or the text of the elements it holds. */
    static String text(ExpressionType xml) {
        StringBuilder text = new StringBuilder();
        for (Object part : xml.getContent()) {
            if (part instanceof String s) {
                text.append(s);
            } else if (part instanceof Element element) {
                text.append(element.getTextContent());
            } else if (part instanceof JAXBElement<?> element && element.getValue() instanceof String s) {
                text.append(s);
            }
        }
        return text.toString().trim();
    }

    private static OfferState state(NegotiationOfferStateType xml) {
        if (xml.getAdvisory() != null) {
            return OfferState.ADVISORY;
        }
        if (xml.getSolicited() != null) {
            return OfferState.SOLICITED;
        }
        return xml.getAcceptable() != null ? OfferState.ACCEPTABLE : OfferState.REJECTED;
    }

    /**
     * The text of the {@code accord:Explanation} in the state element, bound by JAXB or left as DOM (as a
     * lax slot leaves elements its context does not know); empty when there is none or it is blank.
     */
    private static Optional<String> explanation(NegotiationOfferStateType xml) {
        EmptyStateType marker = Stream.of(xml.getAdvisory(), xml.getSolicited(), xml.getAcceptable(), xml.getRejected())
                .filter(Objects::nonNull).findFirst().orElseGet(EmptyStateType::new);
        return marker.getAny().stream().map(WsagToDomain::explanationText).flatMap(Optional::stream)
                .map(String::trim).filter(text -> !text.isEmpty()).findFirst();
    }

    private static Optional<String> explanationText(Object content) {
        if (content instanceof JAXBElement<?> element && element.getName().equals(EXPLANATION)
                && element.getValue() instanceof String text) {
            return Optional.of(text);
        }
        if (content instanceof Element element && Namespaces.ACCORD.equals(element.getNamespaceURI())
                && EXPLANATION.getLocalPart().equals(element.getLocalName())) {
            return Optional.of(element.getTextContent());
        }
        return Optional.empty();
    }

    private static Optional<String> party(PartyType xml) {
        if (xml == null) {
            return Optional.empty();
        }
        List<String> parts = new ArrayList<>();
        for (Object part : xml.getContent()) {
            if (part instanceof String s && !s.isBlank()) {
                parts.add(s.trim());
            } else if (part instanceof Element element) {
                parts.add(element.getTextContent().trim());
            }
        }
        return parts.isEmpty() ? Optional.empty() : Optional.of(String.join(" ", parts));
    }

    private static OptionalDouble optional(Double value) {
        return value == null ? OptionalDouble.empty() : OptionalDouble.of(value);
    }
}
