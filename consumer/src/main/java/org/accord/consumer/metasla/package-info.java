/**
 * Meta-SLAs: one user request covering several jobs, split by the contract-net
 * {@link org.accord.consumer.contractnet.Superscheduler} into sub-agreements, possibly with different
 * providers, and a state for the whole request derived from the sub-agreements' states by fixed rules
 * ({@link org.accord.consumer.metasla.MetaSla#state()}). The state enums here are Accord's own small
 * mirror of WS-Agreement's agreement and guarantee states.
 */
package org.accord.consumer.metasla;
