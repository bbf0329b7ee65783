/**
 * {@code ./accord demo}: Accord end to end on embedded defaults. An in-process provider (H2 in a fresh
 * temporary directory, the example templates, {@code librasla} on 128 nodes, a fast simulated clock) is
 * offered a slice of the real SDSC SP2 trace as LibraSLA agreement offers through
 * {@link org.accord.consumer.client.AgreementClient} over HTTP on 127.0.0.1; a rejected offer is negotiated
 * and created from the provider's acceptable counter-offer; the run lasts until every agreement completed,
 * then sums what happened ({@link org.accord.demo.DemoSummary}). Read, replay, collect, report:
 * {@link org.accord.demo.DemoWorkload}, {@link org.accord.demo.OfferReplay},
 * {@link org.accord.demo.CompletionWatch}, {@link org.accord.demo.DemoSummary}.
 */
package org.accord.demo;
