package org.accord.scheduler.workload;

import java.util.ArrayList;
import java.util.List;
import org.accord.scheduler.sla.SlaJob;

/**
 * Turns SWF records into best-effort jobs with the convention that reproduces the published statistics of the
 * last 1000 SDSC SP2 jobs (inter-arrival 2276 s, run time 10610 s, 18 processors; variant A' of the traces
 * README): no filtering; submit time = field 2; run time = field 4 as recorded, except that an unknown or zero
 * run time (-1 or 0, cancelled jobs) becomes 10 s, as the RLScheduler parser does (a job needs a positive run
 * time); processors = max(field 5, field 8), at least 1. Job ids are the SWF job numbers.
 */
public final class SwfJobs {
    /** Run time given to a record whose run time is unknown or zero. */
    public static final double UNKNOWN_RUNTIME = 10;

    private SwfJobs() {
    }

    /** The jobs of {@code records}, in record order. */
    public static List<SlaJob> of(List<SwfRecord> records) {
        List<SlaJob> jobs = new ArrayList<>(records.size());
        for (SwfRecord r : records) {
            double runtime = r.runTime() > 0 ? r.runTime() : UNKNOWN_RUNTIME;
            int processors = (int) Math.max(1, Math.max(r.allocatedProcessors(), r.requestedProcessors()));
            jobs.add(SlaJob.bestEffort(Long.toString(r.jobNumber()), Math.max(0, r.submitTime()), runtime, processors));
        }
        return jobs;
    }

    /** The jobs of a whole trace. */
    public static List<SlaJob> of(SwfTrace trace) {
        return of(trace.records());
    }
}
