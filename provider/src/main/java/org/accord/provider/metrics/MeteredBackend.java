package org.accord.provider.metrics;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import org.accord.provider.clock.ExecutionClock;
import org.accord.provider.execution.BackendJob;
import org.accord.provider.execution.Capacity;
import org.accord.provider.execution.ComputeNode;
import org.accord.provider.execution.ExecutionBackend;
import org.accord.provider.execution.ExecutionEvent;
import org.accord.provider.execution.ExecutionForecast;
import org.accord.provider.execution.ExecutionListener;
import org.accord.provider.execution.Work;

/**
 * An execution backend that times what the provider tells it and counts what it reports.
 *
 * <p>Meters, each tagged with the backend's name: {@code accord_execution_commands_seconds{command, outcome}}
 * ({@code start}, {@code admitted}, {@code replanned}, {@code withdrawn}; {@code ok} or {@code error}: the call
 * into the backend, which for Slurm queues or runs its command); {@code accord_execution_events_total{event}}
 * ({@code started}, {@code finished}, {@code failed}); {@code accord_capacity_nodes} and
 * {@code accord_capacity_cpus} (the backend's capacity, as it last reported it); {@code accord_cpus_in_use}
 * (the CPUs of work that started and has not ended) and {@code accord_node_cpus_in_use{node}} (the same per
 * node: a work's CPUs divided evenly among the nodes its allocation names).
 */
final class MeteredBackend implements ExecutionBackend {

    private final ExecutionBackend backend;
    private final MeterRegistry registry;
    private final AtomicReference<Capacity> capacity = new AtomicReference<>();
    private final Map<String, Work> planned = new ConcurrentHashMap<>();
    private final Set<String> running = ConcurrentHashMap.newKeySet();
    private final Set<String> nodesMetered = ConcurrentHashMap.newKeySet();
    private final Map<String, Timer> commands = new ConcurrentHashMap<>();
    private final Map<String, Counter> events = new ConcurrentHashMap<>();

    MeteredBackend(ExecutionBackend backend, MeterRegistry registry) {
        this.backend = backend;
        this.registry = registry;
        Gauge.builder("accord.capacity.nodes", capacity, c -> c.get() == null ? 0 : c.get().nodes().size())
                .description("Nodes the execution backend offers").tag("backend", backend.name()).register(registry);
        Gauge.builder("accord.capacity.cpus", capacity, c -> c.get() == null ? 0 : c.get().totalCpus())
                .description("CPUs the execution backend offers").tag("backend", backend.name()).register(registry);
        Gauge.builder("accord.cpus.in.use", this, MeteredBackend::cpusInUse)
                .description("CPUs of admitted work that started and has not ended").tag("backend", backend.name())
                .register(registry);
    }

    @Override
    public String name() {
        return backend.name();
    }

    @Override
    public Capacity capacity() {
        Capacity now = timed("capacity", backend::capacity);
        noted(now);
        return now;
    }

    @Override
    public ExecutionClock clock(double resumeAt) {
        return backend.clock(resumeAt);
    }

    @Override
    public void start(List<Work> live, ExecutionForecast forecast, ExecutionListener listener) {
        live.forEach(work -> planned.put(work.agreementId(), work));
        timed("start", () -> {
            backend.start(live, forecast, new Listener(listener));
            return null;
        });
    }

    @Override
    public void admitted(Work work) {
        planned.put(work.agreementId(), work);
        timed("admitted", () -> {
            backend.admitted(work);
            return null;
        });
    }

    @Override
    public void replanned(Work work) {
        planned.put(work.agreementId(), work);
        timed("replanned", () -> {
            backend.replanned(work);
            return null;
        });
    }

    @Override
    public void withdrawn(String agreementId) {
        ended(agreementId);
        timed("withdrawn", () -> {
            backend.withdrawn(agreementId);
            return null;
        });
    }

    @Override
    public boolean reachable() {
        return backend.reachable();
    }

    @Override
    public BackendJob job(String agreementId) {
        return backend.job(agreementId);
    }

    @Override
    public void close() {
        backend.close();
    }

    private <T> T timed(String command, Supplier<T> call) {
        long start = System.nanoTime();
        String outcome = "error";
        try {
            T result = call.get();
            outcome = "ok";
            return result;
        } finally {
            long nanos = System.nanoTime() - start;
            String status = outcome;
            commands.computeIfAbsent(command + '/' + status, key -> Timer.builder("accord.execution.commands")
                    .description("Calls into the execution backend, by command and outcome")
                    .tags("backend", backend.name(), "command", command, "outcome", status).register(registry))
                    .record(nanos, TimeUnit.NANOSECONDS);
        }
    }

    private void noted(Capacity now) {
        capacity.set(now);
        for (ComputeNode node : now.nodes()) {
            if (nodesMetered.add(node.name())) {
                Gauge.builder("accord.node.cpus.in.use", this, b -> b.cpusInUse(node.name()))
                        .description("CPUs of running work on one node (a work's CPUs split evenly over its nodes)")
                        .tags("backend", backend.name(), "node", node.name()).register(registry);
            }
        }
    }

    private void ended(String agreementId) {
        running.remove(agreementId);
        planned.remove(agreementId);
    }

    private double cpusInUse() {
        return running.stream().map(planned::get).filter(w -> w != null).mapToInt(Work::cpus).sum();
    }

    private double cpusInUse(String node) {
        return running.stream().map(planned::get).filter(w -> w != null && w.nodes().contains(node))
                .mapToDouble(w -> (double) w.cpus() / w.nodes().size()).sum();
    }

    /** Counts the backend's events and follows which work runs, then hands them on. */
    private final class Listener implements ExecutionListener {

        private final ExecutionListener listener;

        Listener(ExecutionListener listener) {
            this.listener = listener;
        }

        @Override
        public void on(ExecutionEvent event) {
            String kind = event.getClass().getSimpleName().toLowerCase(Locale.ROOT);
            if (event instanceof ExecutionEvent.Started) {
                if (planned.containsKey(event.agreementId())) {
                    running.add(event.agreementId());
                }
            } else {
                ended(event.agreementId());
            }
            events.computeIfAbsent(kind, key -> Counter.builder("accord.execution.events")
                    .description("Events the execution backend reported, by kind")
                    .tags("backend", backend.name(), "event", kind).register(registry))
                    .increment();
            listener.on(event);
        }

        @Override
        public void capacityChanged(Capacity changed) {
            noted(changed);
            listener.capacityChanged(changed);
        }
    }
}
