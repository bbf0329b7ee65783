package org.accord.provider.config;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What the commented defaults file ({@value SettingsLoader#DEFAULTS_RESOURCE}) says about one setting: its
 * description (the comment lines from its {@code # [--flag]} line down to the key) and its default value.
 * The command line's help is made from it, so a setting added to {@link Setting} and the defaults file shows
 * up in {@code ./accord provider --help} with nothing else to write.
 *
 * @param defaultValue the value in the defaults file, empty when the setting is empty by default
 */
public record SettingHelp(Setting setting, String description, String defaultValue) {

    public SettingHelp {
        Objects.requireNonNull(setting, "setting");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(defaultValue, "defaultValue");
    }

    /**
     * Every setting in {@link Setting} order, described as the defaults file describes it.
     *
     * @throws SettingsException when a setting has no key or no {@code # [--flag]} comment in the defaults file
     */
    public static List<SettingHelp> all() {
        try (InputStream in = SettingHelp.class.getClassLoader().getResourceAsStream(SettingsLoader.DEFAULTS_RESOURCE)) {
            if (in == null) {
                throw new SettingsException("the defaults file " + SettingsLoader.DEFAULTS_RESOURCE
                        + " is missing from the classpath");
            }
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The help of every setting from the lines of a defaults file. */
    static List<SettingHelp> parse(List<String> lines) {
        Map<Setting, String> descriptions = new EnumMap<>(Setting.class);
        Map<Setting, String> defaults = new EnumMap<>(Setting.class);
        Setting described = null;
        StringBuilder text = new StringBuilder();
        for (String line : lines) {
            String trimmed = line.strip();
            if (trimmed.startsWith("# [--")) {
                int close = trimmed.indexOf(']');
                described = Setting.byFlag(trimmed.substring(3, close)).orElseThrow(() -> new SettingsException(
                        SettingsLoader.DEFAULTS_RESOURCE + " describes an unknown flag: " + trimmed));
                text.setLength(0);
                text.append(trimmed.substring(close + 1).strip());
            } else if (trimmed.startsWith("#") && described != null) {
                text.append(' ').append(trimmed.substring(1).strip());
            } else if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
                int equals = trimmed.indexOf('=');
                Setting setting = Setting.byKey(trimmed.substring(0, equals).strip()).orElseThrow(() ->
                        new SettingsException(SettingsLoader.DEFAULTS_RESOURCE + " has an unknown key: " + trimmed));
                defaults.put(setting, trimmed.substring(equals + 1).strip());
                if (described == setting) {
                    descriptions.put(setting, text.toString());
                }
                described = null;
            } else if (trimmed.isEmpty()) {
                described = null;
            }
        }
        List<SettingHelp> help = new ArrayList<>();
        for (Setting setting : Setting.values()) {
            if (!descriptions.containsKey(setting) || !defaults.containsKey(setting)) {
                throw new SettingsException(SettingsLoader.DEFAULTS_RESOURCE + " must list " + setting.key()
                        + " with a '# [" + setting.flag() + "] ...' comment above it");
            }
            help.add(new SettingHelp(setting, descriptions.get(setting), defaults.get(setting)));
        }
        return help;
    }
}
