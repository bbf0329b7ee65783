package org.accord.provider.execution.slurm;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs a test class only where a local Slurm cluster of its {@link OnSlurm} installation can be started with
 * accounting ({@link LocalSlurmCluster#startWithAccounting}: Slurm, MariaDB and a slurmdbd that can store); elsewhere
 * the class is skipped and the first skip of each installation in the JVM prints one line naming what did not run
 * and why. Use as {@code @ExtendWith(SlurmAccountingRequired.class)}.
 */
public final class SlurmAccountingRequired implements ExecutionCondition {
    private static final Map<SlurmInstallation, AtomicBoolean> ANNOUNCED_IN_THIS_JVM = new ConcurrentHashMap<>();

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        SlurmInstallation installation = SlurmRequired.installation(context);
        Optional<String> reason = LocalSlurmCluster.unavailableReason(installation)
                .or(() -> SlurmAccounting.unavailableReason(installation));
        if (reason.isEmpty()) {
            return ConditionEvaluationResult.enabled("Slurm with accounting can run");
        }
        if (ANNOUNCED_IN_THIS_JVM.computeIfAbsent(installation, i -> new AtomicBoolean()).compareAndSet(false, true)) {
            System.out.println("[WARNING] SLURM " + installation.release() + " ACCOUNTING (SACCT) TESTS DID NOT RUN: "
                    + reason.get() + ". " + howToRun(installation));
        }
        return ConditionEvaluationResult.disabled("Slurm accounting tests did not run: " + reason.get());
    }

    private static String howToRun(SlurmInstallation installation) {
        return installation == SlurmInstallation.DEBIAN
                ? "Run .ci/run (it installs mariadb-server and slurmdbd) to run them."
                : "They need " + installation.release() + " built with MariaDB's client library (libmariadb-dev"
                        + " installed before its configure) and mariadb-server.";
    }
}
