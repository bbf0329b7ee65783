package org.accord.scheduler.plan;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks a schedule against its requests independently of the packer: it works on the placements'
 * hours (not the packer's slot grid) and reports every problem found, as readable lines. A schedule is
 * valid when the list is empty: every request is placed or failed exactly once; each placement uses a CPU
 * count its request allows, reserves at least t_D(N_CPU), lies inside [T_S, T_F] and the frame, and uses
 * existing processors; and no processor holds two reservations at the same time.
 */
public final class ScheduleValidator {

    private static final double TOLERANCE = 1e-7;

    private ScheduleValidator() {
    }

    /** Every violation found; empty when the schedule is valid. */
    public static List<String> violations(Collection<PlanningRequest> requests, Schedule schedule) {
        List<String> problems = new ArrayList<>();
        Map<String, PlanningRequest> byId = new HashMap<>();
        requests.forEach(r -> byId.put(r.id(), r));
        checkAccounting(byId.keySet(), schedule, problems);
        for (PlannedPlacement placement : schedule.placements()) {
            PlanningRequest request = byId.get(placement.requestId());
            if (request != null) {
                checkPlacement(schedule.frame(), request, placement, problems);
            }
        }
        checkOverlaps(schedule.placements(), problems);
        return problems;
    }

    private static void checkAccounting(Set<String> ids, Schedule schedule, List<String> problems) {
        Set<String> seen = new HashSet<>();
        schedule.placements().forEach(p -> account(p.requestId(), ids, seen, problems));
        schedule.failures().forEach(f -> account(f.requestId(), ids, seen, problems));
        ids.stream().filter(id -> !seen.contains(id)).sorted()
                .forEach(id -> problems.add(id + ": neither placed nor reported as failed"));
    }

    private static void account(String id, Set<String> ids, Set<String> seen, List<String> problems) {
        if (!ids.contains(id)) {
            problems.add(id + ": not a request of this schedule");
        } else if (!seen.add(id)) {
            problems.add(id + ": appears more than once");
        }
    }

    private static void checkPlacement(Frame frame, PlanningRequest request, PlannedPlacement p, List<String> problems) {
        String id = p.requestId();
        if (!request.cpus().allows(p.cpus())) {
            problems.add(id + ": " + p.cpus() + " CPUs outside the agreed range");
            return;
        }
        double agreed = request.cpus().hoursFor(p.cpus());
        if (p.reservedHours() < agreed - TOLERANCE || Math.abs(p.agreedHours() - agreed) > TOLERANCE) {
            problems.add(id + ": reserves " + p.reservedHours() + " h, agreed t_D is " + agreed + " h");
        }
        if (p.start() < request.earliestStart() - TOLERANCE || p.end() > request.latestFinish() + TOLERANCE) {
            problems.add(id + ": runs [" + p.start() + ", " + p.end() + "] outside its window ["
                    + request.earliestStart() + ", " + request.latestFinish() + "]");
        }
        if (p.start() < -TOLERANCE || p.end() > frame.horizonHours() + TOLERANCE) {
            problems.add(id + ": runs outside the frame's horizon " + frame.horizonHours());
        }
        p.processors().stream().filter(cpu -> cpu >= frame.processors())
                .forEach(cpu -> problems.add(id + ": uses processor " + cpu + " outside the frame"));
    }

    private static void checkOverlaps(List<PlannedPlacement> placements, List<String> problems) {
        Map<Integer, List<PlannedPlacement>> byProcessor = new HashMap<>();
        for (PlannedPlacement p : placements) {
            p.processors().stream().forEach(cpu -> byProcessor.computeIfAbsent(cpu, k -> new ArrayList<>()).add(p));
        }
        byProcessor.forEach((cpu, list) -> {
            list.sort(Comparator.comparingDouble(PlannedPlacement::start));
            for (int i = 1; i < list.size(); i++) {
                PlannedPlacement before = list.get(i - 1);
                PlannedPlacement after = list.get(i);
                if (after.start() < before.end() - TOLERANCE) {
                    problems.add("processor " + cpu + ": " + before.requestId() + " and " + after.requestId() + " overlap");
                }
            }
        });
    }
}
