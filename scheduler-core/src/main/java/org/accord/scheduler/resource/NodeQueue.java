package org.accord.scheduler.resource;

/**
 * Nodes ordered by their next completion time: an indexed binary min-heap, so advancing the clock touches only
 * the nodes that have something to finish (O(log m) per change instead of a scan of all m nodes).
 */
final class NodeQueue {
    private final NodeState[] heap;
    private final int[] position;

    NodeQueue(java.util.List<NodeState> nodes) {
        heap = nodes.toArray(new NodeState[0]);
        position = new int[heap.length];
        for (int i = 0; i < heap.length; i++) {
            heap[i].index = i;
            position[i] = i;
        }
        for (int i = heap.length / 2 - 1; i >= 0; i--) {
            down(i);
        }
    }

    /** The node with the earliest next completion. */
    NodeState first() {
        return heap[0];
    }

    /** Restores the order after {@code node.nextCompletion} changed. */
    void changed(NodeState node) {
        int at = position[node.index];
        up(at);
        down(position[node.index]);
    }

    private void up(int at) {
        while (at > 0) {
            int parent = (at - 1) / 2;
            if (heap[parent].nextCompletion <= heap[at].nextCompletion) {
                return;
            }
            swap(at, parent);
            at = parent;
        }
    }

    private void down(int at) {
        while (true) {
            int left = 2 * at + 1;
            int smallest = at;
            if (left < heap.length && heap[left].nextCompletion < heap[smallest].nextCompletion) {
                smallest = left;
            }
            if (left + 1 < heap.length && heap[left + 1].nextCompletion < heap[smallest].nextCompletion) {
                smallest = left + 1;
            }
            if (smallest == at) {
                return;
            }
            swap(at, smallest);
            at = smallest;
        }
    }

    private void swap(int a, int b) {
        NodeState t = heap[a];
        heap[a] = heap[b];
        heap[b] = t;
        position[heap[a].index] = a;
        position[heap[b].index] = b;
    }
}
