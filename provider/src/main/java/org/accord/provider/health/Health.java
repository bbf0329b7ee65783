package org.accord.provider.health;

import java.util.List;

import org.accord.provider.execution.ExecutionBackend;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.template.TemplateRegistry;

/**
 * A provider's liveness and readiness. Live: the provider answers (nothing else is checked, so a probe never
 * restarts a provider that waits for its database). Ready: every readiness check passes — {@code store}
 * (the database accepts a write now), {@code templates} (at least one template is published),
 * {@code execution} (the execution backend reaches what runs the work: for Slurm, its controller answered the
 * latest command).
 */
public final class Health {

    private final List<HealthCheck> readiness;

    public Health(List<HealthCheck> readiness) {
        this.readiness = List.copyOf(readiness);
    }

    /** The readiness checks of a provider with this store, these templates and this backend. */
    public static Health of(AgreementStore store, TemplateRegistry templates, ExecutionBackend backend) {
        return new Health(List.of(store(store), templates(templates), execution(backend)));
    }

    /** The readiness checks of an instance of several, whose backend changes with the lease: store and templates. */
    public static Health of(AgreementStore store, TemplateRegistry templates) {
        return new Health(List.of(store(store), templates(templates)));
    }

    private static HealthCheck store(AgreementStore store) {
        return HealthCheck.of("store", "the database accepts writes", store::requireWritable);
    }

    private static HealthCheck templates(TemplateRegistry templates) {
        return HealthCheck.of("templates", templates.templates().size() + " templates published", () -> {
            if (templates.templates().isEmpty()) {
                throw new IllegalStateException("no template is published");
            }
        });
    }

    private static HealthCheck execution(ExecutionBackend backend) {
        return HealthCheck.of("execution", "the " + backend.name() + " backend is reachable", () -> {
            if (!backend.reachable()) {
                throw new IllegalStateException("the " + backend.name()
                        + " backend's latest command did not reach its controller");
            }
        });
    }

    /** Liveness: answering at all is the check. */
    public HealthReport live() {
        return new HealthReport(List.of(new CheckResult("process", true, "the provider answers")));
    }

    /** Readiness: every check, run now. */
    public HealthReport ready() {
        return new HealthReport(readiness.stream().map(HealthCheck::check).toList());
    }
}
