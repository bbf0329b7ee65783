/**
 * The execution seam: what the provider promises, an {@link org.accord.provider.execution.ExecutionBackend}
 * delivers. The backend supplies the capacity the resource record starts from, receives admitted,
 * re-planned and withdrawn {@link org.accord.provider.execution.Work}, and reports
 * {@link org.accord.provider.execution.ExecutionEvent}s (started, finished, failed, with the real time each
 * happened) to an {@link org.accord.provider.execution.ExecutionListener}, which drives the agreement
 * lifecycle and guarantee evaluation. Backends are chosen by name ({@link
 * org.accord.provider.endpoint.ExecutionBackends}, setting {@code backend}); the default,
 * {@link org.accord.provider.execution.SimulatedBackend}, runs admitted work on a scaled clock exactly as
 * the provider's scheduler predicts.
 */
package org.accord.provider.execution;

