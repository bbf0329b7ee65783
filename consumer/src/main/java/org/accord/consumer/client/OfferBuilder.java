package org.accord.consumer.client;

import java.util.Objects;
import java.util.function.Supplier;

import org.accord.document.LoadedDocument;
import org.accord.offer.AgreementOffer;
import org.accord.offer.OfferDraft;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.sla.Application;
import org.accord.template.Template;

/**
 * Builds an agreement offer from a template by changing its terms ({@link OfferDraft}, whose Javadoc says
 * what each term fixes), then checks it locally with the provider's rules ({@link #build()}). Not
 * thread-safe; one builder per offer. A setting the draft cannot apply is an {@link OfferTermException}.
 *
 * <p>{@link #set(String, String)} takes the terms by name, as {@code ./accord client --set} does:
 * {@code cpus} ({@code N} or {@code MIN..MAX}), {@code tD1}, {@code tD}, {@code TS}, {@code TF},
 * {@code deadlineType}, {@code deadline}, {@code budget}, {@code penaltyRate}, {@code name},
 * {@code initiator}, or the name of any variable the template declares.
 */
public final class OfferBuilder {

    private final LoadedDocument<Template> template;
    private final OfferCheck check;
    private final OfferDraft draft;

    OfferBuilder(LoadedDocument<Template> template, OfferCheck check) {
        this.template = Objects.requireNonNull(template, "template");
        this.check = Objects.requireNonNull(check, "check");
        this.draft = new OfferDraft(template.model());
    }

    public OfferBuilder name(String offerName) {
        return change(() -> draft.name(offerName));
    }

    public OfferBuilder initiator(String party) {
        return change(() -> draft.initiator(party));
    }

    /** A fixed CPU count. */
    public OfferBuilder cpus(int count) {
        return change(() -> draft.cpus(count));
    }

    /** A CPU range (a moldable job): the provider chooses the count inside it. */
    public OfferBuilder cpuRange(int min, int max) {
        return change(() -> draft.cpuRange(min, max));
    }

    /** t_D1, the job's runtime on one CPU, in seconds. */
    public OfferBuilder singleCpuRuntime(double seconds) {
        return change(() -> draft.singleCpuRuntime(seconds));
    }

    /** t_D, the reserved time, in seconds; stops it following t_D1 / N_CPU. */
    public OfferBuilder reservedTime(double seconds) {
        return change(() -> draft.reservedTime(seconds));
    }

    /** T_S, the earliest start, seconds from the agreement's creation. */
    public OfferBuilder earliestStart(double seconds) {
        return change(() -> draft.earliestStart(seconds));
    }

    /** T_F, the latest finish, seconds from the agreement's creation. */
    public OfferBuilder latestFinish(double seconds) {
        return change(() -> draft.latestFinish(seconds));
    }

    /** What the provider's resource manager runs (see {@link OfferDraft#application}). */
    public OfferBuilder application(Application application) {
        return change(() -> draft.application(application));
    }

    public OfferBuilder deadlineType(DeadlineType type) {
        return change(() -> draft.deadlineType(type));
    }

    /** The deadline, seconds from submission. */
    public OfferBuilder deadline(double seconds) {
        return change(() -> draft.deadline(seconds));
    }

    public OfferBuilder budget(double amount) {
        return change(() -> draft.budget(amount));
    }

    /** What the provider pays back per second of delay. */
    public OfferBuilder penaltyRate(double perSecond) {
        return change(() -> draft.penaltyRate(perSecond));
    }

    /** Fixes the template's function-term variable {@code variable} to {@code value}. */
    public OfferBuilder input(String variable, double value) {
        return change(() -> draft.input(variable, value));
    }

    /** Sets the term called {@code term} from text, e.g. {@code ("cpus", "8")} or {@code ("deadline", "3600")}. */
    public OfferBuilder set(String term, String value) {
        return change(() -> draft.set(term, value));
    }

    /**
     * The offer, checked against the template as the provider will check it.
     *
     * @throws InvalidOfferException when it breaks the template's schema, function-term or creation-constraint rules
     */
    public AgreementOffer build() {
        AgreementOffer offer = draft.offer();
        check.requireValid(offer, template);
        return offer;
    }

    String templateId() {
        return draft.templateId();
    }

    private OfferBuilder change(Supplier<OfferDraft> setting) {
        try {
            setting.get();
            return this;
        } catch (org.accord.offer.OfferTermException e) {
            throw new OfferTermException(e.getMessage(), e);
        }
    }
}
