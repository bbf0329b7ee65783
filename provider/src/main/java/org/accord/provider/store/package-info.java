/**
 * The durable agreement store: agreements (identity, initiator, the offer they came from, template,
 * agreement/service-term/guarantee-term states, the agreement document, the admission placement) and
 * negotiations, kept in a JDBC database. {@link org.accord.provider.store.AgreementStore} is the contract;
 * {@link org.accord.provider.store.JdbcAgreementStore} implements it on an embedded H2 file database by
 * default, or on PostgreSQL given a JDBC URL ({@link org.accord.provider.store.StoreLocation}).
 *
 * <p>States, term states, documents and placements are opaque text here: the store knows nothing of
 * WS-Agreement, it only keeps what the core service writes, transactionally and durably.
 */
package org.accord.provider.store;
