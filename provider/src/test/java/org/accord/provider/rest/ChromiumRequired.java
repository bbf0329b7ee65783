package org.accord.provider.rest;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs a browser test only where Debian's headless Chromium and its driver are installed ({@value #BROWSER},
 * {@value #DRIVER}; no driver can be downloaded at test time); elsewhere the test is skipped and the first skip
 * in the JVM prints one line saying it did not run and why. Use as {@code @ExtendWith(ChromiumRequired.class)}.
 */
public final class ChromiumRequired implements ExecutionCondition {

    static final String BROWSER = "/usr/bin/chromium";
    static final String DRIVER = "/usr/bin/chromedriver";
    private static final AtomicBoolean ANNOUNCED = new AtomicBoolean();

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        Optional<String> missing = unavailableReason();
        if (missing.isEmpty()) {
            return ConditionEvaluationResult.enabled("Chromium and chromedriver are installed");
        }
        if (ANNOUNCED.compareAndSet(false, true)) {
            System.out.println("[WARNING] BROWSER TESTS DID NOT RUN: " + missing.get()
                    + ". Run .ci/run (it installs chromium and chromium-driver) to run them.");
        }
        return ConditionEvaluationResult.disabled("browser tests did not run: " + missing.get());
    }

    static Optional<String> unavailableReason() {
        if (!Files.isExecutable(Path.of(BROWSER))) {
            return Optional.of(BROWSER + " is missing (Debian package chromium)");
        }
        if (!Files.isExecutable(Path.of(DRIVER))) {
            return Optional.of(DRIVER + " is missing (Debian package chromium-driver)");
        }
        return Optional.empty();
    }
}
