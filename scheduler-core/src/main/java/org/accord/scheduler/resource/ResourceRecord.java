package org.accord.scheduler.resource;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Function;
import org.accord.scheduler.SchedulerException;
import org.accord.scheduler.sla.SlaJob;

/**
 * The node resource record: which processes of which admitted jobs sit on which node, their remaining work,
 * and the processor share each receives at the current instant under the {@link ShareRule}.
 *
 * <p>Thread safety: every public method is safe to call from many threads. {@link #read} runs its callback
 * under a shared lock (any number of concurrent "what if" evaluations), {@link #update} and every mutator run
 * under an exclusive lock, so "evaluate then place" inside one {@code update} callback is atomic and two
 * concurrent admissions can never both take the same spare capacity.
 *
 * <p>Time: the record accounts execution up to {@link RecordView#clock()}. {@link #advanceTo(double)} moves
 * the clock, finishes processes and queues completed jobs for {@link #drainCompletions()}. Between two events
 * on a node, shares are constant (they are recomputed when the node's processes or holds change), so a node
 * is only touched when one of its processes finishes, a hold starts or ends, or a job is placed on it; in
 * between, remaining work is projected from the last accounting. Nodes wait in a heap ordered by their next
 * completion, so an event costs O(log m) plus the work on the nodes it touches.
 */
public final class ResourceRecord {
    private final Cluster cluster;
    private final ShareRule rule;
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final List<NodeState> nodes = new ArrayList<>();
    private final Map<String, NodeState> nodesById = new HashMap<>();
    private final Map<String, JobState> jobs = new HashMap<>();
    private final List<JobCompletion> completions = new ArrayList<>();
    private final Access access = new Access();
    private double clock;
    private long sequence;
    private final NodeQueue queue;
    private int holdCount;
    /** Nodes that may take one more space-shared process ({@link RecordView#nextWithRoom}), by position. */
    private final BitSet withRoom = new BitSet();

    /** An empty record whose clock starts at {@code clock}. */
    public ResourceRecord(Cluster cluster, ShareRule rule, double clock) {
        this.cluster = cluster;
        this.rule = rule;
        this.clock = clock;
        for (Node node : cluster.nodes()) {
            NodeState state = new NodeState(node);
            state.position = nodes.size();
            withRoom.set(state.position, node.processors() > 0);
            nodes.add(state);
            nodesById.put(node.id(), state);
        }
        queue = new NodeQueue(nodes);
    }

    /** An empty record whose clock starts at 0. */
    public ResourceRecord(Cluster cluster, ShareRule rule) {
        this(cluster, rule, 0);
    }

    /**
     * Rebuilds a record from stored admitted jobs and holds (e.g. a provider restarting from its database).
     * Jobs are re-admitted in the given order, which becomes their tie-breaking order.
     *
     * @throws SchedulerException if a job names an unknown node or appears twice
     */
    public static ResourceRecord restore(Cluster cluster, ShareRule rule, double clock,
                                         List<AdmittedJob> admitted, List<CapacityHold> holds) {
        ResourceRecord record = new ResourceRecord(cluster, rule, clock);
        for (CapacityHold hold : holds) {
            record.node(hold.nodeId()).holds.add(hold);
            record.holdCount++;
        }
        for (AdmittedJob stored : admitted) {
            JobState job = record.newJob(stored.job(), stored.dueTime(), stored.admittedAt());
            job.startTime = stored.startTime().orElse(Double.NaN);
            job.interruptions = stored.interruptions();
            for (ProcessWork work : stored.processes()) {
                record.addProcess(job, record.node(work.nodeId()), work.remainingWork());
            }
        }
        record.nodes.forEach(n -> record.reassign(n));
        return record;
    }

    /** The cluster. */
    public Cluster cluster() {
        return cluster;
    }

    /** Runs {@code reader} on a consistent view under the shared lock; the view must not escape. */
    public <T> T read(Function<? super RecordView, T> reader) {
        lock.readLock().lock();
        try {
            return reader.apply(access);
        } finally {
            lock.readLock().unlock();
        }
    }

    /** Runs {@code writer} under the exclusive lock; decide and place inside it to commit atomically. */
    public <T> T update(Function<? super RecordUpdate, T> writer) {
        lock.writeLock().lock();
        try {
            return writer.apply(access);
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Accounts execution up to {@code time}, finishing processes and queueing completed jobs; earlier times are ignored. */
    public void advanceTo(double time) {
        update(u -> {
            advance(time);
            return null;
        });
    }

    /** Completed jobs queued since the last call, in completion order. */
    public List<JobCompletion> drainCompletions() {
        return update(u -> {
            List<JobCompletion> done = List.copyOf(completions);
            completions.clear();
            return done;
        });
    }

    /** The next instant at which a process finishes or a hold starts or ends; infinity when nothing is pending. */
    public double nextEventTime() {
        return read(v -> nextEvent());
    }

    /** Number of admitted, unfinished jobs. */
    public int admittedCount() {
        return read(v -> jobs.size());
    }

    /** A snapshot of every admitted, unfinished job as of the clock, in admission order (what a provider stores). */
    public List<AdmittedJob> admittedJobs() {
        return read(v -> jobs.values().stream()
                .sorted((a, b) -> Long.compare(a.sequence, b.sequence))
                .map(this::snapshot).toList());
    }

    /** The holds currently recorded, in placement order per node. */
    public List<CapacityHold> holds() {
        return read(v -> nodes.stream().flatMap(n -> n.holds.stream()).toList());
    }

    /**
     * Places a hold if the node can spare it: the hold's processors plus every overlapping hold must fit in the
     * node, and the hard-deadline jobs already on the node must keep the share their deadlines need.
     *
     * @return true if the hold was placed
     */
    public boolean tryHold(CapacityHold hold) {
        return update(u -> {
            NodeState node = node(hold.nodeId());
            double left = node.capacityOver(hold.from(), hold.to()) - hold.processors();
            if (left < hardShareNeeded(node) - 1e-12) {
                return false;
            }
            node.holds.add(hold);
            holdCount++;
            reassign(node);
            return true;
        });
    }

    /** Removes the hold with this id, if present. */
    public void releaseHold(String holdId) {
        update(u -> {
            for (NodeState node : nodes) {
                int before = node.holds.size();
                if (node.holds.removeIf(h -> h.id().equals(holdId))) {
                    holdCount -= before - node.holds.size();
                    reassign(node);
                }
            }
            return null;
        });
    }

    private double hardShareNeeded(NodeState node) {
        double needed = 0;
        for (NodePlacement p : node.placements) {
            if (p.job().hard()) {
                double window = p.dueTime() - clock;
                needed += window > 0 ? Math.min(1, p.remaining / window) : 1;
            }
        }
        return needed;
    }

    /**
     * Steps through every event up to {@code time} in order, so a process finishes, and a hold starts or ends,
     * at the instant it happens, however far one call advances: a caller that advances late (a provider whose
     * clock ticked while it waited for a lock) sees the same finish times as one that stepped event by event.
     */
    private void advance(double time) {
        if (!(time >= clock)) {
            return;
        }
        for (double next = nextEvent(); next <= time; next = nextEvent()) {
            stepTo(Math.max(next, clock));
        }
        clock = time;
    }

    /** Moves the clock to one event instant and settles the nodes whose event it is. */
    private void stepTo(double instant) {
        double previous = clock;
        clock = instant;
        if (holdCount > 0) {
            for (NodeState node : nodes) {
                if (node.holdBoundaryIn(previous, instant)) {
                    settle(node, instant);
                }
            }
        }
        while (queue.first().nextCompletion <= instant) {
            settle(queue.first(), instant);
        }
    }

    /** Accounts, finishes and reassigns one node at {@code time}. */
    private void settle(NodeState node, double time) {
        node.account(time);
        node.placements.removeIf(p -> finish(p, time));
        reassign(node);
    }

    private void reassign(NodeState node) {
        node.reassign(rule, clock);
        queue.changed(node);
        withRoom.set(node.position, !node.holds.isEmpty() || node.placements.size() < node.node().processors());
    }

    private double nextEvent() {
        double next = queue.first().nextCompletion;
        if (holdCount > 0) {
            for (NodeState node : nodes) {
                next = Math.min(next, node.nextHoldBoundary(clock));
            }
        }
        return next;
    }

    private boolean finish(NodePlacement p, double time) {
        if (!p.finished(time)) {
            return false;
        }
        JobState job = p.owner;
        job.unfinished--;
        if (job.unfinished == 0) {
            jobs.remove(job.job.id());
            completions.add(job.completedAt(time));
        }
        return true;
    }

    private void place(SlaJob job, List<String> nodeIds, double dueTime) {
        if (jobs.containsKey(job.id())) {
            throw new SchedulerException("job already admitted: " + job.id());
        }
        NodeState[] targets = targets(job, nodeIds);
        JobState state = newJob(job, dueTime, clock);
        for (NodeState node : targets) {
            addProcess(state, node, cluster.runtimeOn(node.node(), job.runtime()));
            reassign(node);
        }
    }

    /**
     * The distinct nodes named, in order; refused (nothing placed) for an unknown or repeated node or none. A
     * loop over the nodes a job asks for, marking their positions, not a set of names and a stream: every
     * admission places through it.
     */
    private NodeState[] targets(SlaJob job, List<String> nodeIds) {
        NodeState[] targets = new NodeState[nodeIds.size()];
        BitSet named = new BitSet(nodes.size());
        boolean distinct = targets.length > 0;
        for (int i = 0; i < targets.length; i++) {
            targets[i] = node(nodeIds.get(i));
            distinct &= !named.get(targets[i].position);
            named.set(targets[i].position);
        }
        if (!distinct) {
            throw new SchedulerException("a job needs distinct nodes, got " + nodeIds + " for " + job.id());
        }
        return targets;
    }

    private JobState newJob(SlaJob job, double dueTime, double admittedAt) {
        if (jobs.containsKey(job.id())) {
            throw new SchedulerException("job already admitted: " + job.id());
        }
        JobState state = new JobState(job, dueTime, admittedAt, sequence++);
        jobs.put(job.id(), state);
        return state;
    }

    private void addProcess(JobState job, NodeState node, double remaining) {
        node.account(clock);
        NodePlacement placement = new NodePlacement(job, cluster.runtimeOn(node.node(), job.job.runtime()), remaining, clock);
        node.placements.add(placement);
        job.placements.add(placement);
        job.nodeIds.add(node.node().id());
        job.unfinished++;
    }

    private NodeState node(String id) {
        NodeState node = nodesById.get(id);
        if (node == null) {
            throw new SchedulerException("unknown node: " + id);
        }
        return node;
    }

    private AdmittedJob snapshot(JobState job) {
        List<ProcessWork> work = new ArrayList<>();
        for (int i = 0; i < job.placements.size(); i++) {
            NodePlacement p = job.placements.get(i);
            if (!p.finished(clock)) {
                work.add(new ProcessWork(job.nodeIds.get(i), p.remainingWork(clock)));
            }
        }
        OptionalDouble start = Double.isNaN(job.startTime) ? OptionalDouble.empty() : OptionalDouble.of(job.startTime);
        return new AdmittedJob(job.job, job.dueTime, job.admittedAt, start, job.interruptions, work);
    }

    /** The single view object handed to callbacks while a lock is held. */
    private final class Access implements RecordUpdate {
        @Override
        public Cluster cluster() {
            return cluster;
        }

        @Override
        public List<? extends NodeView> nodes() {
            return nodes;
        }

        @Override
        public double clock() {
            return clock;
        }

        @Override
        public int nextWithRoom(int from) {
            int next = withRoom.nextSetBit(from);
            return next < 0 ? nodes.size() : next;
        }

        @Override
        public void advanceTo(double time) {
            advance(time);
        }

        @Override
        public void place(SlaJob job, List<String> nodeIds, double dueTime) {
            ResourceRecord.this.place(job, nodeIds, dueTime);
        }
    }
}
