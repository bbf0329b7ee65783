package org.accord.scheduler.federation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import org.accord.scheduler.SchedulerException;
import org.accord.scheduler.admission.AdmissionController;
import org.accord.scheduler.admission.AdmissionDecision;
import org.accord.scheduler.admission.BidQueue;
import org.accord.scheduler.contractnet.DeadlineTest;
import org.accord.scheduler.contractnet.Bidding;
import org.accord.scheduler.contractnet.Quote;
import org.accord.scheduler.contractnet.WindowRule;
import org.accord.scheduler.resource.JobCompletion;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;

/**
 * One discrete-event run of a {@link ContractNet}. At one instant, events are handled in this order: at every
 * provider (federation order) job completions, then a STRICT GREEDY pass over its bids if anything finished;
 * then bid timeouts at every provider (a rejected bid goes on to the job's next candidate at once); then job
 * arrivals in submission order. A bid the contractor's deadline test can never pass stays unanswered until it
 * expires, as in Algorithm 2. Single use, single-threaded.
 */
final class ContractNetRun {
    private final ContractNet net;
    private final List<FederationJob> stream;
    private final List<Quote> quotes;
    private final WindowRule window;
    private final Map<String, Site> sites = new LinkedHashMap<>();
    private final Map<String, Entry> biddings = new HashMap<>();
    private final Map<String, JobFate> fates = new HashMap<>();
    private final PriorityQueue<Doomed> doomed = new PriorityQueue<>(Comparator.comparingDouble(Doomed::expiresAt)
            .thenComparingLong(Doomed::order));
    private long doomedCount;

    private record Site(Provider provider, AdmissionController controller, BidQueue bids) {
    }

    private record Entry(FederationJob job, Bidding bidding) {
    }

    /** A bid that will be rejected at its expiry. */
    private record Doomed(String jobId, double expiresAt, long order) {
    }

    ContractNetRun(ContractNet net, List<FederationJob> jobs) {
        this.net = net;
        this.stream = new ArrayList<>(jobs);
        this.stream.sort(Comparator.comparingDouble(j -> j.job().submitTime()));
        this.quotes = net.providers().stream().map(Provider::quote).toList();
        this.window = WindowRule.shareOfDeadline(net.bidTimeFraction());
        for (Provider p : net.providers()) {
            sites.put(p.name(), new Site(p, new AdmissionController(p.cluster(), net.scheduler().policy(), 0),
                    new BidQueue()));
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
            while (!doomed.isEmpty() && doomed.peek().expiresAt() <= now) {
                bid(biddings.get(doomed.poll().jobId()), now);
            }
            while (next < stream.size() && stream.get(next).job().submitTime() <= now) {
                FederationJob job = stream.get(next++);
                Entry entry = new Entry(job, Bidding.open(job.bidJob(), quotes, net.order(), window,
                        job.origin().name()));
                biddings.put(job.id(), entry);
                bid(entry, now);
            }
        }
        return FederationResult.of(net.providers(), stream.stream().map(this::fate).toList());
    }

    private double nextSiteEvent() {
        double next = doomed.isEmpty() ? Double.POSITIVE_INFINITY : doomed.peek().expiresAt();
        for (Site s : sites.values()) {
            next = Math.min(next, Math.min(s.controller().record().nextEventTime(), s.bids().nextExpiry()));
        }
        return next;
    }

    private void completions(Site site, double now) {
        site.controller().record().advanceTo(now);
        List<JobCompletion> done = site.controller().record().drainCompletions();
        for (JobCompletion c : done) {
            Entry e = biddings.get(c.job().id());
            fates.put(e.job().id(), new JobFate.Executed(e.job(), site.provider(), e.bidding().bids(),
                    c.finishTime(), e.job().costAt(site.provider())));
        }
        if (!done.isEmpty() && !site.bids().isEmpty()) {
            site.bids().reexamine(site.controller(), now);
        }
    }

    private void timeouts(Site site, double now) {
        for (AdmissionDecision decision : site.bids().expire(site.controller(), now)) {
            if (!(decision instanceof AdmissionDecision.Accepted)) {
                bid(biddings.get(decision.jobId()), now);
            }
        }
    }

    /** Bids at the job's next candidates until one accepts at once or keeps the bid; drops the job otherwise. */
    private void bid(Entry e, double now) {
        double spent = now - e.job().job().submitTime();
        while (true) {
            Bidding.Step step = e.bidding().next(spent);
            if (step instanceof Bidding.Drop drop) {
                fates.put(e.job().id(), new JobFate.Dropped(e.job(), e.bidding().bids(), drop.reason()));
                return;
            }
            Bidding.Bid bid = (Bidding.Bid) step;
            Site site = sites.get(bid.contractor().name());
            boolean keeps = net.scheduler().queuesBids() && bid.interval() > 0;
            if (!net.deadlineTest().admits(e.job().bidJob(), e.bidding().window(), spent, 0,
                    bid.contractor().responseTime(e.job().bidJob()))) {
                if (keeps) {
                    doomed.add(new Doomed(e.job().id(), now + bid.interval(), doomedCount++));
                    return;
                }
                continue;
            }
            SlaJob offered = keeps ? e.job().job() : withinTest(e, spent);
            if (site.controller().admit(offered, now) instanceof AdmissionDecision.Accepted) {
                return;
            }
            if (keeps) {
                site.bids().add(offered, now + bid.interval());
                return;
            }
        }
    }

    /** The job as a contractor answering at once sees it: due when the deadline test's budget runs out. */
    private SlaJob withinTest(Entry e, double spent) {
        SlaJob job = e.job().job();
        if (net.deadlineTest() == DeadlineTest.FULL_DEADLINE) {
            return job;
        }
        Sla sla = job.sla().orElseThrow();
        double budget = net.deadlineTest().responseBudget(e.job().bidJob(), e.bidding().window(), spent);
        return job.withSla(sla.withDeadline(spent + budget));
    }

    private JobFate fate(FederationJob job) {
        JobFate fate = fates.get(job.id());
        if (fate == null) {
            throw new SchedulerException("federation job left without a fate (duplicate job id?): " + job.id());
        }
        return fate;
    }
}
