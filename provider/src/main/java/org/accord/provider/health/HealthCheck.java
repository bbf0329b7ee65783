package org.accord.provider.health;

/** One thing readiness depends on. A check must be quick and must not throw: a failure is a DOWN result. */
public interface HealthCheck {

    /** Its stable name in the JSON, e.g. {@code store}. */
    String name();

    /** Checks now. */
    CheckResult check();

    /**
     * A check that passes unless {@code probe} throws; the exception's message is the detail.
     *
     * @param up the detail when it passes
     */
    static HealthCheck of(String name, String up, Runnable probe) {
        return new HealthCheck() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public CheckResult check() {
                try {
                    probe.run();
                    return new CheckResult(name, true, up);
                } catch (RuntimeException e) {
                    return new CheckResult(name, false, e.getMessage() == null ? e.toString() : e.getMessage());
                }
            }
        };
    }
}
