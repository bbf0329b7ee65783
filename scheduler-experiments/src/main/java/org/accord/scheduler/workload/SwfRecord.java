package org.accord.scheduler.workload;

/**
 * One job line of a Standard Workload Format trace, the 18 fields in order (Chapin et al. 1999); -1 means
 * unknown or not applicable.
 *
 * @param jobNumber           1: job number (cleaned logs keep the original numbers, so there are gaps)
 * @param submitTime          2: seconds from the start of the log
 * @param waitTime            3: seconds from submit to start
 * @param runTime             4: wall-clock seconds from start to end
 * @param allocatedProcessors 5: number of allocated processors
 * @param averageCpuTime      6: average CPU time used per processor, seconds
 * @param usedMemory          7: used memory, KB per processor
 * @param requestedProcessors 8: requested number of processors
 * @param requestedTime       9: requested time (user estimate or limit), seconds
 * @param requestedMemory     10: requested memory, KB per processor
 * @param status              11: 1 completed, 0 failed, 5 cancelled (2, 3, 4 for partial or checkpointed jobs)
 * @param userId              12: user id
 * @param groupId             13: group id
 * @param executable          14: executable (application) number
 * @param queue               15: queue number
 * @param partition           16: partition number
 * @param precedingJob        17: preceding job number
 * @param thinkTime           18: think time from the preceding job, seconds
 */
public record SwfRecord(long jobNumber, long submitTime, long waitTime, long runTime, long allocatedProcessors,
                        double averageCpuTime, double usedMemory, long requestedProcessors, long requestedTime,
                        double requestedMemory, long status, long userId, long groupId, long executable,
                        long queue, long partition, long precedingJob, long thinkTime) {

    /** Number of fields on an SWF job line. */
    public static final int FIELDS = 18;

    /** Field names in column order, for messages. */
    static final String[] NAMES = {"job number", "submit time", "wait time", "run time", "allocated processors",
        "average CPU time", "used memory", "requested processors", "requested time", "requested memory", "status",
        "user id", "group id", "executable", "queue", "partition", "preceding job", "think time"};

    /** Builds a record from the 18 parsed columns. */
    static SwfRecord of(double[] f) {
        return new SwfRecord((long) f[0], (long) f[1], (long) f[2], (long) f[3], (long) f[4], f[5], f[6],
                (long) f[7], (long) f[8], f[9], (long) f[10], (long) f[11], (long) f[12], (long) f[13],
                (long) f[14], (long) f[15], (long) f[16], (long) f[17]);
    }
}
