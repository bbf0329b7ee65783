package org.accord.examples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;

/**
 * An embedded provider for the examples and their tests: the example templates, {@code librasla} on
 * {@code nodes} nodes, H2 in a fresh temporary directory deleted on close, a free port on 127.0.0.1.
 */
public final class LocalProvider implements AutoCloseable {

    private final Path data;
    private final EmbeddedProvider provider;

    private LocalProvider(Path data, EmbeddedProvider provider) {
        this.data = data;
        this.provider = provider;
    }

    /** A provider of {@code nodes} nodes whose clock runs {@code speedup} times faster than real time. */
    public static LocalProvider start(int nodes, double speedup) {
        return start(nodes, speedup, Map.of());
    }

    /** As {@link #start(int, double)}, with more settings (e.g. {@code Setting.SECURITY_ENABLED, "true"}). */
    public static LocalProvider start(int nodes, double speedup, Map<Setting, String> moreSettings) {
        Path data = temporaryDirectory();
        Map<Setting, String> settings = new LinkedHashMap<>(Map.of(Setting.HOST, "127.0.0.1",
                Setting.DATA_DIR, data.toString(), Setting.ADMISSION_POLICY, "librasla",
                Setting.NODES, Integer.toString(nodes), Setting.CLOCK_SPEEDUP, Double.toString(speedup)));
        settings.putAll(moreSettings);
        try {
            return new LocalProvider(data, EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(settings)));
        } catch (RuntimeException e) {
            delete(data);
            throw e;
        }
    }

    /** The provider's base URL, e.g. {@code http://127.0.0.1:40123/services}. */
    public String url() {
        return provider.baseUrl();
    }

    /** Where its database lives. */
    public Path dataDirectory() {
        return data;
    }

    @Override
    public void close() {
        try {
            provider.close();
        } finally {
            delete(data);
        }
    }

    private static Path temporaryDirectory() {
        try {
            return Files.createTempDirectory("accord-example-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a temporary data directory", e);
        }
    }

    private static void delete(Path directory) {
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + directory, e);
        }
    }
}
