package org.accord.provider.execution.slurm;

/**
 * {@link SlurmAccountingIT}'s scenario against a current Slurm release ({@link SlurmInstallation#CURRENT}); it runs
 * only where that release's slurmdbd can store (built with MySQL), else it says so in one line.
 */
@OnSlurm(SlurmInstallation.CURRENT)
class SlurmAccountingOnCurrentSlurmIT extends SlurmAccountingIT {
    @Override
    SlurmInstallation installation() {
        return SlurmInstallation.CURRENT;
    }
}
