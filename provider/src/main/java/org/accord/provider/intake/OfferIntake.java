package org.accord.provider.intake;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import org.accord.agreement.Context;
import org.accord.agreement.FaultReason;
import org.accord.document.DocumentException;
import org.accord.document.DocumentKind;
import org.accord.document.DocumentProblem;
import org.accord.document.DomainToWsag;
import org.accord.document.Documents;
import org.accord.document.LoadedDocument;
import org.accord.document.WsagToDomain;
import org.accord.document.XmlText;
import org.accord.offer.AgreementOffer;
import org.accord.provider.admission.OfferTerms;
import org.accord.provider.execution.SlaKind;
import org.accord.provider.admission.UnsupportedOfferException;
import org.accord.provider.fault.FaultException;
import org.accord.provider.template.TemplateRegistry;
import org.accord.schema.wsag.AgreementType;
import org.accord.template.Template;
import org.accord.term.ProblemKind;
import org.accord.term.TermCompilationCache;
import org.accord.term.TermCompiler;
import org.accord.term.TermLimits;
import org.accord.term.TermProblem;
import org.accord.validation.DocumentValidator;
import org.accord.validation.SlaDomainCheck;
import org.accord.validation.ValidationReport;
import org.accord.provider.config.DateLimits;
import org.accord.provider.config.ElementLimits;

/**
 * The one place an offer enters the provider: translates it (JAXB from the endpoint, or text) to the domain
 * once and checks it as {@code ./accord validate} does, with the same messages, and classifies what
 * is wrong: unreadable or schema-invalid (INVALID_OFFER), naming no or an unknown template
 * (UNKNOWN_TEMPLATE), a date outside the years {@link DateLimits} allow (INVALID_OFFER), function terms beyond the validator's {@link TermLimits} (LIMIT_EXCEEDED, decided
 * in one pass over the declarations, before anything is parsed), function terms that do not compile (BAD_FUNCTION_TERM; every problem of the
 * validator is reported with it), otherwise the template's creation constraints (CONSTRAINT_VIOLATION).
 * Thread-safe.
 *
 * <p>An offer received as a JAXB object when the transport validated it against the schema on the way in
 * ({@code inboundValidated}) is not schema-checked again: the validator's
 * {@link DocumentValidator#validateWritten} runs the term and template checks, with the messages
 * {@code ./accord validate} gives on the text JAXB writes of it. A passing offer is usually confirmed in
 * one pass over the JAXB object's events, the same pass that writes the offer's compact text (its id, and
 * its agreement's document); one with problems is written and parsed with positions for the messages.
 */
public final class OfferIntake {

    /** How problems name the document. */
    static final String SOURCE = "offer";

    /** A digest per thread: looking one up among the security providers per offer cost more than the digest. */
    private static final ThreadLocal<MessageDigest> SHA_256 = ThreadLocal.withInitial(OfferIntake::sha256);

    private final TemplateRegistry templates;
    private final Documents documents;
    private final DocumentValidator validator;
    private final boolean inboundValidated;
    private final TermLimits limits;
    private final ElementLimits elementLimits;
    private final DateLimits dateLimits;

    /**
     * An intake over the templates, checking with {@code validator} (whose term limits it enforces);
     * {@code inboundValidated}: the transport already validated requests against the schema.
     */
    public OfferIntake(TemplateRegistry templates, Documents documents, DocumentValidator validator,
            boolean inboundValidated) {
        this(templates, documents, validator, inboundValidated, ElementLimits.defaults());
    }

    /**
     * An intake as above that also refuses offers given as text ({@link #receive(String)}, e.g. over REST) with
     * more repeated elements than {@code elementLimits} allows, before reading them.
     */
    public OfferIntake(TemplateRegistry templates, Documents documents, DocumentValidator validator,
            boolean inboundValidated, ElementLimits elementLimits) {
        this(templates, documents, validator, inboundValidated, elementLimits, DateLimits.defaults());
    }

    /**
     * An intake as above that also refuses an offer whose {@code wsag:ExpirationTime} names a year outside
     * {@code dateLimits}, before it is checked or written.
     */
    public OfferIntake(TemplateRegistry templates, Documents documents, DocumentValidator validator,
            boolean inboundValidated, ElementLimits elementLimits, DateLimits dateLimits) {
        this.elementLimits = elementLimits;
        this.dateLimits = java.util.Objects.requireNonNull(dateLimits, "date limits");
        this.templates = templates;
        this.documents = documents;
        this.validator = validator;
        this.inboundValidated = inboundValidated;
        this.limits = validator.termLimits();
    }

    /**
     * The checked offer received as text (e.g. over REST), or a {@link FaultException} saying what is wrong.
     * The text is read once, validated against the schema as it streams by and bound to JAXB
     * ({@link Documents#readValidOffer}), then checked as an offer the SOAP transport validated on the way in
     * is: one intake for both bindings. An offer that is not schema-valid, or that the checks refuse, is read
     * again with positions and checked in full ({@link #receiveWithPositions}), so that every problem names
     * its {@code offer:line:column} in the text the client sent; that reading alone decides its answer.
     * Measured by {@code ./accord bench provider} (the REST create from a document).
     */
    public CheckedOffer receive(String xml) {
        return receive(xml, Optional.empty());
    }

    /**
     * {@link #receive(String)}, the offer as {@code authenticated} initiates it when a user was authenticated
     * (see {@link #receive(AgreementType, Optional)}).
     */
    public CheckedOffer receive(String xml, Optional<String> authenticated) {
        byte[] bytes = xml.getBytes(StandardCharsets.UTF_8);
        elementLimits.firstOver(bytes).ifPresent(over -> {
            throw new FaultException(FaultReason.LIMIT_EXCEEDED, over);
        });
        Optional<AgreementType> valid = documents.readValidOffer(bytes);
        if (valid.isPresent()) {
            try {
                return receiveValidated(valid.get(), authenticated);
            } catch (FaultException refused) {
                // told again below, with the places in the text received
            }
        }
        return receiveWithPositions(bytes, authenticated);
    }

    /**
     * The text path with positions: read with positions, validated in full as the client wrote it, then checked;
     * every problem placed.
     */
    CheckedOffer receiveWithPositions(byte[] bytes, Optional<String> authenticated) {
        LoadedDocument<AgreementOffer> read = read(bytes);
        AgreementType document = read.xml(AgreementType.class);
        AgreementOffer offer = initiated(withinLimits(read.model()), document, authenticated);
        LoadedDocument<Template> template = template(offer);
        requireValid(offer, validator.validate(bytes, SOURCE, Optional.of(template)));
        ApplicationRules.check(template.model(), offer, document);
        return received(offer, template, written(document));
    }

    /** {@link #receive(AgreementType, Optional)} for an offer that states its own initiator (security off). */
    public CheckedOffer receive(AgreementType document) {
        return receive(document, Optional.empty());
    }

    /**
     * The checked offer received as a JAXB object (e.g. over SOAP); checked in full unless the transport
     * validated it inbound (see the type's Javadoc). With security on, {@code authenticated} is the user the
     * request was authenticated as, and the offer is taken as that user initiates it: an offer naming someone
     * else (or nobody) as {@code wsag:AgreementInitiator} is checked, identified and stored naming the user.
     * Empty (security off): the offer's own statement is kept. {@code document} may be changed.
     */
    public CheckedOffer receive(AgreementType document, Optional<String> authenticated) {
        if (inboundValidated) {
            return receiveValidated(document, authenticated);
        }
        AgreementOffer offer = initiated(withinLimits(model(document)), document, authenticated);
        LoadedDocument<Template> template = template(offer);
        ApplicationRules.check(template.model(), offer, document);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        documents.write(DocumentKind.AGREEMENT_OFFER, document, bytes);
        requireValid(offer, validator.validate(bytes.toByteArray(), SOURCE, Optional.of(template)));
        return received(offer, template, written(document));
    }

    /** A schema-valid offer's JAXB object checked: its terms, template and creation constraints, in one pass when it passes. */
    private CheckedOffer receiveValidated(AgreementType document, Optional<String> authenticated) {
        AgreementOffer offer = initiated(withinLimits(model(document)), document, authenticated);
        LoadedDocument<Template> template = template(offer);
        ApplicationRules.check(template.model(), offer, document);
        XmlText text = new XmlText();
        requireValid(offer, checked(offer, document, template, text));
        return received(offer, template, text);
    }

    /**
     * The offer as {@code authenticated} initiates it: when a user was authenticated and the offer names another
     * initiator (or none), both the model and the JAXB object (whose text is checked, identified and stored)
     * name the user instead; otherwise the offer as it is.
     */
    private static AgreementOffer initiated(AgreementOffer offer, AgreementType document,
            Optional<String> authenticated) {
        if (authenticated.isEmpty() || offer.context().initiator().equals(authenticated)) {
            return offer;
        }
        Context context = offer.context().withInitiator(authenticated.get());
        document.getContext().setAgreementInitiator(DomainToWsag.context(context).getAgreementInitiator());
        return new AgreementOffer(offer.name(), context, offer.terms());
    }

    /**
     * The offer, when its function terms are within the limits; else a LIMIT_EXCEEDED fault at once, before
     * the offer is written, parsed with positions or checked, so that a hostile offer costs milliseconds.
     * The message is the validator's (which {@code ./accord validate} gives with a line and column), with
     * the document's name instead of a position.
     */
    private AgreementOffer withinLimits(AgreementOffer offer) {
        requireDateInRange("wsag:Context/wsag:ExpirationTime", offer.context().expirationTime());
        if (offer.terms().hasFunctionTerms()) {
            List<TermProblem> beyond = TermCompiler.limitProblems(offer.terms().functionTerms(), limits);
            if (!beyond.isEmpty()) {
                throw new FaultException(FaultReason.LIMIT_EXCEEDED, beyond.stream()
                        .map(problem -> SOURCE + ": " + problem.message()).collect(Collectors.joining("\n")));
            }
        }
        return offer;
    }

    /**
     * Refuses (INVALID_OFFER) a date of a request outside the years {@code limits.dates.*} allow, naming
     * {@code field}, its value and the years; nothing when {@code value} is empty.
     */
    public void requireDateInRange(String field, Optional<Instant> value) {
        value.flatMap(date -> dateLimits.outside(field, date)).ifPresent(outside -> {
            throw new FaultException(FaultReason.INVALID_OFFER, outside);
        });
    }

    private void requireValid(AgreementOffer offer, ValidationReport report) {
        if (!report.isValid()) {
            throw new FaultException(reason(offer), describe(report.problems()));
        }
    }

    /** LIMIT_EXCEEDED, BAD_FUNCTION_TERM or CONSTRAINT_VIOLATION, by what the offer's terms compile to. */
    private FaultReason reason(AgreementOffer offer) {
        if (!offer.terms().hasFunctionTerms()) {
            return FaultReason.CONSTRAINT_VIOLATION;
        }
        List<TermProblem> problems =
                TermCompilationCache.shared().compile(offer.terms().functionTerms(), limits).problems();
        if (problems.stream().anyMatch(p -> p.kind() == ProblemKind.LIMIT_EXCEEDED)) {
            return FaultReason.LIMIT_EXCEEDED;
        }
        return problems.isEmpty() && SlaDomainCheck.contradictions(offer.terms()).isEmpty()
                ? FaultReason.CONSTRAINT_VIOLATION : FaultReason.BAD_FUNCTION_TERM;
    }

    private CheckedOffer received(AgreementOffer offer, LoadedDocument<Template> template, XmlText text) {
        try {
            SlaKind kind = templates.kind(template.model().templateId());
            return new CheckedOffer(offer, kind, OfferTerms.of(offer.terms()), offerId(text), text);
        } catch (UnsupportedOfferException e) {
            throw new FaultException(FaultReason.INVALID_OFFER, e.getMessage());
        }
    }

    /** The offer's compact text, which its id is taken from whatever way it arrived. */
    private XmlText written(AgreementType document) {
        XmlText text = new XmlText();
        documents.emit(DocumentKind.AGREEMENT_OFFER, document, text);
        return text;
    }

    private LoadedDocument<Template> template(AgreementOffer offer) {
        return loaded(offer.templateId().orElseThrow(() -> new FaultException(FaultReason.UNKNOWN_TEMPLATE,
                "the offer names no template (wsag:Context/wsag:TemplateId)")));
    }

    /** The published template {@code templateId}; an UNKNOWN_TEMPLATE fault naming those published if none. */
    public Template template(String templateId) {
        return loaded(templateId).model();
    }

    /** {@link #template(String)} as loaded, for the validator's checks against it. */
    private LoadedDocument<Template> loaded(String templateId) {
        return templates.find(templateId).orElseThrow(() -> new FaultException(
                FaultReason.UNKNOWN_TEMPLATE, "unknown template '" + templateId + "'; this provider publishes "
                        + templates.templates().stream().map(Template::templateId).toList()));
    }

    /**
     * The offer's model. An offer the mapper cannot read is one whose Accord content the transport's lax
     * {@code xs:any} slots let through unchecked (a DeadlineType MAYBE, a CPU count of 0 or of 400 digits,
     * 1e308): it is written out and validated in full, strictly, so that the INVALID_OFFER fault carries
     * {@code ./accord validate}'s {@code offer:line:column: message} problems, never the mapper's Java
     * exception text.
     */
    private AgreementOffer model(AgreementType document) {
        try {
            return WsagToDomain.offer(document);
        } catch (RuntimeException e) {
            ValidationReport report;
            try {
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                documents.write(DocumentKind.AGREEMENT_OFFER, document, bytes);
                report = validator.validate(bytes.toByteArray(), SOURCE, Optional.empty());
            } catch (RuntimeException unwritable) {
                report = new ValidationReport(SOURCE, List.of());
            }
            throw new FaultException(FaultReason.INVALID_OFFER, report.isValid()
                    ? "the offer cannot be read: its Accord terms (urn:accord:sla:1) are incomplete or out of range"
                    : describe(report.problems()));
        }
    }

    private ValidationReport checked(AgreementOffer offer, AgreementType document, LoadedDocument<Template> template,
            XmlText text) {
        try {
            return validator.validateWritten(DocumentKind.AGREEMENT_OFFER, offer, document, SOURCE,
                    Optional.of(template), text);
        } catch (DocumentException e) {
            throw new FaultException(FaultReason.INVALID_OFFER, describe(e.problems()));
        }
    }

    /** Every problem, one per line, as {@code offer:line:column: message}. */
    static String describe(List<DocumentProblem> problems) {
        return problems.stream().map(DocumentProblem::toString).collect(Collectors.joining("\n"));
    }

    private LoadedDocument<AgreementOffer> read(byte[] bytes) {
        try {
            return documents.readOffer(new ByteArrayInputStream(bytes), SOURCE);
        } catch (DocumentException e) {
            throw new FaultException(FaultReason.INVALID_OFFER, describe(e.problems()));
        }
    }

    private static String offerId(XmlText text) {
        return "sha256:" + HexFormat.of().formatHex(text.digest(SHA_256.get()));
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
