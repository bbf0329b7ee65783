package org.accord.provider.config;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * Loads {@link ProviderSettings} in four layers, each overriding the one before: the defaults file
 * {@value #DEFAULTS_RESOURCE} on the classpath, an optional config file in the same properties format
 * (named by {@code --config}, else by the environment variable {@value #CONFIG_VARIABLE}), the environment
 * (each setting's {@link Setting#environmentVariable()}, e.g. {@code ACCORD_PORT}), then explicit overrides
 * (command-line flags). So: command line over environment over config file over defaults. Unknown keys and
 * flags are errors, so a typo never goes unnoticed; environment variables that name no setting (e.g.
 * {@code ACCORD_JAVA_OPTS}) are left to whoever reads them.
 */
public final class SettingsLoader {

    /** The commented defaults file; it documents every setting. */
    public static final String DEFAULTS_RESOURCE = "accord-provider.properties";

    /** The flag naming a config file. */
    public static final String CONFIG_FLAG = "--config";

    /** The environment variable naming a config file when {@value #CONFIG_FLAG} does not. */
    public static final String CONFIG_VARIABLE = "ACCORD_CONFIG";

    private SettingsLoader() {}

    /** The defaults alone (the environment not read). */
    public static ProviderSettings defaults() {
        return layers(Optional.empty(), Map.of(), Map.of(), key -> "override " + key).toSettings();
    }

    /**
     * Settings from values keyed by setting, written as a config file or a flag writes them (for Java callers
     * that name settings the way the command line does): the defaults, then the environment, then these. A
     * problem with a value names the setting's flag. The command line itself is parsed by picocli
     * ({@code ./accord provider}), which calls {@link #fromFlags(Optional, Map)}.
     */
    public static ProviderSettings fromValues(Map<Setting, String> values) {
        return fromFlags(Optional.empty(), values);
    }

    /**
     * Settings from a parsed command line: the defaults, then the optional config file, then the flags'
     * values (a problem with a value names its flag).
     */
    public static ProviderSettings fromFlags(Optional<Path> config, Map<Setting, String> flags) {
        return fromFlags(config, flags, System.getenv());
    }

    /** {@link #fromFlags(Optional, Map)} with {@code environment} as the environment. */
    public static ProviderSettings fromFlags(Optional<Path> config, Map<Setting, String> flags,
            Map<String, String> environment) {
        Map<String, String> overrides = new LinkedHashMap<>();
        flags.forEach((setting, value) -> overrides.put(setting.key(), value));
        return layers(config, environment, overrides, key -> Setting.byKey(key).orElseThrow().flag()).toSettings();
    }

    /** Settings from the defaults, an optional config file, the environment and overrides keyed by property key. */
    public static ProviderSettings load(Optional<Path> configFile, Map<String, String> overrides) {
        return layers(configFile, System.getenv(), overrides, key -> "override " + key).toSettings();
    }

    private static SettingValues layers(Optional<Path> configFile, Map<String, String> environment,
            Map<String, String> overrides, UnaryOperator<String> origin) {
        SettingValues values = new SettingValues();
        values.putAll(readDefaults(), "the defaults");
        configFile.or(() -> Optional.ofNullable(environment.get(CONFIG_VARIABLE)).filter(v -> !v.isBlank()).map(Path::of))
                .ifPresent(file -> values.putAll(read(file), file.toString()));
        environment.forEach((name, value) -> Setting.byEnvironmentVariable(name)
                .ifPresent(setting -> values.put(setting.key(), value, "environment variable " + name)));
        overrides.forEach((key, value) -> values.put(checkedKey(key, "overrides"), value, origin.apply(key)));
        return values;
    }

    private static Map<String, String> readDefaults() {
        try (InputStream in = SettingsLoader.class.getClassLoader().getResourceAsStream(DEFAULTS_RESOURCE)) {
            if (in == null) {
                throw new SettingsException("the defaults file " + DEFAULTS_RESOURCE + " is missing from the classpath");
            }
            return parse(new InputStreamReader(in, StandardCharsets.UTF_8), DEFAULTS_RESOURCE);
        } catch (IOException e) {
            throw new SettingsException("cannot read " + DEFAULTS_RESOURCE + ": " + e.getMessage(), e);
        }
    }

    private static Map<String, String> read(Path file) {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return parse(in, file.toString());
        } catch (NoSuchFileException e) {
            throw new SettingsException("config file not found: " + file, e);
        } catch (IOException e) {
            throw new SettingsException("cannot read config file " + file + ": " + e.getMessage(), e);
        }
    }

    private static Map<String, String> parse(Reader in, String origin) throws IOException {
        Properties properties = new Properties();
        properties.load(in);
        Map<String, String> values = new LinkedHashMap<>();
        for (String key : properties.stringPropertyNames()) {
            values.put(checkedKey(key, origin), properties.getProperty(key).trim());
        }
        return values;
    }

    private static String checkedKey(String key, String origin) {
        if (Setting.byKey(key).isEmpty()) {
            throw new SettingsException("unknown setting '" + key + "' in " + origin + "; known settings: "
                    + Arrays.stream(Setting.values()).map(Setting::key).collect(Collectors.joining(", ")));
        }
        return key;
    }
}
