package org.accord.scheduler.resource;

import java.util.Arrays;
import java.util.List;
import org.accord.scheduler.sla.Sla;

/**
 * A node's processes as parallel primitive arrays, in placement order, refreshed by the record whenever the node
 * changes (a process placed, finished or re-shared, a hold starting or ending), so between changes they equal
 * what {@link NodeView#placements()} says. Admission reads them in its hot loop instead of chasing one
 * {@link PlacementView} object (and its job, SLA and Optional) per process: on the live-record benchmark
 * ({@code LiveAdmissionBenchmark}, 10,000 agreements on 1,024 nodes) copying a node's jobs out of the objects
 * was most of a LibraSLA decision. {@code ResourceRecordTest} pins the arrays to the placements.
 *
 * <p>Read-only for everyone but the record; read only under the record's lock, like every view.
 */
public final class PlacementArrays {
    int size;
    double[] remaining = new double[8];
    double[] share = new double[8];
    double[] accountedAt = new double[8];
    double[] dueTime = new double[8];
    double[] budgetReturn = new double[8];
    double[] runtimeOnNode = new double[8];
    int[] processors = new int[8];
    boolean[] hard = new boolean[8];
    Sla[] sla = new Sla[8];

    /** Number of processes. */
    public int size() {
        return size;
    }

    /** Work left on process {@code i} at {@code now}, as {@link PlacementView#remainingWork}. */
    public double remainingWork(int i, double now) {
        return Math.max(0, remaining[i] - share[i] * Math.max(0, now - accountedAt[i]));
    }

    /** Due time of process {@code i}. */
    public double dueTime(int i) {
        return dueTime[i];
    }

    /** Budget return of process {@code i}. */
    public double budgetReturn(int i) {
        return budgetReturn[i];
    }

    /** Run time on the node of process {@code i}. */
    public double runtimeOnNode(int i) {
        return runtimeOnNode[i];
    }

    /** Processors process {@code i}'s job asked for (at least 1). */
    public int processors(int i) {
        return processors[i];
    }

    /** True when process {@code i}'s job has a hard deadline. */
    public boolean hard(int i) {
        return hard[i];
    }

    /** The SLA of process {@code i}'s job, null for best effort. */
    public Sla sla(int i) {
        return sla[i];
    }

    /** Copies {@code placements} in. */
    void refresh(List<NodePlacement> placements) {
        size = placements.size();
        if (remaining.length < size) {
            grow(Math.max(size, remaining.length * 2));
        }
        for (int i = 0; i < size; i++) {
            NodePlacement p = placements.get(i);
            remaining[i] = p.remaining;
            share[i] = p.share;
            accountedAt[i] = p.accountedAt;
            dueTime[i] = p.dueTime();
            budgetReturn[i] = p.budgetReturn();
            runtimeOnNode[i] = p.runtimeOnNode;
            processors[i] = Math.max(1, p.job().processors());
            hard[i] = p.hard();
            sla[i] = p.sla().orElse(null);
        }
        Arrays.fill(sla, size, sla.length, null);
    }

    private void grow(int n) {
        remaining = Arrays.copyOf(remaining, n);
        share = Arrays.copyOf(share, n);
        accountedAt = Arrays.copyOf(accountedAt, n);
        dueTime = Arrays.copyOf(dueTime, n);
        budgetReturn = Arrays.copyOf(budgetReturn, n);
        runtimeOnNode = Arrays.copyOf(runtimeOnNode, n);
        processors = Arrays.copyOf(processors, n);
        hard = Arrays.copyOf(hard, n);
        sla = Arrays.copyOf(sla, n);
    }
}
