package org.accord.provider.execution.slurm;

import java.util.List;
import java.util.Locale;

/**
 * The command could not reach slurmctld (it is stopped, restarting or its host is unreachable), as opposed to
 * Slurm refusing the request. A caller may retry once the controller answers again.
 */
public final class SlurmUnreachableException extends SlurmCommandException {

    private static final long serialVersionUID = 1L;

    public SlurmUnreachableException(List<String> command, String slurmMessage) {
        super(command, slurmMessage);
    }

    /** True when Slurm's message says the controller could not be contacted. */
    static boolean saysUnreachable(String message) {
        String m = message.toLowerCase(Locale.ROOT);
        return m.contains("unable to contact slurm controller") || m.contains("connection refused")
                || m.contains("socket timed out") || m.contains("slurm controller not responding")
                || m.contains("timed out after");
    }
}
