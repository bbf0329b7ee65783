package org.accord.provider.config;

import java.net.URI;
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
 * @param api how Slurm is reached: {@value #COMMANDS} (its commands, the default) or {@value #REST} (slurmrestd;
 *     {@code slurm.api})
 * @param restUrl slurmrestd's URL, {@code http://} or {@code https://}; needed with {@code api=rest}
 *     ({@code slurm.rest.url})
 * @param tokenFile a file holding the JWT for slurmrestd, kept fresh by something else; empty to obtain tokens with
 *     {@code scontrol token} ({@code slurm.rest.token.file})
 * @param tokenLifespanSeconds the lifespan asked of {@code scontrol token}, at least 10
 *     ({@code slurm.rest.token.lifespan.seconds})
 */
public record SlurmSettings(Optional<Path> conf, Optional<String> partition, double pollSeconds,
        Optional<String> account, Optional<String> user, Optional<Path> jobsDir, double commandTimeoutSeconds, Optional<Path> bin,
        String api, Optional<URI> restUrl, Optional<Path> tokenFile, long tokenLifespanSeconds) {
    /** {@code slurm.api=commands}: Slurm's commands. */
    public static final String COMMANDS = "commands";
    /** {@code slurm.api=rest}: slurmrestd. */
    public static final String REST = "rest";

    public SlurmSettings {
        Objects.requireNonNull(conf, Setting.SLURM_CONF.key());
        Objects.requireNonNull(partition, Setting.SLURM_PARTITION.key());
        Objects.requireNonNull(account, Setting.SLURM_ACCOUNT.key());
        Objects.requireNonNull(user, Setting.SLURM_USER.key());
        Objects.requireNonNull(jobsDir, Setting.SLURM_JOBS_DIR.key());
        Objects.requireNonNull(bin, Setting.SLURM_BIN.key());
        Objects.requireNonNull(restUrl, Setting.SLURM_REST_URL.key());
        Objects.requireNonNull(tokenFile, Setting.SLURM_REST_TOKEN_FILE.key());
        if (!COMMANDS.equals(api) && !REST.equals(api)) {
            throw SettingsException.badValue(Setting.SLURM_API, api, "must be " + COMMANDS + " or " + REST);
        }
        if (REST.equals(api) && restUrl.isEmpty()) {
            throw SettingsException.badValue(Setting.SLURM_REST_URL, "",
                    "slurm.api=rest needs slurmrestd's URL, e.g. http://slurm-head:6820");
        }
        restUrl.ifPresent(u -> {
            if (!"http".equals(u.getScheme()) && !"https".equals(u.getScheme()) || u.getHost() == null) {
                throw SettingsException.badValue(Setting.SLURM_REST_URL, u, "must be an http:// or https:// URL with "
                        + "a host, e.g. http://slurm-head:6820");
            }
        });
        if (tokenLifespanSeconds < 10) {
            throw SettingsException.badValue(Setting.SLURM_REST_TOKEN_LIFESPAN, tokenLifespanSeconds,
                    "must be at least 10 seconds");
        }
        if (!(pollSeconds > 0) || !Double.isFinite(pollSeconds)) {
            throw SettingsException.badValue(Setting.SLURM_POLL_SECONDS, pollSeconds, "must be a positive number of seconds");
        }
        if (!(commandTimeoutSeconds > 0) || !Double.isFinite(commandTimeoutSeconds)) {
            throw SettingsException.badValue(Setting.SLURM_COMMAND_TIMEOUT, commandTimeoutSeconds,
                    "must be a positive number of seconds");
        }
    }
}
