package org.accord.validation;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

import org.accord.agreement.Context;
import org.accord.agreement.FaultReason;
import org.accord.document.DocumentException;
import org.accord.document.DocumentKind;
import org.accord.document.DocumentProblem;
import org.accord.document.Documents;
import org.accord.document.DomainToWsag;
import org.accord.document.LoadedDocument;
import org.accord.document.WsagToDomain;
import org.accord.document.XmlText;
import org.accord.offer.AgreementOffer;
import org.accord.schema.wsag.AgreementType;
import org.accord.template.Template;
import org.accord.term.ProblemKind;
import org.accord.term.TermCompilationCache;
import org.accord.term.TermCompiler;
import org.accord.term.TermLimits;
import org.accord.term.TermProblem;

/**
 * An offer read into the domain and checked in one call, as {@code ./accord validate} checks it and with its
 * messages: what a provider's intake makes of an offer before it applies its own policy. The order of the
 * checks decides what an offer is refused for ({@link Refused}), first to last:
 * <ol>
 *   <li>unreadable, or (as text) schema-invalid: INVALID_OFFER, with the validator's problems;</li>
 *   <li>{@code wsag:ExpirationTime} outside the years the {@link DateRule} allows: INVALID_OFFER;</li>
 *   <li>function terms beyond the validator's {@link TermLimits}: LIMIT_EXCEEDED, decided in one pass over the
 *       declarations before anything is compiled, so a hostile offer costs milliseconds;</li>
 *   <li>naming no template, or one the {@link Templates} do not hold: UNKNOWN_TEMPLATE;</li>
 *   <li>the validator's term and template checks: LIMIT_EXCEEDED, BAD_FUNCTION_TERM or CONSTRAINT_VIOLATION,
 *       by what the terms compile to. For an offer given as a JAXB object this refusal is held in the
 *       {@link Checked} result ({@link Checked#requireValid}), so that the provider's own rules on the domain
 *       values come before it; for an offer read from text it is thrown at once.</li>
 * </ol>
 * The initiator is settled before the offer is checked or written: with a user authenticated, the offer is
 * taken as that user initiates it. Thread-safe.
 */
public final class OfferCheck {

    /** How problems name the document. */
    public static final String SOURCE = "offer";

    /** The templates an offer may name. */
    public interface Templates {
        /** The template {@code templateId} as loaded, if there is one. */
        Optional<LoadedDocument<Template>> find(String templateId);

        /** Every template there is, for the message naming an unknown one. */
        List<Template> templates();
    }

    /** Which dates a request may carry. */
    @FunctionalInterface
    public interface DateRule {
        /** Why {@code value}, the value of {@code field}, is refused; empty when it is allowed. */
        Optional<String> outside(String field, Instant value);
    }

    /** Why an offer is refused: the fault's reason and its text, as the requester is told. */
    public static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient FaultReason reason;

        public Refused(FaultReason reason, String message) {
            super(message, null, false, false);
            this.reason = Objects.requireNonNull(reason, "reason");
        }

        public FaultReason reason() {
            return reason;
        }
    }

    /**
     * An offer read and checked, in domain values: its model (naming its initiator as settled), the template
     * it is checked against, the user a JSDL {@code jsdl-posix:UserName} in it asks its job to run as, and its
     * compact text (which its id is taken from). {@code refusal}: what the validator's checks refuse it for,
     * told by {@link #requireValid}.
     */
    public record Checked(AgreementOffer offer, Template template, Optional<String> jsdlUser, XmlText text,
            Optional<RuntimeException> refusal) {

        public Checked {
            Objects.requireNonNull(offer, "offer");
            Objects.requireNonNull(template, "template");
            Objects.requireNonNull(jsdlUser, "jsdlUser");
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(refusal, "refusal");
        }

        /** Throws what the validator's checks refuse the offer for ({@link Refused}), if anything. */
        public void requireValid() {
            if (refusal.isPresent()) {
                throw refusal.get();
            }
        }
    }

    private final Documents documents;
    private final DocumentValidator validator;
    private final Templates templates;
    private final DateRule dates;
    private final TermLimits limits;

    /** Checks against {@code templates} with {@code validator} (whose term limits it enforces) and {@code dates}. */
    public OfferCheck(Documents documents, DocumentValidator validator, Templates templates, DateRule dates) {
        this.documents = Objects.requireNonNull(documents, "documents");
        this.validator = Objects.requireNonNull(validator, "validator");
        this.templates = Objects.requireNonNull(templates, "templates");
        this.dates = Objects.requireNonNull(dates, "dates");
        this.limits = validator.termLimits();
    }

    /**
     * A schema-valid offer's JAXB object (the transport validated it) checked: its terms, template and creation
     * constraints, usually confirmed in the one pass over its events that writes its compact text; one with
     * problems is written and parsed with positions for the messages ({@link DocumentValidator#validateWritten}).
     * An offer holding what XML cannot carry (a control character in a string given as a domain value, say)
     * is refused as INVALID_OFFER. {@code document} may be changed (the initiator).
     */
    public Checked checkValidated(AgreementType document, Optional<String> initiator) {
        AgreementOffer offer = read(document, initiator);
        LoadedDocument<Template> template = template(offer);
        XmlText text = new XmlText();
        Optional<RuntimeException> refusal;
        try {
            refusal = refusal(offer, validator.validateWritten(DocumentKind.AGREEMENT_OFFER, offer, document,
                    SOURCE, Optional.of(template), text));
        } catch (DocumentException e) {
            refusal = Optional.of(new Refused(FaultReason.INVALID_OFFER, describe(e.problems())));
        } catch (IllegalArgumentException unwritable) {
            refusal = Optional.of(new Refused(FaultReason.INVALID_OFFER,
                    "the offer cannot be written as XML: " + rootCause(unwritable).getMessage()));
        }
        return new Checked(offer, template.model(), WsagToDomain.jsdlUser(document.getTerms()), text, refusal);
    }

    /**
     * An offer's JAXB object that nothing validated yet checked in full: written out, then validated as the text
     * {@code ./accord validate} reads. {@code document} may be changed (the initiator).
     */
    public Checked checkInFull(AgreementType document, Optional<String> initiator) {
        AgreementOffer offer = read(document, initiator);
        LoadedDocument<Template> template = template(offer);
        Optional<RuntimeException> refusal;
        try {
            refusal = refusal(offer, validator.validate(indented(document), SOURCE, Optional.of(template)));
        } catch (RuntimeException unwritable) {
            refusal = Optional.of(unwritable);
        }
        return new Checked(offer, template.model(), WsagToDomain.jsdlUser(document.getTerms()),
                refusal.isEmpty() ? written(document) : new XmlText(), refusal);
    }

    /**
     * An offer given as text read with positions and validated in full as the client wrote it, every problem
     * placed; refused at once when the validator's checks refuse it.
     */
    public Checked checkWithPositions(byte[] bytes, Optional<String> initiator) {
        LoadedDocument<AgreementOffer> read;
        try {
            read = documents.readOffer(new ByteArrayInputStream(bytes), SOURCE);
        } catch (DocumentException e) {
            throw new Refused(FaultReason.INVALID_OFFER, describe(e.problems()));
        }
        AgreementType document = read.xml(AgreementType.class);
        AgreementOffer offer = initiated(withinLimits(read.model()), document, initiator);
        LoadedDocument<Template> template = template(offer);
        Optional<RuntimeException> refusal =
                refusal(offer, validator.validate(bytes, SOURCE, Optional.of(template)));
        if (refusal.isPresent()) {
            throw refusal.get();
        }
        return new Checked(offer, template.model(), WsagToDomain.jsdlUser(document.getTerms()), written(document),
                Optional.empty());
    }

    /** The template {@code templateId} as loaded; UNKNOWN_TEMPLATE naming those there are if none. */
    public LoadedDocument<Template> loaded(String templateId) {
        return templates.find(templateId).orElseThrow(() -> new Refused(FaultReason.UNKNOWN_TEMPLATE,
                "unknown template '" + templateId + "'; this provider publishes "
                        + templates.templates().stream().map(Template::templateId).toList()));
    }

    /** The offer's model within the limits, as {@code initiator} initiates it. */
    private AgreementOffer read(AgreementType document, Optional<String> initiator) {
        return initiated(withinLimits(model(document)), document, initiator);
    }

    /**
     * The offer's model. An offer the mapper cannot read is one whose Accord content the transport's lax
     * {@code xs:any} slots let through unchecked (a DeadlineType MAYBE, a CPU count of 0 or of 400 digits,
     * 1e308): it is written out and validated in full, strictly, so that the INVALID_OFFER refusal carries
     * {@code ./accord validate}'s {@code offer:line:column: message} problems, never the mapper's Java
     * exception text.
     */
    private AgreementOffer model(AgreementType document) {
        try {
            return WsagToDomain.offer(document);
        } catch (RuntimeException e) {
            ValidationReport report;
            try {
                report = validator.validate(indented(document), SOURCE, Optional.empty());
            } catch (RuntimeException unwritable) {
                report = new ValidationReport(SOURCE, List.of());
            }
            throw new Refused(FaultReason.INVALID_OFFER, report.isValid()
                    ? "the offer cannot be read: its Accord terms (urn:accord:sla:1) are incomplete or out of range"
                    : describe(report.problems()));
        }
    }

    /**
     * The offer, when its expiration date is allowed and its function terms are within the limits; else
     * refused at once, before the offer is written, parsed with positions or checked. The limit message is the
     * validator's (which {@code ./accord validate} gives with a line and column), with the document's name
     * instead of a position.
     */
    private AgreementOffer withinLimits(AgreementOffer offer) {
        offer.context().expirationTime()
                .flatMap(date -> dates.outside("wsag:Context/wsag:ExpirationTime", date))
                .ifPresent(outside -> {
                    throw new Refused(FaultReason.INVALID_OFFER, outside);
                });
        if (offer.terms().hasFunctionTerms()) {
            List<TermProblem> beyond = TermCompiler.limitProblems(offer.terms().functionTerms(), limits);
            if (!beyond.isEmpty()) {
                throw new Refused(FaultReason.LIMIT_EXCEEDED, beyond.stream()
                        .map(problem -> SOURCE + ": " + problem.message()).collect(Collectors.joining("\n")));
            }
        }
        return offer;
    }

    /**
     * The offer as {@code initiator} initiates it: when a user was authenticated and the offer names another
     * initiator (or none), both the model and the JAXB object (whose text is checked, identified and stored)
     * name the user instead; otherwise the offer as it is.
     */
    private static AgreementOffer initiated(AgreementOffer offer, AgreementType document,
            Optional<String> initiator) {
        if (initiator.isEmpty() || offer.context().initiator().equals(initiator)) {
            return offer;
        }
        Context context = offer.context().withInitiator(initiator.get());
        document.getContext().setAgreementInitiator(DomainToWsag.context(context).getAgreementInitiator());
        return new AgreementOffer(offer.name(), context, offer.terms());
    }

    private LoadedDocument<Template> template(AgreementOffer offer) {
        return loaded(offer.templateId().orElseThrow(() -> new Refused(FaultReason.UNKNOWN_TEMPLATE,
                "the offer names no template (wsag:Context/wsag:TemplateId)")));
    }

    private Optional<RuntimeException> refusal(AgreementOffer offer, ValidationReport report) {
        return report.isValid() ? Optional.empty()
                : Optional.of(new Refused(reason(offer), describe(report.problems())));
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

    /** The offer written out as {@code ./accord validate} reads a file, for checks that need its text. */
    private byte[] indented(AgreementType document) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        documents.write(DocumentKind.AGREEMENT_OFFER, document, bytes);
        return bytes.toByteArray();
    }

    /** The offer's compact text, which its id is taken from whatever way it arrived. */
    private XmlText written(AgreementType document) {
        XmlText text = new XmlText();
        documents.emit(DocumentKind.AGREEMENT_OFFER, document, text);
        return text;
    }

    private static Throwable rootCause(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }

    /** Every problem, one per line, as {@code offer:line:column: message}. */
    public static String describe(List<DocumentProblem> problems) {
        return problems.stream().map(DocumentProblem::toString).collect(Collectors.joining("\n"));
    }
}
