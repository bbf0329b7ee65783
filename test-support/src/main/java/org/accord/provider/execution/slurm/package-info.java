/**
 * A real Slurm cluster on this machine for tests, benchmarks and the Slurm demo: {@link LocalSlurmCluster} writes
 * a {@code slurm.conf} of its own ({@link SlurmConfig}), starts munge ({@link Munge}), {@code slurmctld} and one
 * {@code slurmd} per node as root, and stops them; {@link SharedSlurmCluster} shares one between test classes and
 * {@link SlurmRequired} skips them, in one line, where Slurm cannot run. It shares the provider's package to reach
 * the same command runner, and never ships in a provider.
 */
package org.accord.provider.execution.slurm;
