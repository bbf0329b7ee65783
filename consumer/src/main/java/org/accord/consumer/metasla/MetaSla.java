package org.accord.consumer.metasla;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;
import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeTermState;

/**
 * A user's request for several jobs as one agreement, held as sub-agreements with (possibly different)
 * providers. Immutable: {@link #withSubAgreement} gives the meta-SLA after one sub-agreement changed, e.g.
 * when polling the providers reports a job complete.
 *
 * <p>{@link #state()} applies these rules in order; the first that matches decides:
 * <ol>
 *   <li>any sub-agreement PENDING: PENDING;</li>
 *   <li>no job placed: REJECTED;</li>
 *   <li>some job REJECTED under {@link SplitPolicy#ALL_OR_NOTHING}: REJECTED (the broker terminates the
 *       placed ones);</li>
 *   <li>any placed sub-agreement TERMINATED: TERMINATED;</li>
 *   <li>every placed sub-agreement COMPLETE: COMPLETE (a partial request completes with its placed jobs;
 *       {@link #partial()} still tells that some were dropped);</li>
 *   <li>some job REJECTED under {@link SplitPolicy#PARTIAL}: PARTIAL;</li>
 *   <li>otherwise (every job placed, observed or complete): OBSERVED.</li>
 * </ol>
 * {@link #guaranteeState()} judges only placed sub-agreements, since a partial request promises nothing
 * for dropped jobs: NOT_DETERMINED while the meta-SLA is REJECTED or nothing is placed; VIOLATED if any
 * is violated; FULFILLED only if every one is fulfilled; NOT_DETERMINED otherwise.
 */
public record MetaSla(String id, SplitPolicy policy, List<SubAgreement> subAgreements) {

    public MetaSla {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(policy, "policy");
        subAgreements = List.copyOf(subAgreements);
        if (subAgreements.isEmpty()) {
            throw new IllegalArgumentException("meta-SLA " + id + " must cover at least one job");
        }
        Set<String> jobIds = new HashSet<>();
        for (SubAgreement subAgreement : subAgreements) {
            if (!jobIds.add(subAgreement.jobId())) {
                throw new IllegalArgumentException("meta-SLA " + id + " lists job twice: " + subAgreement.jobId());
            }
        }
    }

    /** The state of the whole request, by the rules in the class description. */
    public MetaSlaState state() {
        if (any(AgreementState.PENDING)) {
            return MetaSlaState.PENDING;
        }
        if (subAgreements.stream().noneMatch(SubAgreement::placed)
                || any(AgreementState.REJECTED) && policy == SplitPolicy.ALL_OR_NOTHING) {
            return MetaSlaState.REJECTED;
        }
        if (any(AgreementState.TERMINATED)) {
            return MetaSlaState.TERMINATED;
        }
        if (placed().allMatch(sub -> sub.state() == AgreementState.COMPLETE)) {
            return MetaSlaState.COMPLETE;
        }
        return partial() ? MetaSlaState.PARTIAL : MetaSlaState.OBSERVED;
    }

    /** The guarantee state of the whole request, by the rules in the class description. */
    public GuaranteeTermState guaranteeState() {
        if (state() == MetaSlaState.REJECTED || state() == MetaSlaState.PENDING) {
            return GuaranteeTermState.NOT_DETERMINED;
        }
        if (placed().anyMatch(sub -> sub.guarantee() == GuaranteeTermState.VIOLATED)) {
            return GuaranteeTermState.VIOLATED;
        }
        return placed().allMatch(sub -> sub.guarantee() == GuaranteeTermState.FULFILLED)
                ? GuaranteeTermState.FULFILLED : GuaranteeTermState.NOT_DETERMINED;
    }

    /** Whether some job was dropped. */
    public boolean partial() {
        return any(AgreementState.REJECTED);
    }

    /** The sub-agreement of {@code jobId}. */
    public SubAgreement subAgreement(String jobId) {
        return subAgreements.stream().filter(sub -> sub.jobId().equals(jobId)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("meta-SLA " + id + " has no job " + jobId));
    }

    /** This meta-SLA after the sub-agreement of {@code jobId} moved to a new state and guarantee state. */
    public MetaSla withSubAgreement(String jobId, AgreementState state, GuaranteeTermState guarantee) {
        SubAgreement changed = subAgreement(jobId).with(state, guarantee);
        return new MetaSla(id, policy, subAgreements.stream()
                .map(sub -> sub.jobId().equals(jobId) ? changed : sub).toList());
    }

    private boolean any(AgreementState state) {
        return subAgreements.stream().anyMatch(sub -> sub.state() == state);
    }

    private Stream<SubAgreement> placed() {
        return subAgreements.stream().filter(SubAgreement::placed);
    }
}
