package org.accord.provider.store;

import java.nio.file.Path;
import java.util.Objects;

import org.accord.provider.config.ProviderSettings;

/**
 * Where the store's database is: a JDBC URL plus credentials. Two kinds are supported, chosen by the
 * URL: an H2 file database ({@code jdbc:h2:file:...}, embedded, the default) and PostgreSQL
 * ({@code jdbc:postgresql://host:port/database}).
 *
 * <p>The embedded location sets H2's {@code WRITE_DELAY=0}: H2 (MVStore) otherwise writes committed
 * changes to its file only every 500 ms. The provider runs it behind a
 * {@link org.accord.provider.store.journal.JournaledAgreementStore}, whose flusher relies on each commit being in
 * the file (the operating system's cache) when it returns; that alone does not make a commit survive kill -9 once
 * H2 reuses file space, which is why the journal keeps a flush's segments for later flushes (see there).
 * Nothing is fsynced per commit, so a power failure or OS crash can lose the last commits; PostgreSQL, which
 * fsyncs its write-ahead log on commit, is the choice when that matters. {@code QUERY_CACHE_SIZE} is raised from 8 so that each pooled
 * session keeps every statement the store prepares parsed. {@code MAX_LENGTH_INPLACE_LOB} (default 256) keeps
 * text columns up to {@value #INPLACE_TEXT_BYTES} bytes (every agreement document of the example templates)
 * inside their row instead of H2's separate LOB store: writing a batch of agreements then took a third to a
 * half of the CPU time in a scratch measurement (caller-thread CPU per agreement, 40-agreement batches,
 * alternating runs: 90-215 us against 290-805 us), which is the work the journal's background flusher does.
 * Longer texts still go to the LOB store; databases written before keep their LOBs where they are.
 */
public record StoreLocation(String jdbcUrl, String user, String password) {

    /** The file name (without H2's {@code .mv.db} suffix) of the embedded database in the data directory. */
    public static final String EMBEDDED_NAME = "accord";

    /** Text columns up to this length stay in their row in the embedded database. */
    static final int INPLACE_TEXT_BYTES = 65_536;

    public StoreLocation {
        Objects.requireNonNull(jdbcUrl, "jdbcUrl");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(password, "password");
        SqlDialect.forUrl(jdbcUrl);
    }

    /** The embedded H2 file database {@value #EMBEDDED_NAME} in {@code dataDir}. */
    public static StoreLocation embedded(Path dataDir) {
        Path file = dataDir.toAbsolutePath().normalize().resolve(EMBEDDED_NAME);
        return new StoreLocation("jdbc:h2:file:" + file + ";WRITE_DELAY=0;QUERY_CACHE_SIZE=64;MAX_LENGTH_INPLACE_LOB="
                + INPLACE_TEXT_BYTES, "", "");
    }

    /** The configured location: {@code jdbc.url} if set, else the embedded database in {@code data.dir}. */
    public static StoreLocation of(ProviderSettings settings) {
        return settings.jdbcUrl()
                .map(url -> new StoreLocation(url, settings.jdbcUser(), settings.jdbcPassword()))
                .orElseGet(() -> embedded(settings.dataDir()));
    }

    /** The SQL dialect the URL implies. */
    public SqlDialect dialect() {
        return SqlDialect.forUrl(jdbcUrl);
    }

    /** Hides the password. */
    @Override
    public String toString() {
        return "StoreLocation[" + jdbcUrl + ", user=" + user + "]";
    }
}
