/**
 * The Slurm side of the execution seam: Slurm's own commands with machine-readable output
 * ({@code sinfo --json}, {@code squeue --json --states=all}, {@code sbatch --parsable},
 * {@code scontrol create|update|delete|show reservation}, {@code scancel}, {@code sacct} where Slurm keeps
 * accounting) behind {@link
 * org.accord.provider.execution.slurm.SlurmCommands}, or slurmrestd's REST API (v0.0.43, with a JWT) behind {@link
 * org.accord.provider.execution.slurm.SlurmRest}, both ways in to the one {@link
 * org.accord.provider.execution.slurm.SlurmApi}, and the typed records they return. Every command runs
 * with a timeout; a failure is a {@link org.accord.provider.execution.slurm.SlurmCommandException} naming the
 * command and Slurm's own message, and a controller that cannot be reached is the more specific
 * {@link org.accord.provider.execution.slurm.SlurmUnreachableException}.
 */
package org.accord.provider.execution.slurm;
