/**
 * The durable agreement store: agreements (identity, initiator, the offer they came from, template,
 * agreement/service-term/guarantee-term states, the agreement document, the admission placement) and
 * negotiations, kept in a JDBC database. {@link org.accord.provider.store.AgreementStore} is the contract;
 * {@link org.accord.provider.store.JdbcAgreementStore} implements it on H2 or PostgreSQL given a JDBC URL
 * ({@link org.accord.provider.store.StoreLocation}), and by default
 * {@link org.accord.provider.store.journal.JournaledAgreementStore} puts a write-ahead journal in front of the
 * embedded H2 file database.
 *
 * <p>States, term states, documents and placements are opaque text here: the store knows nothing of
 * WS-Agreement, it only keeps what the core service writes, transactionally and durably.
 */
package org.accord.provider.store;
