package org.accord.consumer.client;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.xml.ws.Holder;

import org.accord.agreement.Agreement;
import org.accord.agreement.AgreementState;
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.Context;
import org.accord.agreement.FaultReason;
import org.accord.agreement.PendingAgreement;
import org.accord.agreement.PendingDecision;
import org.accord.document.AgreementStateXml;
import org.accord.document.DocumentException;
import org.accord.document.DocumentKind;
import org.accord.document.Documents;
import org.accord.document.DomainToWsag;
import org.accord.document.LoadedDocument;
import org.accord.document.WsagToDomain;
import org.accord.offer.AgreementOffer;
import org.accord.schema.service.CreatedAgreement;
import org.accord.schema.wsag.AgreementStateType;
import org.accord.schema.wsag.AgreementTemplateType;
import org.accord.schema.wsag.AgreementType;
import org.accord.schema.wsag.GuaranteeTermStateType;
import org.accord.schema.wsag.ServiceTermStateType;
import org.accord.template.Template;

/**
 * A provider seen through Accord's domain types: templates, offers built from them, negotiation and
 * agreements, and the operator's decisions on pending agreements. Thread-safe: the demo shares one client
 * among many threads. Close it to release its connections.
 *
 * <p>Offers are checked against their template before they are sent (see {@link OfferBuilder#build()});
 * {@link #create} and {@link #negotiate} check too, since an offer may also come from a file or a
 * counter-offer, but not again an offer this client already checked; the settings may turn local checks
 * off. Reads, {@link #create}, {@link #createPending} and terminate follow the settings'
 * {@link RetryPolicy}; a retried create resends the same offer id, carried in the offer's
 * {@code AgreementId} attribute, which the provider uses to return the first attempt's agreement.
 */
public final class AgreementClient implements AutoCloseable {

    private static final String PENDING_AGREEMENTS = "PendingAgreements";

    private final ServicePorts ports;
    private final RetryPolicy retry;
    private final Map<String, LoadedDocument<Template>> templates = new ConcurrentHashMap<>();
    private final OfferCheck check = new OfferCheck();

    private AgreementClient(ServicePorts ports) {
        this.ports = ports;
        this.retry = ports.settings().retry();
    }

    /** A client of the provider described by {@code settings}. */
    public static AgreementClient connect(ClientSettings settings) {
        return new AgreementClient(ServicePortFactory.connect(settings));
    }

    /** A client of the provider at {@code url} with default settings. */
    public static AgreementClient connect(String url) {
        return connect(ClientSettings.of(url));
    }

    public ClientSettings settings() {
        return ports.settings();
    }

    /** The templates the provider publishes now, in its order. */
    public List<Template> templates() {
        List<AgreementTemplateType> received = retry.run(() -> call("AgreementFactory",
                () -> ports.agreementFactory().getTemplates()));
        return received.stream().map(this::remember).map(LoadedDocument::model).toList();
    }

    /** A builder for an offer from the template {@code templateId}. */
    public OfferBuilder offer(String templateId) {
        return new OfferBuilder(template(templateId).orElseThrow(() -> new OfferFaultException(
                FaultReason.UNKNOWN_TEMPLATE, FaultReason.UNKNOWN_TEMPLATE.code(), "the provider at "
                + ports.settings().baseUrl() + " publishes no template '" + templateId + "' (it has "
                + String.join(", ", templates.keySet()) + ")")), check);
    }

    /** Creates an agreement from {@code offer} under a fresh offer id. */
    public AgreementHandle create(AgreementOffer offer) {
        return create(offer, "offer-" + UUID.randomUUID());
    }

    /**
     * Creates an agreement from {@code offer} under {@code offerId}; sending the same offer id again
     * returns the same agreement.
     *
     * @throws OfferFaultException when the offer is refused, locally or by the provider
     */
    public AgreementHandle create(AgreementOffer offer, String offerId) {
        Objects.requireNonNull(offerId, "offerId");
        checkLocally(offer);
        return send(DomainToWsag.offer(offer), offerId, Creation.IMMEDIATE);
    }

    /**
     * Creates an agreement from an offer document as it was read (e.g. {@code Documents.readOffer(file)}):
     * the document is sent as read, so content of other vocabularies in it (a JSDL job description,
     * implementation-specific context elements) reaches the provider unchanged, and so is its
     * {@code AgreementId} (none if it has none). The provider takes the offer's id from its content, so
     * sending the same document again, from this client or another run, returns the same agreement.
     *
     * @throws OfferFaultException when the offer is refused, locally or by the provider
     */
    public AgreementHandle create(LoadedDocument<AgreementOffer> document) {
        checkLocally(document.model());
        AgreementType xml = document.xml(AgreementType.class);
        return send(xml, xml.getAgreementId(), Creation.IMMEDIATE);
    }

    /**
     * Creates a Pending agreement from {@code offer} under a fresh offer id: the provider stores it but
     * takes no capacity until its operator accepts it ({@link #acceptPending}: admitted now, Observed, or
     * Rejected when it no longer fits) or rejects it. Checked and retried as {@link #create(AgreementOffer)}.
     *
     * @throws OfferFaultException when the offer is refused, locally or by the provider
     */
    public AgreementHandle createPending(AgreementOffer offer) {
        return createPending(offer, "offer-" + UUID.randomUUID());
    }

    /** {@link #createPending(AgreementOffer)} under {@code offerId}; the same offer id returns the same agreement. */
    public AgreementHandle createPending(AgreementOffer offer, String offerId) {
        Objects.requireNonNull(offerId, "offerId");
        checkLocally(offer);
        return send(DomainToWsag.offer(offer), offerId, Creation.PENDING);
    }

    /**
     * {@link #createPending(AgreementOffer)} from an offer document sent as read, its own {@code AgreementId}
     * included: the same document returns the same agreement, as {@link #create(LoadedDocument)}.
     */
    public AgreementHandle createPending(LoadedDocument<AgreementOffer> document) {
        checkLocally(document.model());
        AgreementType xml = document.xml(AgreementType.class);
        return send(xml, xml.getAgreementId(), Creation.PENDING);
    }

    /**
     * The agreements waiting for the provider's decision, oldest first. A provider with security on
     * answers its operators only ({@link AccessDeniedException} for anyone else).
     */
    public List<PendingAgreement> pendingAgreements() {
        return retry.run(() -> call(PENDING_AGREEMENTS, () -> ports.pendingAgreements().listPending())).stream()
                .map(p -> new PendingAgreement(p.getAgreementId(), p.getInitiator(), p.getTemplateId(),
                        p.getCreated()))
                .toList();
    }

    /**
     * Accepts a pending agreement as the provider's operator: the provider admits it now (OBSERVED) or,
     * when its scheduler cannot, REJECTED with the scheduler's reason. Not retried: a repeated accept would
     * be refused with INVALID_STATE.
     *
     * @throws ProviderFaultException with UNKNOWN_AGREEMENT, INVALID_STATE (no longer Pending) or ACCESS_DENIED
     */
    public PendingDecision acceptPending(String agreementId) {
        return decision(call(PENDING_AGREEMENTS, () -> ports.pendingAgreements().acceptPending(agreementId)));
    }

    /** Rejects a pending agreement as the provider's operator, with an optional reason; not retried. */
    public PendingDecision rejectPending(String agreementId, Optional<String> reason) {
        return decision(call(PENDING_AGREEMENTS,
                () -> ports.pendingAgreements().rejectPending(agreementId, reason.orElse(null))));
    }

    private static PendingDecision decision(org.accord.schema.service.PendingDecision xml) {
        return new PendingDecision(xml.getAgreementId(), AgreementState.fromWsagName(xml.getState().value()),
                Optional.ofNullable(xml.getReason()));
    }

    private AgreementHandle send(AgreementType xml, String offerId, Creation creation) {
        xml.setAgreementId(offerId);
        CreatedAgreement created = retry.run(() -> call("AgreementFactory", () -> creation == Creation.PENDING
                ? ports.agreementFactory().createPendingAgreement(xml)
                : ports.agreementFactory().createAgreement(xml)));
        return new AgreementHandle(this, created.getAgreementId(), AgreementState.fromWsagName(created.getState().value()));
    }

    /** Which AgreementFactory operation makes the agreement. */
    private enum Creation { IMMEDIATE, PENDING }

    /**
     * One negotiation round for {@code offer} (initiate, negotiate, terminate): the provider's counter-offers.
     *
     * @throws ProviderFaultException when the provider refuses the negotiation
     */
    public CounterOffers negotiate(AgreementOffer offer) {
        checkLocally(offer);
        String templateId = offer.templateId().orElseThrow(() -> new OfferTermException(
                "an offer to negotiate must name its template"));
        try (NegotiationSession session = NegotiationSession.initiate(ports, templateId, offer.context())) {
            return session.offer(offer);
        }
    }

    /**
     * Opens a negotiation about the template {@code templateId}, for several rounds; close it when done.
     *
     * @throws ProviderFaultException when the provider refuses to negotiate
     */
    public NegotiationSession negotiation(String templateId) {
        return NegotiationSession.initiate(ports, templateId, Context.empty());
    }

    /**
     * A handle on the existing agreement {@code agreementId}; no call is made until it is used, and its
     * {@link AgreementHandle#createdState()} is assumed OBSERVED.
     */
    public AgreementHandle agreement(String agreementId) {
        return new AgreementHandle(this, agreementId, AgreementState.OBSERVED);
    }

    AgreementStatus status(String agreementId) {
        Holder<AgreementStateType> state = new Holder<>();
        Holder<List<ServiceTermStateType>> serviceTerms = new Holder<>();
        Holder<List<GuaranteeTermStateType>> guaranteeTerms = new Holder<>();
        retry.run(() -> call("AgreementState", () -> {
            ports.agreementState().getAgreementState(agreementId, state, serviceTerms, guaranteeTerms);
            return state;
        }));
        return AgreementStateXml.status(agreementId, state.value, serviceTerms.value, guaranteeTerms.value);
    }

    Agreement agreementDocument(String agreementId) {
        AgreementType xml = retry.run(() -> call("Agreement", () -> ports.agreement().getAgreement(agreementId)));
        return WsagToDomain.agreement(xml);
    }

    AgreementState terminate(String agreementId, String reason) {
        return AgreementState.fromWsagName(retry.run(() -> call("Agreement",
                () -> ports.agreement().terminate(agreementId, reason))).value());
    }

    @Override
    public void close() {
        ports.close();
    }

    private void checkLocally(AgreementOffer offer) {
        if (ports.settings().checkOffersLocally()) {
            offer.templateId().flatMap(this::template).ifPresent(template -> check.requireValid(offer, template));
        }
    }

    private Optional<LoadedDocument<Template>> template(String templateId) {
        if (!templates.containsKey(templateId)) {
            templates();
        }
        return Optional.ofNullable(templates.get(templateId));
    }

    private LoadedDocument<Template> remember(AgreementTemplateType xml) {
        String source = "template " + xml.getTemplateId();
        try {
            Documents documents = Documents.standard();
            byte[] bytes = documents.toXml(DocumentKind.TEMPLATE, xml).getBytes(StandardCharsets.UTF_8);
            LoadedDocument<Template> loaded = documents.read(bytes, source).asModel(Template.class);
            templates.put(loaded.model().templateId(), loaded);
            return loaded;
        } catch (DocumentException e) {
            throw new ProviderErrorException("the provider sent an invalid " + source + ": " + e.problems().get(0), e);
        }
    }

    private <T> T call(String endpoint, PortCall<T> call) {
        return FaultTranslation.call(ports.settings().endpoint(endpoint), call);
    }
}
