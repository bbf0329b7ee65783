/**
 * A real PostgreSQL server on this machine: {@link LocalPostgres} runs Debian's {@code initdb} and {@code pg_ctl}
 * in a temporary directory on a free port of 127.0.0.1, and {@link PostgresRequired} skips a test class, in one
 * line, where it cannot. Used by the provider's tests, the demo with several instances and the instances
 * benchmark; never shipped in a provider.
 */
package org.accord.localpostgres;
