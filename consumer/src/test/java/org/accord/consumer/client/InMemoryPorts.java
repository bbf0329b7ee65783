package org.accord.consumer.client;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import jakarta.annotation.Resource;
import jakarta.jws.WebService;
import jakarta.xml.ws.Holder;
import jakarta.xml.ws.WebServiceContext;

import org.accord.agreement.AgreementRole;
import org.accord.agreement.FaultReason;
import org.accord.agreement.Terms;
import org.accord.document.DocumentKind;
import org.accord.document.Documents;
import org.accord.document.DomainToWsag;
import org.accord.document.WsagToDomain;
import org.accord.negotiation.NegotiationOffer;
import org.accord.negotiation.OfferState;
import org.accord.offer.AgreementOffer;
import org.accord.scheduler.sla.Sla;
import org.accord.schema.negotiation.NegotiationContextType;
import org.accord.schema.negotiation.NegotiationOfferType;
import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.schema.service.CreatedAgreement;
import org.accord.schema.service.FaultDetail;
import org.accord.schema.service.NegotiationFault;
import org.accord.schema.service.ResourceUnknownFault;
import org.accord.schema.wsag.AgreementStateDefinition;
import org.accord.schema.wsag.AgreementStateType;
import org.accord.schema.wsag.AgreementTemplateType;
import org.accord.schema.wsag.AgreementType;
import org.accord.schema.wsag.GuaranteeTermStateDefinition;
import org.accord.schema.wsag.GuaranteeTermStateType;
import org.accord.schema.wsag.ServiceTermStateDefinition;
import org.accord.schema.wsag.ServiceTermStateType;
import org.accord.sla.CpuRange;
import org.accord.sla.JobDescription;
import org.accord.template.Template;
import org.accord.term.TermSetDeclaration;
import org.accord.term.VariableDeclaration;
import org.accord.validation.DocumentValidator;
import org.accord.validation.ValidationReport;
import org.apache.cxf.configuration.security.AuthorizationPolicy;

/**
 * Five of the port implementations of {@link InMemoryProvider} (the sixth is {@link InMemoryPendingPort}),
 * each a thin adapter over its state.
 */
final class InMemoryPorts {

    private static final String NS = "urn:accord:service:1";
    private static final String WSDL = "classpath:wsdl/accord.wsdl";

    private final InMemoryProvider provider;

    InMemoryPorts(InMemoryProvider provider) {
        this.provider = provider;
    }

    static AgreementFactoryFault factoryFault(FaultReason reason, String message) {
        return new AgreementFactoryFault(message, detail(reason, message));
    }

    static FaultDetail detail(FaultReason reason, String message) {
        FaultDetail detail = new FaultDetail();
        detail.setReasonCode(reason.code());
        detail.setMessage(message);
        return detail;
    }

    void authorize(WebServiceContext context) throws AccessDeniedFault {
        if (provider.required.isEmpty()) {
            return;
        }
        AuthorizationPolicy policy = (AuthorizationPolicy) context.getMessageContext().get(AuthorizationPolicy.class.getName());
        Credentials expected = provider.required.get();
        if (policy == null || !expected.user().equals(policy.getUserName())
                || !expected.password().equals(policy.getPassword())) {
            String message = "unknown user or wrong password";
            throw new AccessDeniedFault(message, detail(FaultReason.ACCESS_DENIED, message));
        }
    }

    /** The realised value as an Accord provider reports it: {@code <outcome:BusinessValue unit="EUR">}. */
    static org.w3c.dom.Element businessValue(double value) {
        try {
            javax.xml.parsers.DocumentBuilderFactory factory = javax.xml.parsers.DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            org.w3c.dom.Element element = factory.newDocumentBuilder().newDocument()
                    .createElementNS(org.accord.document.AgreementStateXml.NAMESPACE, "outcome:BusinessValue");
            element.setAttribute("unit", "EUR");
            element.setTextContent(Double.toString(value));
            return element;
        } catch (javax.xml.parsers.ParserConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The authenticated user's name, or {@code anonymous} when the provider requires no credentials. */
    String caller(WebServiceContext context) {
        AuthorizationPolicy policy = (AuthorizationPolicy) context.getMessageContext().get(AuthorizationPolicy.class.getName());
        return provider.required.isPresent() && policy != null ? policy.getUserName() : "anonymous";
    }

    InMemoryProvider.Stored stored(String agreementId) throws ResourceUnknownFault {
        InMemoryProvider.Stored stored = provider.agreements.get(agreementId);
        if (stored == null) {
            String message = "no agreement " + agreementId;
            throw new ResourceUnknownFault(message, detail(FaultReason.UNKNOWN_AGREEMENT, message));
        }
        return stored;
    }

    @WebService(endpointInterface = "org.accord.schema.service.AgreementFactory", serviceName = "AgreementFactoryService",
            portName = "AgreementFactoryPort", targetNamespace = NS, wsdlLocation = WSDL)
    final class Factory implements org.accord.schema.service.AgreementFactory {

        @Resource
        private WebServiceContext context;

        @Override
        public List<AgreementTemplateType> getTemplates() throws AccessDeniedFault {
            authorize(context);
            return provider.templates.values().stream().map(t -> DomainToWsag.template(t.model())).toList();
        }

        @Override
        public CreatedAgreement createPendingAgreement(AgreementType offer) throws AgreementFactoryFault, AccessDeniedFault {
            authorize(context);
            AgreementOffer model = checked(offer);
            return created(provider.hold(offerId(offer), caller(context), model));
        }

        @Override
        public CreatedAgreement createAgreement(AgreementType offer) throws AgreementFactoryFault, AccessDeniedFault {
            authorize(context);
            provider.createOfferIds.add(String.valueOf(offer.getAgreementId()));
            provider.createOffers.add(Documents.standard().toXml(DocumentKind.AGREEMENT_OFFER, offer));
            pauseIfSlow();
            AgreementOffer model = checked(offer);
            return created(provider.admit(offerId(offer), model));
        }

        /**
         * The offer's id: its AgreementId, or, as the real provider does for an offer that states none, one
         * taken from its content (here the text written from it), so that the same document is the same offer.
         */
        private String offerId(AgreementType offer) {
            return offer.getAgreementId() != null ? offer.getAgreementId()
                    : "content:" + Documents.standard().toXml(DocumentKind.AGREEMENT_OFFER, offer);
        }

        /** The offer's model once its template is known and it meets the template's creation constraints. */
        private AgreementOffer checked(AgreementType offer) throws AgreementFactoryFault {
            AgreementOffer model = WsagToDomain.offer(offer);
            String templateId = model.templateId().orElse("");
            if (!provider.templates.containsKey(templateId)) {
                throw factoryFault(FaultReason.UNKNOWN_TEMPLATE, "no template '" + templateId + "'");
            }
            ValidationReport report = DocumentValidator.standard().validate(DocumentKind.AGREEMENT_OFFER, offer,
                    "offer", Optional.of(provider.templates.get(templateId)));
            if (!report.isValid()) {
                throw factoryFault(FaultReason.CONSTRAINT_VIOLATION, report.problems().stream()
                        .map(Object::toString).collect(java.util.stream.Collectors.joining("\n")));
            }
            return model;
        }

        private CreatedAgreement created(InMemoryProvider.Stored stored) {
            CreatedAgreement created = new CreatedAgreement();
            created.setAgreementId(stored.agreementId());
            created.setAddress(provider.url() + "/services/Agreement");
            created.setState(AgreementStateDefinition.fromValue(stored.state().wsagName()));
            return created;
        }

        private void pauseIfSlow() {
            if (provider.slowCreates.getAndDecrement() > 0) {
                try {
                    Thread.sleep(provider.slowCreateDelay.toMillis());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    @WebService(endpointInterface = "org.accord.schema.service.Agreement", serviceName = "AgreementService",
            portName = "AgreementPort", targetNamespace = NS, wsdlLocation = WSDL)
    final class AgreementPort implements org.accord.schema.service.Agreement {

        @Resource
        private WebServiceContext context;

        @Override
        public AgreementType getAgreement(String agreementId) throws AccessDeniedFault, ResourceUnknownFault {
            authorize(context);
            stored(agreementId);
            Template template = provider.templates.get("librasla-job").model();
            return DomainToWsag.agreement(template.toOffer().accept(agreementId));
        }

        @Override
        public AgreementStateDefinition terminate(String agreementId, String reason)
                throws AccessDeniedFault, ResourceUnknownFault {
            authorize(context);
            stored(agreementId);
            return AgreementStateDefinition.fromValue(provider.terminate(agreementId).wsagName());
        }
    }

    @WebService(endpointInterface = "org.accord.schema.service.AgreementState", serviceName = "AgreementStateService",
            portName = "AgreementStatePort", targetNamespace = NS, wsdlLocation = WSDL)
    final class StatePort implements org.accord.schema.service.AgreementState {

        @Resource
        private WebServiceContext context;

        @Override
        public void getAgreementState(String agreementId, Holder<AgreementStateType> agreementState,
                Holder<List<ServiceTermStateType>> serviceTermState,
                Holder<List<GuaranteeTermStateType>> guaranteeTermState) throws AccessDeniedFault, ResourceUnknownFault {
            authorize(context);
            InMemoryProvider.Stored stored = stored(agreementId);
            AgreementStateType state = new AgreementStateType();
            state.setState(AgreementStateDefinition.fromValue(stored.state().wsagName()));
            agreementState.value = state;
            ServiceTermStateType job = new ServiceTermStateType();
            job.setTermName("job");
            job.setState(stored.state().isFinal() ? ServiceTermStateDefinition.COMPLETED : ServiceTermStateDefinition.PROCESSING);
            serviceTermState.value = new ArrayList<>(List.of(job));
            GuaranteeTermStateType deadline = new GuaranteeTermStateType();
            deadline.setTermName("deadline");
            deadline.setState(GuaranteeTermStateDefinition.fromValue(stored.guarantee().wsagName()));
            stored.value().ifPresent(value -> deadline.getAny().add(businessValue(value)));
            guaranteeTermState.value = new ArrayList<>(List.of(deadline));
        }
    }

    @WebService(endpointInterface = "org.accord.schema.service.NegotiationFactory",
            serviceName = "NegotiationFactoryService", portName = "NegotiationFactoryPort", targetNamespace = NS,
            wsdlLocation = WSDL)
    final class NegotiationFactoryPort implements org.accord.schema.service.NegotiationFactory {

        @Resource
        private WebServiceContext context;

        @Override
        public void initiateNegotiation(NegotiationContextType negotiationContext, Holder<String> negotiationId,
                Holder<String> address) throws NegotiationFault, AccessDeniedFault {
            authorize(context);
            if (!provider.templates.containsKey(String.valueOf(negotiationContext.getTemplateId()))) {
                String message = "no template '" + negotiationContext.getTemplateId() + "' to negotiate";
                throw new NegotiationFault(message, detail(FaultReason.UNKNOWN_TEMPLATE, message));
            }
            negotiationId.value = "negotiation-" + UUID.randomUUID();
            address.value = provider.url() + "/services/Negotiation";
            provider.negotiations.put(negotiationId.value, true);
        }
    }

    @WebService(endpointInterface = "org.accord.schema.service.Negotiation", serviceName = "NegotiationService",
            portName = "NegotiationPort", targetNamespace = NS, wsdlLocation = WSDL)
    final class NegotiationPort implements org.accord.schema.service.Negotiation {

        @Resource
        private WebServiceContext context;

        @Override
        public List<NegotiationOfferType> negotiate(String negotiationId, List<NegotiationOfferType> offers)
                throws NegotiationFault, AccessDeniedFault, ResourceUnknownFault {
            authorize(context);
            Boolean open = provider.negotiations.get(negotiationId);
            if (open == null) {
                String message = "no negotiation " + negotiationId;
                throw new ResourceUnknownFault(message, detail(FaultReason.UNKNOWN_NEGOTIATION, message));
            }
            if (!open) {
                String message = "negotiation " + negotiationId + " is terminated";
                throw new NegotiationFault(message, detail(FaultReason.INVALID_STATE, message));
            }
            return offers.stream().map(WsagToDomain::negotiationOffer).map(this::counter)
                    .map(DomainToWsag::negotiationOffer).toList();
        }

        @Override
        public void terminateNegotiation(String negotiationId) throws AccessDeniedFault, ResourceUnknownFault {
            authorize(context);
            provider.negotiations.replace(negotiationId, false);
        }

        /**
         * Fewer CPUs when too few are free, a later deadline when the job cannot meet it, REJECTED when nothing
         * fits; each change and each rejection explained, terms accepted as they are not (as a provider that
         * does not explain would answer).
         */
        private NegotiationOffer counter(NegotiationOffer offer) {
            JobDescription job = offer.terms().job().orElseThrow();
            int free = provider.freeCpus();
            int cpus = Math.min(job.cpus().max(), free);
            String id = "counter-" + UUID.randomUUID();
            if (cpus < 1 || job.cpus().max() > provider.capacity) {
                return offer.counter(id, AgreementRole.AGREEMENT_RESPONDER, OfferState.REJECTED, offer.terms(),
                        job.cpus().max() + " CPUs asked, " + free + " of " + provider.capacity + " free");
            }
            double reserved = job.singleCpuRuntime() / cpus;
            Sla sla = offer.terms().sla().orElseThrow();
            double deadline = Math.max(sla.deadline(), Math.ceil(reserved));
            Terms terms = counterTerms(offer.terms(), new JobDescription(CpuRange.fixed(cpus), job.singleCpuRuntime(),
                    job.earliestStart(), job.latestFinish(), java.util.OptionalDouble.of(reserved)),
                    sla.withDeadline(deadline));
            if (cpus == job.cpus().max() && deadline == sla.deadline()) {
                return offer.counter(id, AgreementRole.AGREEMENT_RESPONDER, OfferState.ACCEPTABLE, terms);
            }
            return offer.counter(id, AgreementRole.AGREEMENT_RESPONDER, OfferState.ACCEPTABLE, terms,
                    job.cpus().max() + " CPUs by deadline " + (long) sla.deadline() + " s cannot be met; " + cpus
                            + " CPUs with t_D = " + (long) reserved + " s by deadline " + (long) deadline + " s can");
        }

        private Terms counterTerms(Terms terms, JobDescription job, Sla sla) {
            List<VariableDeclaration> variables = terms.functionTerms().variables().stream()
                    .map(v -> v.name().equals("deadline") ? VariableDeclaration.real("deadline", sla.deadline(),
                            sla.deadline()) : v).toList();
            TermSetDeclaration functions = new TermSetDeclaration(variables, terms.functionTerms().functions(),
                    terms.functionTerms().universals());
            return new Terms(terms.serviceName(), terms.serviceTermNames(), terms.guarantees(), Optional.of(job),
                    Optional.of(sla), functions);
        }
    }
}
