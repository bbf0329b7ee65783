package org.accord.provider.execution.slurm;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Which {@link SlurmInstallation} a Slurm test class runs against ({@link SlurmRequired} checks it,
 * {@link SharedSlurmCluster} starts a cluster of it); a class without it runs against Debian's.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Inherited
public @interface OnSlurm {
    SlurmInstallation value();
}
