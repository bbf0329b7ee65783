package org.accord.provider.execution;

/**
 * Where an {@link ExecutionBackend} reports; the provider implements it. Both methods are safe to call from
 * any thread, at any time after {@link ExecutionBackend#start} until {@link ExecutionBackend#close}, and
 * also from inside a call the provider made to the backend. They never throw for an event the provider
 * cannot use (unknown agreement, duplicate, late): such events are ignored.
 */
public interface ExecutionListener {

    /** Applies one event to its agreement's lifecycle (see {@link ExecutionBackend} for the rules). */
    void on(ExecutionEvent event);

    /** The backend's nodes changed; the provider rebuilds its resource record on {@code capacity}. */
    void capacityChanged(Capacity capacity);
}
