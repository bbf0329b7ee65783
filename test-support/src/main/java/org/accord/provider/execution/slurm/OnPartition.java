package org.accord.provider.execution.slurm;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.parallel.ResourceLocksProvider;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * The partition of the {@link SharedSlurmCluster} a test method (or every test method of a class) works on. With
 * {@code @ResourceLock(providers = OnPartition.Locks.class)} on the class, the tests of one partition of one
 * installation's cluster run one after another, while those of other partitions, and those of the same partition
 * on the other installation's cluster ({@link OnSlurm}), run beside them.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@Inherited
public @interface OnPartition {
    /** The partition's name, one of {@link SharedSlurmCluster}'s constants. */
    String value();

    /** Locks {@code installation/partition} for each test method that has (or whose class has) an {@link OnPartition}. */
    final class Locks implements ResourceLocksProvider {
        @Override
        public Set<Lock> provideForMethod(List<Class<?>> enclosingInstanceTypes, Class<?> testClass, Method testMethod) {
            SlurmInstallation installation = AnnotationSupport.findAnnotation(testClass, OnSlurm.class)
                    .map(OnSlurm::value).orElse(SlurmInstallation.DEBIAN);
            return AnnotationSupport.findAnnotation(testMethod, OnPartition.class)
                    .or(() -> AnnotationSupport.findAnnotation(testClass, OnPartition.class))
                    .map(partition -> Set.of(new Lock(installation + "/" + partition.value())))
                    .orElse(Set.of());
        }
    }
}
