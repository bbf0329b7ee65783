package org.accord.provider.execution.slurm;

import java.util.ArrayList;
import java.util.List;

/**
 * Slurm's accounting as text: {@code sacct --allocations --parsable2 --noheader --delimiter=US --format=FORMAT},
 * one line per job (its steps left out). The same columns exist from 22.05 to 25.11 and print the same way, so one
 * reader serves every release (sacct's JSON, where offered, needs the release's data_parser and tells nothing
 * more). Fields are separated by the unit separator (U+001F), which no job name holds; times are read as UTC (the
 * commands run with {@code TZ=UTC}); {@code None} and {@code Unknown} (a start or end that has not happened) are no
 * time. A cancelled job's state reads {@code CANCELLED by UID}; the state is its first word. Accounting keeps no
 * comment unless Slurm is told to ({@code AccountingStoreFlags=job_comment}), so a job's name stands for it (Accord
 * gives both the agreement id); the reservation is often empty (22.05 records none for a job of a reservation).
 */
final class SacctText {
    /** The columns asked for, in order. */
    static final String FORMAT = "JobID,JobName,State,Reason,Start,End,ExitCode,Reservation,AllocCPUS";
    private static final int FIELDS = 9;

    private SacctText() {
    }

    /** The options that make {@code sacct} print {@link #FORMAT} as {@link #jobs} reads it. */
    static List<String> options() {
        return List.of("--allocations", "--parsable2", "--noheader", "--delimiter=" + SqueueText.SEPARATOR,
                "--format=" + FORMAT);
    }

    /** The jobs of sacct's answer, in its order (a job's latest record only: sacct leaves out earlier ones). */
    static List<SlurmJob> jobs(List<String> command, String text) {
        List<SlurmJob> jobs = new ArrayList<>();
        for (String[] f : SqueueText.records(command, text, FIELDS)) {
            try {
                String name = f[1].strip();
                jobs.add(new SlurmJob(Long.parseLong(f[0].strip()), name, name, state(f[2]), f[3].strip(),
                        SqueueText.time(f[4]), SqueueText.time(f[5]), SqueueText.waitStatus(f[6]), f[7].strip(),
                        Integer.parseInt(f[8].strip())));
            } catch (NumberFormatException e) {
                throw new SlurmCommandException(command, "answered a line that is not a job: " + SqueueText.line(f));
            }
        }
        return jobs;
    }

    /** {@code CANCELLED by 0} is {@code CANCELLED}. */
    private static String state(String field) {
        String state = field.strip();
        int space = state.indexOf(' ');
        return space < 0 ? state : state.substring(0, space);
    }

}
