/**
 * The write-ahead journal in front of the embedded H2 database, the provider's default store
 * ({@link org.accord.provider.store.journal.JournaledAgreementStore}): each agreement write is appended to a
 * CRC-checked segment file ({@link org.accord.provider.store.journal.Journal}) before it is acknowledged, and
 * a background flusher moves the writes into H2 in one transaction every 200 ms; a Bloom filter of stored keys
 * ({@link org.accord.provider.store.journal.KeyFilter}) answers "no such agreement, no such offer" for a new
 * offer without asking the database.
 *
 * <p>Why it exists: it was measured against group commit into H2 itself (concurrent writes queued, one writer
 * committing each group in one transaction, every caller answered after the commit that holds its row; the
 * same kill -9 durability, neither fsyncs) on {@code ./accord bench provider}, and the journal was more than
 * twice as fast on the median create and 28% ahead at eight clients: an H2 commit rewrites tens of kilobytes
 * of B-tree and LOB pages, a journal append writes the record once. docs/storage.md explains the
 * choice. PostgreSQL, which has its own write-ahead log, is written through without it.
 */
package org.accord.provider.store.journal;
