package org.accord.scheduler.plan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The {@code local-search} planner: starts from a single-pass plan (a priority order packed by
 * {@link SinglePassPacker}) and improves it by large-neighbourhood and local search over the reservations
 * themselves. A plan may
 * change only what the SLAs leave free: each request runs inside [T_S, T_F] on N_CPU processors of its
 * agreed range for t_D(N_CPU) (rounded up to whole slots, as the packer does), whole or not at all, and no
 * processor holds two reservations at once; nothing is split or migrated.
 *
 * <p><b>Start.</b> The search starts from the better of the single-pass plan and a <i>time sweep</i> of all
 * requests on the empty frame (a list schedule by least slack: slot by slot, the requests that may still
 * start there, in order of their latest start, each started where it fits). The sweep is the packing the
 * search also uses to repair: nothing of the generator's tiling is used.
 *
 * <p><b>Counts first, processors last.</b> The search tracks only how many processors each slot has free.
 * Reservations whose count stays within the frame at every slot can always be given whole processors
 * without migration: hand out free processors in order of start time; at a reservation's start every
 * reservation still running started no later, so at most P - N_CPU processors are busy, and a processor free
 * then stays free for the rest of the reservation because nothing that starts earlier is still to be
 * assigned. The single-pass packer instead fixes processors as it goes (lowest-indexed first), which can
 * leave enough processors free in every slot but no N_CPU of them free throughout.
 *
 * <p><b>Moves</b>, drawn from one {@link SplittableRandom} seeded by the caller:
 * <ul>
 *   <li><i>repack</i> (30%, large-neighbourhood search): every reservation overlapping a span of slots is
 *       taken out, the span drawn at random (10-60 slots) half of the time, otherwise around the start in a
 *       left-out request's window needing the fewest processors freed (that request is put there first,
 *       with up to its length again on either side); the taken-out requests and the left-out ones whose
 *       windows meet the span are packed again by the time sweep, their latest starts perturbed by a random
 *       fraction of up to 30% of their length half of the time;</li>
 *   <li><i>insert with ejection</i> (47%): a placeable request left out (of two drawn at random, the one
 *       earning more per CPU-hour: under flat rate the smaller, the easier to fit) is placed at a start in its
 *       window (half of the time the start needing the fewest processors freed, otherwise a random one);
 *       placed requests running in a slot that lacks processors are taken out (the smallest 70% of the time,
 *       otherwise a random one) until it fits; each taken-out request, largest first, goes back at the
 *       earliest or the latest start its window still allows, or, when none is left, at the start needing the
 *       fewest processors freed if everything in its way is smaller than it (a chain of one more ejection,
 *       up to 8 requests, each put back where it fits), or stays out;</li>
 *   <li><i>shift</i> (20%): a placed request moves to a random start its window allows;</li>
 *   <li><i>justify</i> (3%): every placed request moves, in order of start, to its earliest start, or, in
 *       order of finish from the last, to its latest; the free room gathers at one end of the windows.</li>
 * </ul>
 * A moldable request is placed with its current CPU count or, half of the time, another count of its range
 * (shrinking to fill a narrow hole, stretching to finish inside a short gap); a rigid one keeps its count.
 * Acceptance is late-acceptance hill climbing: a candidate replaces the current plan when its income is at
 * least the current plan's or the plan's of {@value #HISTORY} moves before (equal income: at least as many
 * CPU-hours placed). The best plan seen is returned, and the start plan itself when nothing beat it, so the
 * planner never ends below its start.
 * It stops after {@link SearchSettings#maxMoves()} moves, at the time limit, or when every request that
 * fits the empty frame is placed (no plan can earn more).
 */
public final class LocalSearchPlanner {

    /** The registry name. */
    public static final String NAME = "local-search";

    private static final int HISTORY = 100;
    private static final double P_JUSTIFY = 0.03;
    private static final double P_REPACK = 0.3;
    private static final double P_AROUND_LEFT_OUT = 0.5;
    private static final int MIN_SPAN = 10;
    private static final int MAX_SPAN = 60;
    private static final double DELAY_NOISE = 0.3;
    private static final double P_INSERT = 0.8;
    private static final double P_SMALLEST_VICTIM = 0.7;
    private static final double P_LEAST_DEFICIT = 0.5;
    private static final int CHAIN_DEPTH = 1;
    private static final double RELATIVE_TOLERANCE = 1e-9;

    private LocalSearchPlanner() {
    }

    /**
     * The outcome of one search.
     *
     * @param schedule     the improved plan
     * @param start        the single-pass plan the search started from
     * @param startIncome  income of {@code start}
     * @param income       income of {@code schedule}, at least {@code startIncome}
     * @param moves        moves tried
     * @param accepted     moves that replaced the current plan
     * @param timedOut     whether the time limit ended the search (then the result depends on the machine's speed)
     * @param elapsedNanos wall time of the search, the start plan included
     */
    public record Result(Schedule schedule, Schedule start, double startIncome, double income, long moves,
                         long accepted, boolean timedOut, long elapsedNanos) {
    }

    /**
     * Improves the single-pass plan of {@code startOrder} on an empty {@code frame}, maximising the total
     * {@code value} of the placed requests. Request ids must be unique.
     */
    public static Result improve(Frame frame, List<PlanningRequest> startOrder, PlacementValue value,
                                 SearchSettings settings, long seed) {
        if (frame == null || startOrder == null || value == null || settings == null) {
            throw new IllegalArgumentException("the planner needs a frame, a start order, a value and settings");
        }
        return new Search(frame, List.copyOf(startOrder), value, settings, seed).run();
    }

    /** One search's working state: every request's start slot (-1: left out), CPU count, and the free counts. */
    private static final class Search {
        private final Frame frame;
        private final List<PlanningRequest> requests;
        private final PlacementValue value;
        private final SearchSettings settings;
        private final SplittableRandom random;
        private final int n;
        private final int[] windowStart;
        private final int[] windowEnd;
        private final boolean[] placeable;
        private final int[] free;
        private final int[] start;
        private final int[] cpus;
        private final int[] slots;
        private final double[] hours;
        private final double[] earned;
        private double income;
        private double work;

        private int[] journalRequest;
        private int[] journalStart;
        private int[] journalCpus;
        private int journalSize;
        private final int[] ejected;
        private final int[] outside;
        private final int[] candidates;
        private final double[] keys;
        private final int[] nextTry;

        Search(Frame frame, List<PlanningRequest> requests, PlacementValue value, SearchSettings settings, long seed) {
            this.frame = frame;
            this.requests = requests;
            this.value = value;
            this.settings = settings;
            this.random = new SplittableRandom(seed);
            this.n = requests.size();
            windowStart = new int[n];
            windowEnd = new int[n];
            placeable = new boolean[n];
            for (int r = 0; r < n; r++) {
                PlanningRequest request = requests.get(r);
                windowStart[r] = frame.slotAtOrAfter(request.earliestStart());
                windowEnd[r] = frame.slotAtOrBefore(request.latestFinish());
                placeable[r] = SinglePassPacker.isPlaceable(frame, request);
            }
            free = new int[frame.slots()];
            Arrays.fill(free, frame.processors());
            start = new int[n];
            Arrays.fill(start, -1);
            cpus = new int[n];
            slots = new int[n];
            hours = new double[n];
            earned = new double[n];
            for (int r = 0; r < n; r++) {
                cpus[r] = Math.min(requests.get(r).cpus().preferred(), frame.processors());
                cpus[r] = Math.max(cpus[r], requests.get(r).cpus().min());
                hours[r] = requests.get(r).cpus().hoursFor(cpus[r]);
                slots[r] = frame.slotsCovering(hours[r]);
                earned[r] = value.of(requests.get(r), cpus[r], hours[r]);
            }
            journalRequest = new int[4 * n + 4];
            journalStart = new int[4 * n + 4];
            journalCpus = new int[4 * n + 4];
            ejected = new int[n];
            nextTry = new int[n];
            candidates = new int[n];
            keys = new double[n];
            outside = new int[n];
        }

        Result run() {
            long started = System.nanoTime();
            long limit = settings.timeLimitMillis() * 1_000_000L;
            Schedule startPlan = SinglePassPacker.pack(frame, requests);
            Map<String, Integer> index = new HashMap<>(n * 2);
            for (int r = 0; r < n; r++) {
                index.put(requests.get(r).id(), r);
            }
            for (PlannedPlacement p : startPlan.placements()) {
                int r = index.get(p.requestId());
                set(r, (int) Math.round(p.start() / frame.slotHours()), p.cpus());
            }
            journalSize = 0;
            double startIncome = income;
            double startWork = work;
            sweepWhenBetter(startIncome, startWork);
            double[] historyIncome = new double[HISTORY];
            double[] historyWork = new double[HISTORY];
            Arrays.fill(historyIncome, income);
            Arrays.fill(historyWork, work);
            int[] bestStart = start.clone();
            int[] bestCpus = cpus.clone();
            double bestIncome = income;
            double bestWork = work;
            long moves = 0;
            long accepted = 0;
            boolean timedOut = false;
            int outsideCount = leftOut();
            while (moves < settings.maxMoves() && outsideCount > 0) {
                if (System.nanoTime() - started > limit) {
                    timedOut = true;
                    break;
                }
                moves++;
                journalSize = 0;
                double u = random.nextDouble();
                boolean moved = u < P_JUSTIFY ? justify(random.nextBoolean())
                        : u < P_JUSTIFY + P_REPACK ? repack(outsideCount)
                        : u < P_INSERT ? insertWithEjection(pickLeftOut(outsideCount))
                        : shift(random.nextInt(n));
                if (!moved) {
                    undo();
                    continue;
                }
                int slot = (int) (moves % HISTORY);
                double beforeIncome = journalIncome;
                double beforeWork = journalWork;
                if (atLeast(income, work, beforeIncome, beforeWork)
                        || atLeast(income, work, historyIncome[slot], historyWork[slot])) {
                    accepted++;
                    outsideCount = leftOut();
                    if (!atLeast(bestIncome, bestWork, income, work)) {
                        System.arraycopy(start, 0, bestStart, 0, n);
                        System.arraycopy(cpus, 0, bestCpus, 0, n);
                        bestIncome = income;
                        bestWork = work;
                    }
                } else {
                    undo();
                }
                historyIncome[slot] = income;
                historyWork[slot] = work;
            }
            boolean improved = !atLeast(startIncome, startWork, bestIncome, bestWork);
            Schedule schedule = improved ? assignProcessors(bestStart, bestCpus) : startPlan;
            return new Result(schedule, startPlan, startIncome, improved ? bestIncome : startIncome, moves, accepted,
                    timedOut, System.nanoTime() - started);
        }

        private double journalIncome;
        private double journalWork;

        /**
         * A left-out request: of two drawn at random, the one that earns more per CPU-hour (under flat rate
         * the smaller, which is the easier to fit; ties to the first).
         */
        private int pickLeftOut(int outsideCount) {
            int a = outside[random.nextInt(outsideCount)];
            int b = outside[random.nextInt(outsideCount)];
            return density(b) > density(a) ? b : a;
        }

        private double density(int r) {
            return value.of(requests.get(r), cpus[r], hours(r)) / (cpus[r] * hours(r));
        }

        private double hours(int r) {
            return requests.get(r).cpus().hoursFor(cpus[r]);
        }

        /** Places left-out request {@code r}, taking out what is in the way and putting that back where it fits. */
        private boolean insertWithEjection(int r) {
            journalIncome = income;
            journalWork = work;
            int n0 = chooseCpus(r);
            int dur = frame.slotsCovering(requests.get(r).cpus().hoursFor(n0));
            int latest = windowEnd[r] - dur;
            if (latest < windowStart[r]) {
                return false;
            }
            int s = random.nextDouble() < P_LEAST_DEFICIT ? leastDeficitStart(windowStart[r], latest, dur, n0)
                    : windowStart[r] + random.nextInt(latest - windowStart[r] + 1);
            int count = 0;
            for (int slot = s; slot < s + dur; slot++) {
                while (free[slot] < n0) {
                    int victim = victimCovering(slot);
                    ejected[count++] = victim;
                    set(victim, -1, cpus[victim]);
                }
            }
            set(r, s, n0);
            sortByAreaDescending(ejected, count);
            for (int k = 0; k < count; k++) {
                reinsert(ejected[k], CHAIN_DEPTH);
            }
            return true;
        }

        /**
         * Starts the search from the time-sweep packing of all requests on the empty frame instead when
         * that plan earns more (equal income: more CPU-hours placed) than the single-pass plan.
         */
        private void sweepWhenBetter(double startIncome, double startWork) {
            journalIncome = income;
            journalWork = work;
            for (int r = 0; r < n; r++) {
                if (start[r] >= 0) {
                    set(r, -1, cpus[r]);
                }
            }
            int count = 0;
            for (int r = 0; r < n; r++) {
                if (placeable[r]) {
                    candidates[count++] = r;
                }
            }
            sweep(candidates, count, 0);
            if (!atLeast(income, work, startIncome, startWork)) {
                undo();
            }
            journalSize = 0;
        }

        /**
         * Repacks a stretch of the plan: every reservation overlapping a span of slots is taken out (the span
         * is drawn at random, or, half of the time, lies around the start in a left-out request's window
         * needing the fewest processors freed, where that request is then placed first), and the taken-out
         * requests, with the left-out ones whose windows meet the span, are packed again by {@link #sweep}.
         */
        private boolean repack(int outsideCount) {
            journalIncome = income;
            journalWork = work;
            int a;
            int b;
            int target = -1;
            int targetStart = -1;
            if (random.nextDouble() < P_AROUND_LEFT_OUT) {
                target = outside[random.nextInt(outsideCount)];
                int dur = slots[target];
                int latest = windowEnd[target] - dur;
                if (latest < windowStart[target]) {
                    return false;
                }
                targetStart = leastDeficitStart(windowStart[target], latest, dur, cpus[target]);
                a = Math.max(0, targetStart - random.nextInt(dur + 1));
                b = Math.min(frame.slots(), targetStart + dur + random.nextInt(dur + 1));
            } else {
                int span = MIN_SPAN + random.nextInt(MAX_SPAN - MIN_SPAN + 1);
                a = random.nextInt(Math.max(1, frame.slots() - span + 1));
                b = Math.min(frame.slots(), a + span);
            }
            int count = 0;
            for (int r = 0; r < n; r++) {
                if (start[r] >= 0 ? start[r] < b && start[r] + slots[r] > a
                        : placeable[r] && r != target && windowStart[r] < b && windowEnd[r] > a) {
                    if (start[r] >= 0) {
                        set(r, -1, cpus[r]);
                    }
                    candidates[count++] = r;
                }
            }
            if (target >= 0) {
                if (lastShortSlot(targetStart, slots[target], cpus[target]) < 0) {
                    set(target, targetStart, cpus[target]);
                } else {
                    candidates[count++] = target;
                }
            }
            sweep(candidates, count, random.nextBoolean() ? 0 : DELAY_NOISE * random.nextDouble());
            return true;
        }

        /**
         * Packs left-out {@code items} around the plan by a time sweep (a list schedule by least slack): at
         * each slot from the earliest window start on, the items that may still start there are tried in
         * order of their latest start (ties: the larger first), delayed by a random fraction of up to
         * {@code noise} of their length, and each that fits starts there. While the sweep runs the free
         * counts only fall, so an item blocked at a slot is not tried again before that slot has passed.
         */
        private void sweep(int[] items, int count, double noise) {
            if (count == 0) {
                return;
            }
            int lo = Integer.MAX_VALUE;
            int hi = 0;
            for (int k = 0; k < count; k++) {
                int r = items[k];
                keys[r] = windowEnd[r] - slots[r] + noise * random.nextDouble() * slots[r] - 1e-6 * cpus[r] * hours[r];
                lo = Math.min(lo, windowStart[r]);
                hi = Math.max(hi, windowEnd[r]);
            }
            sortByKeyAscending(items, count);
            for (int k = 0; k < count; k++) {
                nextTry[items[k]] = windowStart[items[k]];
            }
            int left = count;
            for (int t = lo; t < hi && left > 0; t++) {
                if (free[t] == 0) {
                    continue;
                }
                for (int k = 0; k < count; k++) {
                    int r = items[k];
                    if (start[r] < 0 && nextTry[r] <= t && t + slots[r] <= windowEnd[r] && cpus[r] <= free[t]) {
                        int blocked = lastShortSlot(t, slots[r], cpus[r]);
                        if (blocked < 0) {
                            set(r, t, cpus[r]);
                            left--;
                        } else {
                            nextTry[r] = blocked + 1;
                        }
                    }
                }
            }
        }

        private void sortByKeyAscending(int[] items, int count) {
            for (int i = 1; i < count; i++) {
                int item = items[i];
                double key = keys[item];
                int j = i - 1;
                while (j >= 0 && keys[items[j]] > key) {
                    items[j + 1] = items[j];
                    j--;
                }
                items[j + 1] = item;
            }
        }

        /** The last slot of [s, s + dur) with fewer than {@code c} free processors, or -1. */
        private int lastShortSlot(int s, int dur, int c) {
            for (int slot = s + dur - 1; slot >= s; slot--) {
                if (free[slot] < c) {
                    return slot;
                }
            }
            return -1;
        }

        /** Moves placed request {@code r} to a random start its window allows (its own start included). */
        private boolean shift(int r) {
            journalIncome = income;
            journalWork = work;
            if (start[r] < 0) {
                return false;
            }
            int c = cpus[r];
            set(r, -1, c);
            int dur = frame.slotsCovering(requests.get(r).cpus().hoursFor(c));
            int chosen = -1;
            int seen = 0;
            int first = windowStart[r];
            int shortSlots = 0;
            for (int slot = first; slot < first + dur && slot < windowEnd[r]; slot++) {
                shortSlots += free[slot] < c ? 1 : 0;
            }
            for (int s = first; s + dur <= windowEnd[r]; s++) {
                if (s > first) {
                    shortSlots += (free[s + dur - 1] < c ? 1 : 0) - (free[s - 1] < c ? 1 : 0);
                }
                if (shortSlots == 0 && random.nextInt(++seen) == 0) {
                    chosen = s;
                }
            }
            set(r, chosen, c);
            return true;
        }

        /**
         * Justifies the plan: every placed request, taken in order of start, moves to the earliest start its
         * window allows ({@code toEnd} false), or, in order of finish from the last, to the latest. The same
         * requests stay placed; the free room gathers at one end of the windows.
         */
        private boolean justify(boolean toEnd) {
            journalIncome = income;
            journalWork = work;
            long[] placed = new long[n];
            int count = 0;
            for (int r = 0; r < n; r++) {
                if (start[r] >= 0) {
                    long key = toEnd ? frame.slots() - (start[r] + slots[r]) : start[r];
                    placed[count++] = key * n + r;
                }
            }
            Arrays.sort(placed, 0, count);
            for (int k = 0; k < count; k++) {
                int r = (int) (placed[k] % n);
                int c = cpus[r];
                int dur = slots[r];
                set(r, -1, c);
                int s = toEnd ? latestStart(r, dur, c) : earliestStart(r, dur, c);
                set(r, s, c);
            }
            return true;
        }

        /** Puts taken-out request {@code r} back at its earliest or latest feasible start, if any. */
        private void reinsert(int r, int depth) {
            int c = chooseCpus(r);
            int dur = frame.slotsCovering(requests.get(r).cpus().hoursFor(c));
            int s = random.nextBoolean() ? earliestStart(r, dur, c) : latestStart(r, dur, c);
            if (s < 0 && c != cpus[r]) {
                c = cpus[r];
                dur = frame.slotsCovering(requests.get(r).cpus().hoursFor(c));
                s = earliestStart(r, dur, c);
            }
            if (s >= 0) {
                set(r, s, c);
            } else if (depth > 0) {
                displaceSmaller(r, c, depth - 1);
            }
        }

        /**
         * Places request {@code r} on {@code c} CPUs at the start needing the fewest processors freed, if the
         * requests in the way are all smaller than it: they are taken out and put back where they fit.
         */
        private void displaceSmaller(int r, int c, int depth) {
            int dur = frame.slotsCovering(requests.get(r).cpus().hoursFor(c));
            int latest = windowEnd[r] - dur;
            if (latest < windowStart[r]) {
                return;
            }
            int s = leastDeficitStart(windowStart[r], latest, dur, c);
            double area = c * requests.get(r).cpus().hoursFor(c);
            int mark = journalSize;
            int[] taken = new int[8];
            int count = 0;
            for (int slot = s; slot < s + dur; slot++) {
                while (free[slot] < c) {
                    int victim = smallestCovering(slot, area);
                    if (victim < 0 || count == taken.length) {
                        rollback(mark);
                        return;
                    }
                    taken[count++] = victim;
                    set(victim, -1, cpus[victim]);
                }
            }
            set(r, s, c);
            sortByAreaDescending(taken, count);
            for (int k = 0; k < count; k++) {
                reinsert(taken[k], depth);
            }
        }

        /** The smallest placed request running in {@code slot} with an area below {@code below}, or -1. */
        private int smallestCovering(int slot, double below) {
            int victim = -1;
            double victimArea = below;
            for (int r = 0; r < n; r++) {
                if (start[r] >= 0 && start[r] <= slot && slot < start[r] + slots[r] && cpus[r] * hours[r] < victimArea) {
                    victim = r;
                    victimArea = cpus[r] * hours[r];
                }
            }
            return victim;
        }

        /** Reverts the journal back to {@code mark} entries (income and work follow the reverted changes). */
        private void rollback(int mark) {
            while (journalSize > mark) {
                journalSize--;
                apply(journalRequest[journalSize], journalStart[journalSize], journalCpus[journalSize]);
            }
        }

        /** The request's current CPU count or, for a moldable request half of the time, another of its range. */
        private int chooseCpus(int r) {
            CpuDemand demand = requests.get(r).cpus();
            int max = Math.min(demand.max(), frame.processors());
            if (max <= demand.min() || random.nextBoolean()) {
                return cpus[r];
            }
            return demand.min() + random.nextInt(max - demand.min() + 1);
        }

        /** The start in [from, latest] where the fewest processor-slots are missing for {@code c} CPUs. */
        private int leastDeficitStart(int from, int latest, int dur, int c) {
            long deficit = 0;
            for (int slot = from; slot < from + dur; slot++) {
                deficit += Math.max(0, c - free[slot]);
            }
            long best = deficit;
            int bestStart = from;
            int ties = 1;
            for (int s = from + 1; s <= latest; s++) {
                deficit += Math.max(0, c - free[s + dur - 1]) - Math.max(0, c - free[s - 1]);
                if (deficit < best) {
                    best = deficit;
                    bestStart = s;
                    ties = 1;
                } else if (deficit == best && random.nextInt(++ties) == 0) {
                    bestStart = s;
                }
            }
            return bestStart;
        }

        /** A placed request running in {@code slot}: the smallest one most of the time, otherwise a random one. */
        private int victimCovering(int slot) {
            boolean smallest = random.nextDouble() < P_SMALLEST_VICTIM;
            int victim = -1;
            double victimArea = Double.MAX_VALUE;
            int seen = 0;
            for (int r = 0; r < n; r++) {
                if (start[r] >= 0 && start[r] <= slot && slot < start[r] + slots[r]) {
                    double area = cpus[r] * hours[r];
                    if (smallest ? area < victimArea : random.nextInt(++seen) == 0) {
                        victim = r;
                        victimArea = area;
                    }
                }
            }
            if (victim < 0) {
                throw new IllegalStateException("slot " + slot + " lacks processors but holds no reservation");
            }
            return victim;
        }

        private int earliestStart(int r, int dur, int c) {
            int s = windowStart[r];
            while (s + dur <= windowEnd[r]) {
                int blocked = -1;
                for (int slot = s + dur - 1; slot >= s; slot--) {
                    if (free[slot] < c) {
                        blocked = slot;
                        break;
                    }
                }
                if (blocked < 0) {
                    return s;
                }
                s = blocked + 1;
            }
            return -1;
        }

        private int latestStart(int r, int dur, int c) {
            int s = windowEnd[r] - dur;
            while (s >= windowStart[r]) {
                int blocked = -1;
                for (int slot = s; slot < s + dur; slot++) {
                    if (free[slot] < c) {
                        blocked = slot;
                        break;
                    }
                }
                if (blocked < 0) {
                    return s;
                }
                s = blocked - dur;
            }
            return -1;
        }

        /** Sets request {@code r} to start at slot {@code s} (-1: left out) on {@code c} CPUs, journalled. */
        private void set(int r, int s, int c) {
            if (journalSize == journalRequest.length) {
                journalRequest = Arrays.copyOf(journalRequest, 2 * journalSize);
                journalStart = Arrays.copyOf(journalStart, 2 * journalSize);
                journalCpus = Arrays.copyOf(journalCpus, 2 * journalSize);
            }
            journalRequest[journalSize] = r;
            journalStart[journalSize] = start[r];
            journalCpus[journalSize] = cpus[r];
            journalSize++;
            apply(r, s, c);
        }

        private void apply(int r, int s, int c) {
            if (start[r] >= 0) {
                for (int slot = start[r]; slot < start[r] + slots[r]; slot++) {
                    free[slot] += cpus[r];
                }
                income -= earned[r];
                work -= cpus[r] * hours[r];
            }
            start[r] = s;
            if (c != cpus[r]) {
                cpus[r] = c;
                hours[r] = requests.get(r).cpus().hoursFor(c);
                slots[r] = frame.slotsCovering(hours[r]);
                earned[r] = value.of(requests.get(r), c, hours[r]);
            }
            if (s >= 0) {
                for (int slot = s; slot < s + slots[r]; slot++) {
                    free[slot] -= c;
                }
                income += earned[r];
                work += c * hours[r];
            }
        }

        /** Reverts every change since the journal was last cleared. */
        private void undo() {
            while (journalSize > 0) {
                journalSize--;
                apply(journalRequest[journalSize], journalStart[journalSize], journalCpus[journalSize]);
            }
            income = journalIncome;
            work = journalWork;
        }

        /** Fills {@code outside} with the placeable requests left out and returns how many there are. */
        private int leftOut() {
            int count = 0;
            for (int r = 0; r < n; r++) {
                if (start[r] < 0 && placeable[r]) {
                    outside[count++] = r;
                }
            }
            return count;
        }

        private void sortByAreaDescending(int[] items, int count) {
            for (int i = 1; i < count; i++) {
                int item = items[i];
                double area = cpus[item] * hours[item];
                int j = i - 1;
                while (j >= 0 && cpus[items[j]] * hours[items[j]] < area) {
                    items[j + 1] = items[j];
                    j--;
                }
                items[j + 1] = item;
            }
        }

        /**
         * The plan as placements: processors handed out in order of start (lowest-indexed free ones first),
         * which always succeeds because the counts never exceed the frame; placements, then failures, in
         * request order.
         */
        private Schedule assignProcessors(int[] starts, int[] counts) {
            Integer[] byStart = new Integer[n];
            int placed = 0;
            for (int r = 0; r < n; r++) {
                if (starts[r] >= 0) {
                    byStart[placed++] = r;
                }
            }
            Arrays.sort(byStart, 0, placed, Comparator.comparingInt((Integer r) -> starts[r]).thenComparingInt(r -> r));
            int[] busyUntil = new int[frame.processors()];
            PlannedPlacement[] placements = new PlannedPlacement[n];
            for (int k = 0; k < placed; k++) {
                int r = byStart[k];
                double agreed = requests.get(r).cpus().hoursFor(counts[r]);
                int dur = frame.slotsCovering(agreed);
                int[] chosen = new int[counts[r]];
                int taken = 0;
                for (int cpu = 0; cpu < busyUntil.length && taken < chosen.length; cpu++) {
                    if (busyUntil[cpu] <= starts[r]) {
                        chosen[taken++] = cpu;
                        busyUntil[cpu] = starts[r] + dur;
                    }
                }
                if (taken < chosen.length) {
                    throw new IllegalStateException("planner over-committed the frame at slot " + starts[r]);
                }
                placements[r] = new PlannedPlacement(requests.get(r).id(), counts[r], frame.hoursAt(starts[r]),
                        frame.hoursAt(dur), agreed, ProcessorSet.of(chosen));
            }
            List<PlannedPlacement> inOrder = new ArrayList<>(placed);
            List<PlacementFailure> failures = new ArrayList<>();
            for (int r = 0; r < n; r++) {
                if (placements[r] != null) {
                    inOrder.add(placements[r]);
                } else {
                    failures.add(new PlacementFailure(requests.get(r).id(),
                            placeable[r] ? FailureReason.NO_ROOM : FailureReason.NEVER_FITS));
                }
            }
            return new Schedule(frame, inOrder, failures);
        }

        /** Whether (income a, work a) is at least (income b, work b): more income, or as much and as much work. */
        private static boolean atLeast(double incomeA, double workA, double incomeB, double workB) {
            double incomeTolerance = RELATIVE_TOLERANCE * Math.max(1.0, Math.abs(incomeB));
            if (incomeA > incomeB + incomeTolerance) {
                return true;
            }
            return incomeA >= incomeB - incomeTolerance && workA >= workB - RELATIVE_TOLERANCE * Math.max(1.0, workB);
        }
    }
}
