package org.accord.provider.execution.slurm;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs a test class only where a local Slurm cluster can be started ({@link LocalSlurmCluster#unavailableReason});
 * elsewhere the class is skipped and the first skip prints one line saying the Slurm tests did not run and why.
 * Use as {@code @ExtendWith(SlurmRequired.class)}.
 */
public final class SlurmRequired implements ExecutionCondition {
    private static final AtomicBoolean ANNOUNCED = new AtomicBoolean();

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        Optional<String> reason = LocalSlurmCluster.unavailableReason();
        if (reason.isEmpty()) {
            return ConditionEvaluationResult.enabled("Slurm is installed");
        }
        if (ANNOUNCED.compareAndSet(false, true)) {
            System.out.println("[WARNING] SLURM TESTS DID NOT RUN: " + reason.get()
                    + ". Run .ci/run (it installs the packages) to run them.");
        }
        return ConditionEvaluationResult.disabled("Slurm tests did not run: " + reason.get());
    }
}
