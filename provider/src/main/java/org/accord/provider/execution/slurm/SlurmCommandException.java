package org.accord.provider.execution.slurm;

import java.util.List;
import org.accord.provider.fault.ProviderException;

/** A Slurm command failed: names the command line and carries Slurm's own message (its stderr, trimmed). */
public class SlurmCommandException extends ProviderException {

    private static final long serialVersionUID = 1L;
    private final String command;
    private final String slurmMessage;

    public SlurmCommandException(List<String> command, String slurmMessage) {
        super("'" + String.join(" ", command) + "' failed: " + slurmMessage);
        this.command = String.join(" ", command);
        this.slurmMessage = slurmMessage;
    }

    /** The command line that failed. */
    public String command() {
        return command;
    }

    /** What Slurm said (or why the command did not finish). */
    public String slurmMessage() {
        return slurmMessage;
    }
}
