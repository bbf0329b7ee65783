package org.accord.provider.execution.slurm;

/** {@link SlurmForgottenJobIT}'s scenario against a current Slurm release ({@link SlurmInstallation#CURRENT}). */
@OnSlurm(SlurmInstallation.CURRENT)
class SlurmForgottenJobOnCurrentSlurmIT extends SlurmForgottenJobIT {
    @Override
    SlurmInstallation installation() {
        return SlurmInstallation.CURRENT;
    }
}
