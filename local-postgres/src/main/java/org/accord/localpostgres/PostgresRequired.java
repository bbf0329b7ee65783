package org.accord.localpostgres;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs a test class only where a {@link LocalPostgres} server can be started; elsewhere the class is skipped and
 * the first skip in the JVM prints one line saying the PostgreSQL tests did not run and why. Use as
 * {@code @ExtendWith(PostgresRequired.class)}.
 */
public final class PostgresRequired implements ExecutionCondition {

    private static final AtomicBoolean ANNOUNCED_IN_THIS_JVM = new AtomicBoolean();

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        Optional<String> reason = LocalPostgres.unavailableReason();
        if (reason.isEmpty()) {
            return ConditionEvaluationResult.enabled("PostgreSQL is installed");
        }
        if (ANNOUNCED_IN_THIS_JVM.compareAndSet(false, true)) {
            System.out.println("[WARNING] POSTGRESQL TESTS DID NOT RUN: " + reason.get()
                    + ". Run .ci/run (it installs the package) to run them.");
        }
        return ConditionEvaluationResult.disabled("PostgreSQL tests did not run: " + reason.get());
    }
}
