package org.accord.provider.agreement;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.accord.agreement.AgreementState;
import org.accord.document.Documents;
import org.accord.provider.admission.Allocation;
import org.accord.provider.admission.DeadlineAllocation;
import org.accord.provider.admission.OfferTerms;
import org.accord.provider.admission.StoredAdmission;
import org.accord.provider.store.AgreementRecord;
import org.accord.provider.store.AgreementStore;

/**
 * What a starting provider reads back from its store. The clock resumes at the latest simulated instant
 * the store records (an admission or a finish), so time never runs backwards across a restart; time that
 * passed after the last such event while the provider was still up is not recovered. Deadline jobs are
 * replayed from the first one still running (complete ones that finished before it had no influence left)
 * and reservations still live are put back; agreements caught terminating are finished off.
 *
 * @param resumeAt the simulated instant the clock resumes at
 * @param admissions what the scheduler must rebuild
 * @param liveTerms the compiled terms of agreements not yet final
 * @param terminating agreements stored as PendingAndTerminating or ObservedAndTerminating
 */
record Restoration(double resumeAt, List<StoredAdmission> admissions, Map<String, OfferTerms> liveTerms,
        List<AgreementRecord> terminating) {

    static Restoration read(AgreementStore store, Documents documents) {
        List<AgreementRecord> all = store.list();
        double resume = 0;
        double firstLiveDeadline = Double.POSITIVE_INFINITY;
        for (AgreementRecord record : all) {
            if (record.placement().isPresent()) {
                Allocation allocation = record.placement().get();
                resume = Math.max(resume, allocation.created());
                double finish = finish(record, allocation);
                if (Double.isFinite(finish)) {
                    resume = Math.max(resume, finish);
                }
                if (allocation instanceof DeadlineAllocation && state(record) != AgreementState.COMPLETE) {
                    firstLiveDeadline = Math.min(firstLiveDeadline, allocation.created());
                }
            }
        }
        List<StoredAdmission> admissions = new ArrayList<>();
        Map<String, OfferTerms> live = new HashMap<>();
        List<AgreementRecord> terminating = new ArrayList<>();
        for (AgreementRecord record : all) {
            AgreementState state = state(record);
            if (state == AgreementState.PENDING_AND_TERMINATING || state == AgreementState.OBSERVED_AND_TERMINATING) {
                terminating.add(record);
            }
            if (record.placement().isEmpty()) {
                continue;
            }
            Allocation allocation = record.placement().get();
            boolean stillRunning = !state.isFinal();
            boolean replay = allocation instanceof DeadlineAllocation
                    ? finish(record, allocation) >= firstLiveDeadline
                    : stillRunning;
            if (replay) {
                OfferTerms terms = terms(record, documents);
                admissions.add(new StoredAdmission(record.agreementId(), record.initiator(), terms, allocation, stillRunning));
                if (stillRunning) {
                    live.put(record.agreementId(), terms);
                }
            }
        }
        return new Restoration(resume, admissions, live, terminating);
    }

    /** The compiled terms of a stored agreement's document. */
    static OfferTerms terms(AgreementRecord record, Documents documents) {
        return OfferTerms.of(documents.readAgreement(new ByteArrayInputStream(
                record.document().getBytes(StandardCharsets.UTF_8)), record.agreementId()).model().terms());
    }

    /** When the work finished (absolute seconds), infinity when it has not finished or was cut short. */
    private static double finish(AgreementRecord record, Allocation allocation) {
        if (state(record) != AgreementState.COMPLETE) {
            return Double.POSITIVE_INFINITY;
        }
        return record.guarantees().stream()
                .filter(g -> g.finishTime().isPresent()).mapToDouble(g -> allocation.created() + g.finishTime().getAsDouble())
                .findFirst().orElse(allocation.created());
    }

    private static AgreementState state(AgreementRecord record) {
        return record.state();
    }
}
