package org.accord.provider.store;

import java.sql.SQLException;
import java.util.Arrays;

import javax.sql.ConnectionPoolDataSource;

import org.h2.jdbcx.JdbcDataSource;
import org.postgresql.ds.PGConnectionPoolDataSource;

/**
 * The databases the store runs on, with the few things that differ between them: the URL prefix, the
 * type of unbounded text columns and how to make a pooled data source. Everything else is standard SQL.
 */
public enum SqlDialect {
    H2("jdbc:h2:", "CHARACTER LARGE OBJECT", "NEXT VALUE FOR accord_change_seq"),
    POSTGRESQL("jdbc:postgresql:", "TEXT", "nextval('accord_change_seq')");

    /** SQLSTATE of a unique-constraint violation, the same in H2 and PostgreSQL. */
    static final String UNIQUE_VIOLATION = "23505";

    private final String urlPrefix;
    private final String textType;
    private final String nextChange;

    SqlDialect(String urlPrefix, String textType, String nextChange) {
        this.urlPrefix = urlPrefix;
        this.textType = textType;
        this.nextChange = nextChange;
    }

    /** The dialect of a JDBC URL; only H2 and PostgreSQL URLs are accepted. */
    public static SqlDialect forUrl(String jdbcUrl) {
        return Arrays.stream(values())
                .filter(d -> jdbcUrl.startsWith(d.urlPrefix))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        "unsupported JDBC URL (use jdbc:h2: or jdbc:postgresql:): " + jdbcUrl));
    }

    /** The column type for text of any length. */
    String textType() {
        return textType;
    }

    /** The expression of the next value of the agreements' change sequence ({@code accord_change_seq}). */
    String nextChange() {
        return nextChange;
    }

    static boolean isUniqueViolation(SQLException e) {
        return UNIQUE_VIOLATION.equals(e.getSQLState());
    }

    ConnectionPoolDataSource dataSource(StoreLocation location) {
        return switch (this) {
            case H2 -> {
                JdbcDataSource source = new JdbcDataSource();
                source.setURL(location.jdbcUrl());
                source.setUser(location.user());
                source.setPassword(location.password());
                yield source;
            }
            case POSTGRESQL -> {
                PGConnectionPoolDataSource source = new PGConnectionPoolDataSource();
                source.setURL(location.jdbcUrl());
                // fail fast when the server is unreachable, rather than after the operating system's timeouts
                source.setConnectTimeout(3);
                source.setLoginTimeout(5);
                source.setSocketTimeout(60);
                source.setTcpKeepAlive(true);
                source.setUser(location.user());
                source.setPassword(location.password());
                yield source;
            }
        };
    }
}
