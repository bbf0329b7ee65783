/**
 * {@code ./accord bench slurm-latency}: acknowledged create to job RUNNING through the provider against bare
 * {@code sbatch} to RUNNING on the same local Slurm cluster, in the same run.
 */
package org.accord.benchmark.slurm;
