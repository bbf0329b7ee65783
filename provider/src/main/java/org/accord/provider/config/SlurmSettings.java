package org.accord.provider.config;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * The {@code slurm} execution backend's settings (keys {@code slurm.*}; ignored by other backends).
 *
 * @param conf the {@code slurm.conf} Slurm's commands read; empty for {@code SLURM_CONF} of the environment,
 *     else Slurm's own default ({@code slurm.conf})
 * @param partition the partition whose nodes make the capacity and where jobs and reservations go; empty for
 *     every node Slurm lists and Slurm's default partition ({@code slurm.partition})
 * @param pollSeconds how often job, reservation and node states are read, positive ({@code slurm.poll.seconds})
 * @param account the account jobs are charged to; empty for the user's default ({@code slurm.account})
 * @param user the user jobs run as ({@code --uid}, which needs the provider to run as root) and reservations
 *     are made for; empty for the provider's own user ({@code slurm.user}). An offer cannot choose it.
 * @param jobsDir where job scripts start when the job description names no working directory, and where
 *     Slurm writes their output ({@code slurm.jobs.dir}; empty for {@code DATA/slurm-jobs})
 * @param commandTimeoutSeconds how long one Slurm command may take, positive ({@code slurm.command.timeout.seconds})
 * @param bin the directory holding Slurm's commands ({@code sinfo}, {@code sbatch}, ...; {@code slurm.bin}); empty
 *     for the {@code PATH}
 */
public record SlurmSettings(Optional<Path> conf, Optional<String> partition, double pollSeconds,
        Optional<String> account, Optional<String> user, Optional<Path> jobsDir, double commandTimeoutSeconds, Optional<Path> bin) {

    public SlurmSettings {
        Objects.requireNonNull(conf, Setting.SLURM_CONF.key());
        Objects.requireNonNull(partition, Setting.SLURM_PARTITION.key());
        Objects.requireNonNull(account, Setting.SLURM_ACCOUNT.key());
        Objects.requireNonNull(user, Setting.SLURM_USER.key());
        Objects.requireNonNull(jobsDir, Setting.SLURM_JOBS_DIR.key());
        Objects.requireNonNull(bin, Setting.SLURM_BIN.key());
        if (!(pollSeconds > 0) || !Double.isFinite(pollSeconds)) {
            throw SettingsException.badValue(Setting.SLURM_POLL_SECONDS, pollSeconds, "must be a positive number of seconds");
        }
        if (!(commandTimeoutSeconds > 0) || !Double.isFinite(commandTimeoutSeconds)) {
            throw SettingsException.badValue(Setting.SLURM_COMMAND_TIMEOUT, commandTimeoutSeconds,
                    "must be a positive number of seconds");
        }
    }
}
