/**
 * Runnable examples of the consumer API, each a short story read top to bottom with a {@code main}: list a
 * provider's templates and create an agreement ({@link org.accord.examples.CreateAgreementExample}),
 * negotiate when an offer is rejected ({@link org.accord.examples.NegotiationExample}), and broker a job
 * across two providers with the contract-net superscheduler ({@link org.accord.examples.ContractNetExample}).
 * Given provider URLs they talk to those; without, they start embedded providers on 127.0.0.1
 * ({@link org.accord.examples.LocalProvider}).
 */
package org.accord.examples;
