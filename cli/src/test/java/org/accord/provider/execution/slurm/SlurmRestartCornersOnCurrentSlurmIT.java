package org.accord.provider.execution.slurm;

/**
 * {@link SlurmRestartCornersIT}'s scenarios against a current Slurm release ({@link SlurmInstallation#CURRENT}), on
 * that release's shared cluster.
 */
@OnSlurm(SlurmInstallation.CURRENT)
class SlurmRestartCornersOnCurrentSlurmIT extends SlurmRestartCornersIT {
}
