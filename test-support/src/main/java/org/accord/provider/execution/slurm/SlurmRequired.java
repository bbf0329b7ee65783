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
    private final SlurmInstallation installation;

    public SlurmRequired() {
        this(LocalSlurmCluster::unavailableReason, System.out, new AtomicBoolean());
    }

    SlurmRequired(Supplier<Optional<String>> detection, PrintStream out, AtomicBoolean announced) {
        this(detection, out, announced, SlurmInstallation.DEBIAN);
    }

    SlurmRequired(Supplier<Optional<String>> detection, PrintStream out, AtomicBoolean announced,
            SlurmInstallation installation) {
        this.detection = detection;
        this.out = out;
        this.announced = announced;
        this.installation = installation;
    }

    /**
     * Enabled where the class's {@link OnSlurm} installation can run a cluster; else disabled, and the first
     * class of each installation to be skipped in this JVM prints one line naming the version that did not run.
     */
    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        SlurmInstallation installation = installation(context);
        return new SlurmRequired(() -> LocalSlurmCluster.unavailableReason(installation), out,
                ANNOUNCED_IN_THIS_JVM.computeIfAbsent(installation, i -> new AtomicBoolean()), installation).evaluate();
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
            out.println("[WARNING] SLURM " + installation.release() + " TESTS DID NOT RUN: " + reason.get() + ". "
                    + (installation == SlurmInstallation.DEBIAN ? "Run .ci/run (it installs the packages) to run them."
                            : "Run .ci/run (it builds " + SlurmInstallation.CURRENT_RELEASE + " into "
                            + SlurmInstallation.DEFAULT_PREFIX + " and points the tests at it) to run them."));
        }
        return ConditionEvaluationResult.disabled("Slurm tests did not run: " + reason.get());
    }
}
