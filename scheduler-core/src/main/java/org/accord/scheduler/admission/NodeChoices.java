package org.accord.scheduler.admission;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.accord.scheduler.resource.NodeView;

/**
 * The nodes found suitable for a job, each with the score used to rank suitable nodes (its meaning depends on
 * the policy), added in cluster order. Kept as two primitive arrays, not one object per node: a LibraSLA
 * decision adds up to one choice per node of the cluster and takes a few of them. Scratch space of one
 * evaluation; not shared between threads.
 */
final class NodeChoices {
    private int size;
    private int[] index;
    private double[] score;

    /** Empty, with room for {@code expected} choices (it grows past them). */
    NodeChoices(int expected) {
        index = new int[Math.max(1, expected)];
        score = new double[index.length];
    }

    /** Adds the node at cluster position {@code nodeIndex}; positions must be added in increasing order. */
    void add(int nodeIndex, double nodeScore) {
        if (size == index.length) {
            index = Arrays.copyOf(index, size * 2);
            score = Arrays.copyOf(score, size * 2);
        }
        index[size] = nodeIndex;
        score[size] = nodeScore;
        size++;
    }

    /** Number of choices. */
    int size() {
        return size;
    }

    /**
     * The ids of the first {@code count} choices in the given order of score ({@link Double#compare}), ties by
     * cluster order. The first {@code count} are selected in one pass (insertion into the best {@code count}
     * seen), so taking a few of many nodes costs O(n * count), not a sort of them all; the result is the same
     * as sorting every choice by (score, position) and taking the head, since positions are distinct.
     */
    List<String> best(List<? extends NodeView> nodes, int count, boolean highestFirst) {
        if (count > size) {
            throw new IllegalArgumentException("only " + size + " choices, " + count + " wanted");
        }
        if (count <= 0) {
            return List.of();
        }
        int sign = highestFirst ? -1 : 1;
        int[] top = new int[count];
        int taken = 0;
        for (int i = 0; i < size; i++) {
            if (taken == count && !before(i, top[count - 1], sign)) {
                continue;
            }
            int at = Math.min(taken, count - 1);
            while (at > 0 && before(i, top[at - 1], sign)) {
                top[at] = top[at - 1];
                at--;
            }
            top[at] = i;
            taken = Math.min(taken + 1, count);
        }
        List<String> ids = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            ids.add(nodes.get(index[top[i]]).node().id());
        }
        return ids;
    }

    /** True when choice {@code a} ranks before choice {@code b}: better score, or equal score and earlier position. */
    private boolean before(int a, int b, int sign) {
        int byScore = sign * Double.compare(score[a], score[b]);
        return byScore != 0 ? byScore < 0 : index[a] < index[b];
    }
}
