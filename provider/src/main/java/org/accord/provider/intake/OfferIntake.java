package org.accord.provider.intake;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Optional;

import org.accord.agreement.FaultReason;
import org.accord.document.Documents;
import org.accord.document.XmlText;
import org.accord.provider.admission.OfferTerms;
import org.accord.provider.admission.UnsupportedOfferException;
import org.accord.provider.config.DateLimits;
import org.accord.provider.config.ElementLimits;
import org.accord.provider.execution.SlaKind;
import org.accord.provider.fault.FaultException;
import org.accord.provider.template.TemplateRegistry;
import org.accord.schema.wsag.AgreementType;
import org.accord.template.Template;
import org.accord.term.TermLimits;
import org.accord.validation.DocumentValidator;
import org.accord.validation.OfferCheck;

/**
 * The one place an offer enters the provider. One call reads it into the domain and checks it as
 * {@code ./accord validate} does, with the same messages ({@link OfferCheck}: unreadable or schema-invalid,
 * a date outside the years {@link DateLimits} allow, function terms beyond the validator's {@link TermLimits},
 * no or an unknown template, then the validator's term and template checks); intake then applies the
 * provider's policy on the domain values it returns: what the offer may say about its application
 * ({@link ApplicationRules}, CONSTRAINT_VIOLATION, told before the validator's problems), the admission path its
 * template's kind selects, its compiled terms and its id. A refusal becomes a {@link FaultException} with the
 * same reason and text. Thread-safe.
 *
 * <p>An offer received as a JAXB object when the transport validated it against the schema on the way in
 * ({@code inboundValidated}) is not schema-checked again ({@link OfferCheck#checkValidated}): a passing offer is usually
 * confirmed in one pass over the JAXB object's events, the same pass that writes the offer's compact text (its
 * id, and its agreement's document); one with problems is written and parsed with positions for the messages.
 */
public final class OfferIntake {

    /** How problems name the document. */
    static final String SOURCE = OfferCheck.SOURCE;

    /** A digest per thread: looking one up among the security providers per offer cost more than the digest. */
    private static final ThreadLocal<MessageDigest> SHA_256 = ThreadLocal.withInitial(OfferIntake::sha256);

    private final TemplateRegistry templates;
    private final Documents documents;
    private final boolean inboundValidated;
    private final OfferCheck offerCheck;
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
        this.inboundValidated = inboundValidated;
        this.offerCheck = new OfferCheck(documents, validator, templates, dateLimits);
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
        try {
            OfferCheck.Checked checked = offerCheck.checkWithPositions(bytes, authenticated);
            return admitted(checked);
        } catch (OfferCheck.Refused refused) {
            throw fault(refused);
        }
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
        try {
            OfferCheck.Checked checked = offerCheck.checkInFull(document, authenticated);
            return admitted(checked);
        } catch (OfferCheck.Refused refused) {
            throw fault(refused);
        }
    }

    /** A schema-valid offer's JAXB object checked: its terms, template and creation constraints, in one pass when it passes. */
    private CheckedOffer receiveValidated(AgreementType document, Optional<String> authenticated) {
        try {
            OfferCheck.Checked checked = offerCheck.checkValidated(document, authenticated);
            return admitted(checked);
        } catch (OfferCheck.Refused refused) {
            throw fault(refused);
        }
    }

    /**
     * The provider's policy on an offer read and checked: what it may say about its application
     * ({@link ApplicationRules}), before the validator's problems with it are told; then the admission path its
     * template's kind selects, its compiled terms and its id.
     */
    private CheckedOffer admitted(OfferCheck.Checked checked) {
        ApplicationRules.check(checked.template(), checked.offer(), checked.jsdlUser());
        checked.requireValid();
        try {
            SlaKind kind = templates.kind(checked.template().templateId());
            return new CheckedOffer(checked.offer(), kind, OfferTerms.of(checked.offer().terms()),
                    offerId(checked.text()), checked.text());
        } catch (UnsupportedOfferException e) {
            throw new FaultException(FaultReason.INVALID_OFFER, e.getMessage());
        }
    }

    private static FaultException fault(OfferCheck.Refused refused) {
        return new FaultException(refused.reason(), refused.getMessage());
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

    /** The published template {@code templateId}; an UNKNOWN_TEMPLATE fault naming those published if none. */
    public Template template(String templateId) {
        try {
            return offerCheck.loaded(templateId).model();
        } catch (OfferCheck.Refused refused) {
            throw fault(refused);
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
