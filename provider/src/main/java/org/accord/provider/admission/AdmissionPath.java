package org.accord.provider.admission;

import java.util.List;
import java.util.Optional;
import org.accord.provider.execution.SlaKind;

/**
 * One admission path: decides on the offers of one SLA kind against its share of the nodes, and runs what
 * it admitted. {@link DeadlinePath} serves deadline SLAs (the admission policy over the node record),
 * {@link ReservationPath} reservation SLAs (the online planner). {@link ProviderScheduler} holds one per
 * {@link SlaKind}, and a template's kind ({@link SlaKind#resolve}, resolved once when the provider loads the
 * template, {@code TemplateRegistry#kind}) picks the path for every offer made from it.
 * Not thread-safe; see {@link ProviderScheduler}.
 */
interface AdmissionPath {

    /** Decides on an offer created at {@code now}; an admitted one is committed. */
    Admission admit(String agreementId, OfferTerms terms, double now);

    /** Whether the offer would be admitted now, changing nothing. */
    boolean wouldAdmit(String agreementId, OfferTerms terms, double now);

    /** Why the offer would be refused now, in the policy's or planner's words, changing nothing; empty if admitted. */
    Optional<String> refusal(String agreementId, OfferTerms terms, double now);

    /**
     * The counter-offer this path can honour for an offer it would refuse now (with {@code refusal}, its
     * reason), changing nothing; see {@link Alternatives}.
     */
    Assessment alternative(String agreementId, OfferTerms terms, double now, String refusal);

    /** Frees what a terminated agreement holds, as far as the path can (see each path). */
    void withdraw(String agreementId);

    /** Runs the path up to {@code now} and returns what finished. */
    List<Finish> advanceTo(double now);

    /** The next instant at which something may finish; infinity when nothing runs. */
    double nextEventTime();
}
