/**
 * Meta-SLAs: one user request covering several jobs, split by the contract-net
 * {@link org.accord.consumer.contractnet.Superscheduler} into sub-agreements, possibly with different
 * providers, and a state for the whole request derived from the sub-agreements' states by fixed rules
 * ({@link org.accord.consumer.metasla.MetaSla#state()}). Sub-agreements use WS-Agreement's own states
 * ({@link org.accord.agreement.AgreementState}, {@link org.accord.agreement.GuaranteeTermState}), the ones
 * the client reads from each provider; only the whole request has its own
 * {@link org.accord.consumer.metasla.MetaSlaState}, since PARTIAL has no WS-Agreement counterpart.
 */
package org.accord.consumer.metasla;
