package org.accord.provider.execution.slurm;

import java.io.PrintStream;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs a test class only where a local Slurm cluster can be started ({@link LocalSlurmCluster#unavailableReason});
 * elsewhere the class is skipped and the first skip in the JVM prints one line saying the Slurm tests did not run
 * and why. Use as {@code @ExtendWith(SlurmRequired.class)}.
 */
public final class SlurmRequired implements ExecutionCondition {
    private static final java.util.Map<SlurmInstallation, AtomicBoolean> ANNOUNCED_IN_THIS_JVM =
            new java.util.concurrent.ConcurrentHashMap<>();
    private final Supplier<Optional<String>> detection;
    private final PrintStream out;
    private final AtomicBoolean announced;

    public SlurmRequired() {
        this(LocalSlurmCluster::unavailableReason, System.out, new AtomicBoolean());
    }

    SlurmRequired(Supplier<Optional<String>> detection, PrintStream out, AtomicBoolean announced) {
        this.detection = detection;
        this.out = out;
        this.announced = announced;
    }

    /**
     * Enabled where the class's {@link OnSlurm} installation can run a cluster; else disabled, and the first
     * class of each installation to be skipped in this JVM prints one line naming the version that did not run.
     */
    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        SlurmInstallation installation = installation(context);
        if (installation == SlurmInstallation.DEBIAN) {
            return new SlurmRequired(LocalSlurmCluster::unavailableReason, out,
                    ANNOUNCED_IN_THIS_JVM.computeIfAbsent(installation, i -> new AtomicBoolean())).evaluate();
        }
        return new SlurmRequired(() -> LocalSlurmCluster.unavailableReason(installation), out,
                ANNOUNCED_IN_THIS_JVM.computeIfAbsent(installation, i -> new AtomicBoolean())).evaluate();
    }

    /** The installation a test class asks for ({@link OnSlurm}), Debian's by default. */
    static SlurmInstallation installation(ExtensionContext context) {
        return context.getTestClass().flatMap(c -> org.junit.platform.commons.support.AnnotationSupport
                .findAnnotation(c, OnSlurm.class)).map(OnSlurm::value).orElse(SlurmInstallation.DEBIAN);
    }

    /** Enabled where Slurm can run; else disabled, announcing it once. */
    ConditionEvaluationResult evaluate() {
        Optional<String> reason = detection.get();
        if (reason.isEmpty()) {
            return ConditionEvaluationResult.enabled("Slurm is installed");
        }
        if (announced.compareAndSet(false, true)) {
            out.println("[WARNING] SLURM TESTS DID NOT RUN: " + reason.get()
                    + ". Run .ci/run (it installs the packages) to run them.");
        }
        return ConditionEvaluationResult.disabled("Slurm tests did not run: " + reason.get());
    }
}
