package org.accord.provider.config;

import java.util.Optional;

import org.accord.provider.fault.ProviderException;

/**
 * A setting that cannot be used: an unknown key or flag, an unreadable config file, or a value that does
 * not parse or lies outside its range. The message names the key, the value and, once known, where it
 * came from, e.g. {@code setting port = 0 (from --port): must be between 1 and 65535}.
 */
public class SettingsException extends ProviderException {

    private static final long serialVersionUID = 1L;

    private final Setting setting;
    private final String value;
    private final String problem;

    public SettingsException(String message) {
        this(message, null);
    }

    public SettingsException(String message, Throwable cause) {
        super(message, cause);
        this.setting = null;
        this.value = null;
        this.problem = message;
    }

    private SettingsException(Setting setting, String value, String problem, String origin) {
        super("setting " + setting.key() + " = " + value + origin + ": " + problem);
        this.setting = setting;
        this.value = value;
        this.problem = problem;
    }

    /** A bad value for a setting whose origin is not known yet. */
    public static SettingsException badValue(Setting setting, Object value, String problem) {
        return new SettingsException(setting, String.valueOf(value), problem, "");
    }

    /** The setting this exception is about, if it is about one. */
    public Optional<Setting> setting() {
        return Optional.ofNullable(setting);
    }

    /** The same problem, saying where the value came from (a file, a flag, the defaults). */
    SettingsException from(String origin) {
        if (setting == null) {
            return this;
        }
        return new SettingsException(setting, value, problem, " (from " + origin + ")");
    }
}
