package org.accord.document;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

import javax.xml.namespace.QName;

import org.accord.agreement.Agreement;
import org.accord.agreement.Context;
import org.accord.agreement.GuaranteeTerm;
import org.accord.agreement.Terms;
import org.accord.negotiation.NegotiationOffer;
import org.accord.offer.AgreementOffer;
import org.accord.schema.negotiation.EmptyStateType;
import org.accord.schema.negotiation.NegotiationOfferContextType;
import org.accord.schema.negotiation.NegotiationOfferStateType;
import org.accord.schema.negotiation.NegotiationOfferType;
import org.accord.schema.wsag.AgreementContextType;
import org.accord.schema.wsag.AgreementRoleType;
import org.accord.schema.wsag.AgreementTemplateType;
import org.accord.schema.wsag.AgreementType;
import org.accord.schema.wsag.AssessmentIntervalType;
import org.accord.schema.wsag.BusinessValueListType;
import org.accord.schema.wsag.CompensationType;
import org.accord.schema.wsag.ConstraintSectionType;
import org.accord.schema.wsag.ExpressionType;
import org.accord.schema.wsag.GuaranteeTermType;
import org.accord.schema.wsag.ObjectFactory;
import org.accord.schema.wsag.PartyType;
import org.accord.schema.wsag.ServiceDescriptionTermType;
import org.accord.schema.wsag.ServiceLevelObjectiveType;
import org.accord.schema.wsag.ServiceRoleType;
import org.accord.schema.wsag.ServiceSelectorType;
import org.accord.schema.wsag.TermCompositorType;
import org.accord.schema.wsag.TermTreeType;
import org.accord.template.CreationConstraints;
import org.accord.template.Template;

/**
 * Maps Accord's domain records to generated JAXB objects (the writing direction), in Accord's own layout:
 * one ServiceDescriptionTerm per service term name (the first holds the JobDescription and the
 * FunctionTerms), and per guarantee term a GuaranteeTerm whose CustomServiceLevel holds the SlaTerms
 * (first guarantee only) and whose business values are per-agreement (Count 1) rewards and penalties.
 * To write a document read from XML without loss, write its {@link LoadedDocument} instead.
 */
public final class DomainToWsag {

    private static final ObjectFactory WSAG = new ObjectFactory();

    private DomainToWsag() {
    }

    public static AgreementTemplateType template(Template template) {
        AgreementTemplateType xml = new AgreementTemplateType();
        xml.setTemplateId(template.templateId());
        xml.setName(template.name().orElse(null));
        xml.setContext(context(template.context()));
        xml.setTerms(terms(template.terms()));
        xml.setCreationConstraints(constraints(template.creationConstraints()));
        return xml;
    }

    public static AgreementType offer(AgreementOffer offer) {
        AgreementType xml = new AgreementType();
        xml.setName(offer.name().orElse(null));
        xml.setContext(context(offer.context()));
        xml.setTerms(terms(offer.terms()));
        return xml;
    }

    public static AgreementType agreement(Agreement agreement) {
        AgreementType xml = new AgreementType();
        xml.setAgreementId(agreement.agreementId());
        xml.setName(agreement.name().orElse(null));
        xml.setContext(context(agreement.context()));
        xml.setTerms(terms(agreement.terms()));
        return xml;
    }

    public static NegotiationOfferType negotiationOffer(NegotiationOffer offer) {
        NegotiationOfferType xml = new NegotiationOfferType();
        xml.setOfferId(offer.offerId());
        xml.setName(offer.name().orElse(null));
        NegotiationOfferContextType offerContext = new NegotiationOfferContextType();
        offerContext.setCounterOfferTo(offer.counterOfferTo());
        offerContext.setCreator(AgreementRoleType.fromValue(offer.creator().wsagName()));
        offerContext.setExpirationTime(offer.expirationTime().orElse(null));
        offerContext.setState(state(offer));
        xml.setNegotiationOfferContext(offerContext);
        xml.setContext(context(offer.context()));
        xml.setTerms(terms(offer.terms()));
        xml.setNegotiationConstraints(constraints(offer.negotiationConstraints()));
        return xml;
    }

    public static AgreementContextType context(Context context) {
        AgreementContextType xml = new AgreementContextType();
        xml.setAgreementInitiator(context.initiator().map(DomainToWsag::party).orElse(null));
        xml.setAgreementResponder(context.responder().map(DomainToWsag::party).orElse(null));
        xml.setServiceProvider(AgreementRoleType.fromValue(context.serviceProvider().wsagName()));
        xml.setExpirationTime(context.expirationTime().orElse(null));
        xml.setTemplateId(context.templateId().orElse(null));
        xml.setTemplateName(context.templateName().orElse(null));
        return xml;
    }

    public static TermTreeType terms(Terms terms) {
        TermCompositorType all = new TermCompositorType();
        List<String> names = terms.serviceTermNames().isEmpty() ? List.of("job") : terms.serviceTermNames();
        for (int i = 0; i < names.size(); i++) {
            ServiceDescriptionTermType description = new ServiceDescriptionTermType();
            description.setName(names.get(i));
            description.setServiceName(terms.serviceName());
            if (i == 0) {
                description.getAny().addAll(AccordExtensionXml.jobAndFunctions(terms));
            }
            all.getTerms().add(WSAG.createTermCompositorTypeServiceDescriptionTerm(description));
        }
        for (int i = 0; i < terms.guarantees().size(); i++) {
            GuaranteeTermType guarantee = guarantee(terms.guarantees().get(i), terms.serviceName());
            if (i == 0) {
                terms.sla().ifPresent(sla -> guarantee.getServiceLevelObjective().getCustomServiceLevel().getContent()
                        .add(AccordExtensionXml.sla(sla)));
            }
            all.getTerms().add(WSAG.createTermCompositorTypeGuaranteeTerm(guarantee));
        }
        TermTreeType tree = new TermTreeType();
        tree.setAll(all);
        return tree;
    }

    public static ConstraintSectionType constraints(CreationConstraints constraints) {
        if (constraints.items().isEmpty() && constraints.constraints().isEmpty()) {
            return null;
        }
        ConstraintSectionType xml = new ConstraintSectionType();
        constraints.items().forEach(item -> xml.getItem().add(AccordExtensionXml.item(item)));
        constraints.constraints().forEach(text -> xml.getConstraint().add(expression(text)));
        return xml;
    }

    private static GuaranteeTermType guarantee(GuaranteeTerm term, String serviceName) {
        GuaranteeTermType xml = new GuaranteeTermType();
        xml.setName(term.name());
        xml.setObligated(ServiceRoleType.SERVICE_PROVIDER);
        ServiceSelectorType scope = new ServiceSelectorType();
        scope.setServiceName(serviceName);
        xml.getServiceScope().add(scope);
        ServiceLevelObjectiveType objective = new ServiceLevelObjectiveType();
        objective.setCustomServiceLevel(new ExpressionType());
        xml.setServiceLevelObjective(objective);
        BusinessValueListType values = new BusinessValueListType();
        term.rewards().forEach(text -> values.getReward().add(compensation(term.valueUnit(), text)));
        term.penalties().forEach(text -> values.getPenalty().add(compensation(term.valueUnit(), text)));
        xml.setBusinessValueList(values);
        return xml;
    }

    private static CompensationType compensation(Optional<String> unit, String expression) {
        CompensationType xml = new CompensationType();
        AssessmentIntervalType interval = new AssessmentIntervalType();
        interval.setCount(BigInteger.ONE);
        xml.setAssessmentInterval(interval);
        xml.setValueUnit(unit.orElse(null));
        xml.setValueExpression(expression(expression));
        return xml;
    }

    private static ExpressionType expression(String text) {
        ExpressionType xml = new ExpressionType();
        xml.getContent().add(text);
        return xml;
    }

    private static NegotiationOfferStateType state(NegotiationOffer offer) {
        NegotiationOfferStateType xml = new NegotiationOfferStateType();
        EmptyStateType marker = new EmptyStateType();
        offer.explanation().ifPresent(text -> marker.getAny().add(AccordExtensionXml.explanation(text)));
        switch (offer.state()) {
            case ADVISORY -> xml.setAdvisory(marker);
            case SOLICITED -> xml.setSolicited(marker);
            case ACCEPTABLE -> xml.setAcceptable(marker);
            case REJECTED -> xml.setRejected(marker);
        }
        return xml;
    }

    private static PartyType party(String text) {
        PartyType xml = new PartyType();
        xml.getContent().add(text);
        return xml;
    }

    static QName accord(String localName) {
        return new QName(Namespaces.ACCORD, localName);
    }
}
