package org.accord.scheduler.contractnet;

/**
 * What a manager does with a contractor's answer that comes after its bid expired. A bid is decided by
 * whichever comes first, the answer or the expiry (an answer at the expiry instant is in time: a contractor
 * gives a bid its last test at its timeout, Algorithm 2 line 1.16); by then the manager has moved on to the
 * next contractor, so a late acceptance must be terminated at once, or the job would be held twice, and a late
 * rejection changes nothing.
 */
public enum LateReply {
    /** Terminate the agreement the late acceptance created. */
    TERMINATE,
    /** Nothing to do. */
    IGNORE;

    /** The action for a late answer that {@code accepted} or not. */
    public static LateReply of(boolean accepted) {
        return accepted ? TERMINATE : IGNORE;
    }

    /** True if an answer at {@code answeredAt} to a bid sent at {@code sentAt} with {@code interval} is in time. */
    public static boolean inTime(double sentAt, double interval, double answeredAt) {
        return answeredAt <= sentAt + interval;
    }
}
