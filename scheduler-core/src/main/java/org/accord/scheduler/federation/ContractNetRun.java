package org.accord.scheduler.federation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.accord.scheduler.SchedulerException;
import org.accord.scheduler.admission.AdmissionController;
import org.accord.scheduler.admission.AdmissionDecision;
import org.accord.scheduler.admission.BidQueue;
import org.accord.scheduler.admission.PolicyRegistry;
import org.accord.scheduler.admission.PolicySettings;
import org.accord.scheduler.admission.SlaBidIntervals;
import org.accord.scheduler.resource.JobCompletion;

/**
 * One discrete-event run of a {@link ContractNet}. At one instant, events are handled in this order: at every
 * provider (federation order) job completions, then a STRICT GREEDY pass over its bids if anything finished;
 * then bid timeouts at every provider (a rejected bid goes on to the job's next candidate at once); then job
 * arrivals in submission order. Single use, single-threaded.
 */
final class ContractNetRun {
    private final ContractNet net;
    private final List<FederationJob> stream;
    private final Map<String, Site> sites = new LinkedHashMap<>();
    private final Map<String, Negotiation> negotiations = new HashMap<>();
    private final Map<String, JobFate> fates = new HashMap<>();

    private record Site(Provider provider, AdmissionController controller, BidQueue bids) {
    }

    /** A job's progress through its candidates. */
    private static final class Negotiation {
        private final FederationJob job;
        private final List<Provider> candidates;
        private int bids;
        private Provider contractor;

        Negotiation(FederationJob job, List<Provider> candidates) {
            this.job = job;
            this.candidates = candidates;
        }
    }

    ContractNetRun(ContractNet net, List<FederationJob> jobs) {
        this.net = net;
        this.stream = new ArrayList<>(jobs);
        this.stream.sort(Comparator.comparingDouble(j -> j.job().submitTime()));
        PolicySettings settings = PolicySettings.defaults().withBidTimeFraction(net.bidTimeFraction());
        for (Provider p : net.providers()) {
            sites.put(p.name(), new Site(p, new AdmissionController(p.cluster(),
                    PolicyRegistry.create(net.policy(), settings), 0), new BidQueue()));
        }
    }

    FederationResult execute() {
        int next = 0;
        while (true) {
            double arrival = next < stream.size() ? stream.get(next).job().submitTime() : Double.POSITIVE_INFINITY;
            double now = Math.min(arrival, nextSiteEvent());
            if (now == Double.POSITIVE_INFINITY) {
                break;
            }
            sites.values().forEach(site -> completions(site, now));
            sites.values().forEach(site -> timeouts(site, now));
            while (next < stream.size() && stream.get(next).job().submitTime() <= now) {
                FederationJob job = stream.get(next++);
                Negotiation negotiation = new Negotiation(job, net.order().candidates(job, net.providers()));
                negotiations.put(job.id(), negotiation);
                bid(negotiation, now);
            }
        }
        return FederationResult.of(net.providers(), stream.stream().map(this::fate).toList());
    }

    private double nextSiteEvent() {
        return sites.values().stream().mapToDouble(s -> Math.min(s.controller().record().nextEventTime(),
                s.bids().nextExpiry())).min().orElse(Double.POSITIVE_INFINITY);
    }

    private void completions(Site site, double now) {
        site.controller().record().advanceTo(now);
        List<JobCompletion> done = site.controller().record().drainCompletions();
        for (JobCompletion c : done) {
            Negotiation n = negotiations.get(c.job().id());
            fates.put(n.job.id(), new JobFate.Executed(n.job, site.provider(), n.bids, c.finishTime(),
                    n.job.costAt(site.provider())));
        }
        if (!done.isEmpty() && !site.bids().isEmpty()) {
            site.bids().reexamine(site.controller(), now).forEach(d -> accepted(site, d));
        }
    }

    private void timeouts(Site site, double now) {
        for (AdmissionDecision decision : site.bids().expire(site.controller(), now)) {
            if (decision instanceof AdmissionDecision.Accepted) {
                accepted(site, decision);
            } else {
                bid(negotiations.get(decision.jobId()), now);
            }
        }
    }

    private void accepted(Site site, AdmissionDecision decision) {
        negotiations.get(decision.jobId()).contractor = site.provider();
    }

    /** Bids at the job's next candidates until one accepts at once or keeps the bid; drops the job if none is left. */
    private void bid(Negotiation n, double now) {
        while (n.bids < n.candidates.size()) {
            Site site = sites.get(n.candidates.get(n.bids).name());
            n.bids++;
            if (site.controller().admit(n.job.job(), now) instanceof AdmissionDecision.Accepted) {
                n.contractor = site.provider();
                return;
            }
            double interval = SlaBidIntervals.interval(net.bidTimeFraction() * n.job.deadline(), n.bids);
            if (net.queuesBids() && interval > 0) {
                site.bids().add(n.job.job(), now + interval);
                return;
            }
        }
        fates.put(n.job.id(), new JobFate.Dropped(n.job, n.bids));
    }

    private JobFate fate(FederationJob job) {
        JobFate fate = fates.get(job.id());
        if (fate == null) {
            throw new SchedulerException("federation job left without a fate (duplicate job id?): " + job.id());
        }
        return fate;
    }
}
