package org.accord.scheduler.admission;

import java.util.List;
import org.accord.scheduler.resource.PlacementView;
import org.accord.scheduler.sla.Sla;

/**
 * The jobs of one node at one instant copied into primitive arrays, so Algorithm 2 can run over them twice
 * (without and with the candidate) in one pass over the record. Scratch space owned by one evaluation; not
 * shared between threads.
 */
final class NodeJobs {
    int size;
    double[] required = new double[8];
    double[] remaining = new double[8];
    double[] due = new double[8];
    double[] window = new double[8];
    double[] budgetReturn = new double[8];
    double[] runtime = new double[8];
    int[] processors = new int[8];
    double[] shares = new double[8];
    boolean[] hard = new boolean[8];
    Sla[] sla = new Sla[8];

    /** Loads {@code jobs} as of {@code now}. */
    NodeJobs load(List<? extends PlacementView> jobs, double now) {
        size = 0;
        ensure(jobs.size() + 1);
        for (int i = 0; i < jobs.size(); i++) {
            add(jobs.get(i), now);
        }
        return this;
    }

    /** Appends one more job (the candidate). */
    void add(PlacementView p, double now) {
        ensure(size + 1);
        int i = size++;
        remaining[i] = p.remainingWork(now);
        due[i] = p.dueTime();
        window[i] = due[i] - now;
        budgetReturn[i] = p.budgetReturn();
        runtime[i] = p.runtimeOnNode();
        processors[i] = Math.max(1, p.job().processors());
        hard[i] = p.hard();
        sla[i] = p.sla().orElse(null);
        required[i] = requiredShare(sla[i] != null, remaining[i], window[i]);
    }

    /**
     * Eq. 3, {@code remain_runtime / remain_deadline}, capped at one processor; a passed deadline asks for a
     * full processor; a best-effort job asks for nothing.
     */
    static double requiredShare(boolean hasSla, double remainingWork, double remainingDeadline) {
        if (!hasSla) {
            return 0;
        }
        return remainingDeadline <= 0 ? 1 : Math.min(1, remainingWork / remainingDeadline);
    }

    private void ensure(int capacity) {
        if (required.length >= capacity) {
            return;
        }
        int n = Math.max(capacity, required.length * 2);
        required = java.util.Arrays.copyOf(required, n);
        remaining = java.util.Arrays.copyOf(remaining, n);
        due = java.util.Arrays.copyOf(due, n);
        window = java.util.Arrays.copyOf(window, n);
        budgetReturn = java.util.Arrays.copyOf(budgetReturn, n);
        runtime = java.util.Arrays.copyOf(runtime, n);
        processors = java.util.Arrays.copyOf(processors, n);
        shares = java.util.Arrays.copyOf(shares, n);
        hard = java.util.Arrays.copyOf(hard, n);
        sla = java.util.Arrays.copyOf(sla, n);
    }
}
