package org.accord.document;

import java.util.Objects;

/**
 * A document read from XML: its domain model, the JAXB object it was mapped from (which keeps everything,
 * foreign content included, so writing it back loses nothing) and the parsed source with positions.
 *
 * @param <T> the domain type: {@link org.accord.template.Template}, {@link org.accord.offer.AgreementOffer},
 *     {@link org.accord.agreement.Agreement} or {@link org.accord.negotiation.NegotiationOffer}
 */
public record LoadedDocument<T>(DocumentKind kind, T model, Object xml, LocatedDocument source) {

    public LoadedDocument {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(xml, "xml");
        Objects.requireNonNull(source, "source");
    }

    /**
     * The JAXB object, e.g. {@code xml(AgreementTemplateType.class)} for a template, {@code AgreementType}
     * for an offer or agreement, {@code NegotiationOfferType} for a negotiation offer.
     */
    public <X> X xml(Class<X> type) {
        if (!type.isInstance(xml)) {
            throw new IllegalArgumentException("a " + kind + " document holds a " + xml.getClass().getSimpleName()
                    + ", not a " + type.getSimpleName());
        }
        return type.cast(xml);
    }

    /** The model as the given domain type, or an exception naming both kinds. */
    public <M> M model(Class<M> type) {
        if (!type.isInstance(model)) {
            throw new IllegalArgumentException("expected a " + type.getSimpleName() + " document, found a " + kind);
        }
        return type.cast(model);
    }

    /** This document typed by its model, e.g. {@code asModel(Template.class)}. */
    public <M> LoadedDocument<M> asModel(Class<M> type) {
        return new LoadedDocument<>(kind, model(type), xml, source);
    }
}
