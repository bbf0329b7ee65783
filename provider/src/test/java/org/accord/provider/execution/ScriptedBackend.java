package org.accord.provider.execution;

import java.util.ArrayList;
import java.util.List;

import org.accord.provider.clock.ExecutionClock;
import org.accord.provider.clock.ManualClock;

/**
 * A backend a test drives by hand: it records what the provider tells it and reports exactly the events
 * the test sends (nothing happens on its own, the forecast is ignored, as a real backend would).
 */
public final class ScriptedBackend implements ExecutionBackend {

    public final List<Work> live = new ArrayList<>();
    public final List<Work> admitted = new ArrayList<>();
    public final List<Work> replanned = new ArrayList<>();
    public final List<String> withdrawn = new ArrayList<>();
    private final Capacity capacity;
    private ManualClock clock;
    private ExecutionListener listener;
    private boolean closed;

    public ScriptedBackend(Capacity capacity) {
        this.capacity = capacity;
    }

    /** Sends {@code event} to the provider, as a backend thread would. */
    public void report(ExecutionEvent event) {
        listener.on(event);
    }

    public ExecutionListener listener() {
        return listener;
    }

    public ManualClock manualClock() {
        return clock;
    }

    public boolean closed() {
        return closed;
    }

    @Override
    public String name() {
        return "scripted";
    }

    @Override
    public Capacity capacity() {
        return capacity;
    }

    @Override
    public ExecutionClock clock(double resumeAt) {
        clock = new ManualClock(resumeAt);
        return clock;
    }

    @Override
    public void start(List<Work> liveWork, ExecutionForecast forecast, ExecutionListener reportTo) {
        live.addAll(liveWork);
        listener = reportTo;
    }

    @Override
    public void admitted(Work work) {
        admitted.add(work);
    }

    @Override
    public void replanned(Work work) {
        replanned.add(work);
    }

    @Override
    public void withdrawn(String agreementId) {
        withdrawn.add(agreementId);
    }

    @Override
    public void close() {
        closed = true;
    }
}
