package org.accord.provider.execution.slurm;

/**
 * {@link SlurmProviderKillIT}'s scenarios against a current Slurm release ({@link SlurmInstallation#CURRENT}: 25.11.7 built
 * into {@value SlurmInstallation#DEFAULT_PREFIX} by {@code .ci/run}, or the prefix of
 * {@value SlurmInstallation#PREFIX_PROPERTY}), on a shared cluster of its own.
 */
@OnSlurm(SlurmInstallation.CURRENT)
class SlurmProviderKillOnCurrentSlurmIT extends SlurmProviderKillIT {
}
