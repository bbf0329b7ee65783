package org.accord.provider.config;

import static org.accord.provider.config.SettingsException.badValue;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;

import org.accord.term.TermLimits;

/**
 * The raw text of every setting with the origin of each value, turned into a {@link ProviderSettings}.
 * Any parse or range error is rethrown naming the key, the value and its origin.
 */
final class SettingValues {

    /** The user file's name in the data directory when {@code security.users} is empty. */
    static final String DEFAULT_USERS_FILE = "users.properties";

    private final Map<Setting, String> values = new EnumMap<>(Setting.class);
    private final Map<Setting, String> origins = new EnumMap<>(Setting.class);

    void putAll(Map<String, String> entries, String origin) {
        entries.forEach((key, value) -> put(key, value, origin));
    }

    void put(String key, String value, String origin) {
        Setting setting = Setting.byKey(key).orElseThrow();
        values.put(setting, value.trim());
        origins.put(setting, origin);
    }

    ProviderSettings toSettings() {
        try {
            return create();
        } catch (SettingsException e) {
            throw e.setting().map(s -> e.from(origins.getOrDefault(s, "the defaults"))).orElse(e);
        }
    }

    private ProviderSettings create() {
        Path dataDir = path(Setting.DATA_DIR);
        return new ProviderSettings(
                text(Setting.HOST),
                integer(Setting.PORT),
                dataDir,
                optional(Setting.TEMPLATES_DIR).map(v -> path(Setting.TEMPLATES_DIR)),
                admissionPolicy(),
                integer(Setting.NODES),
                integer(Setting.PROCESSORS_PER_NODE),
                text(Setting.PLANNER_HEURISTIC),
                number(Setting.PLANNER_WEIGHT),
                number(Setting.CLOCK_SPEEDUP),
                bool(Setting.SECURITY_ENABLED),
                optional(Setting.USERS_FILE).map(v -> path(Setting.USERS_FILE)).orElse(dataDir.resolve(DEFAULT_USERS_FILE)),
                optional(Setting.JDBC_URL),
                text(Setting.JDBC_USER),
                text(Setting.JDBC_PASSWORD),
                bool(Setting.VALIDATE_INBOUND),
                integer(Setting.MAX_MESSAGE_BYTES),
                optional(Setting.PLANNER_NODES).map(v -> OptionalInt.of(integer(Setting.PLANNER_NODES)))
                        .orElse(OptionalInt.empty()),
                names(Setting.OPERATORS),
                text(Setting.BACKEND),
                new TermLimits(atLeastOne(Setting.LIMIT_FUNCTION_TERMS), atLeastOne(Setting.LIMIT_EXPRESSION_LENGTH),
                        atLeastOne(Setting.LIMIT_EXPRESSION_NESTING)),
                new RequestLimits(atLeastOne(Setting.LIMIT_INITIATOR_AGREEMENTS), atLeastOne(Setting.LIMIT_INITIATOR_PENDING),
                        java.time.Duration.ofMillis(atLeastOne(Setting.LIMIT_REQUEST_MILLIS)),
                        atLeastOne(Setting.LIMIT_INITIATOR_NEGOTIATIONS)),
                elementLimits(),
                new DateLimits(integer(Setting.LIMIT_DATE_MIN_YEAR), integer(Setting.LIMIT_DATE_MAX_YEAR)),
                new FairShareSettings(number(Setting.FAIRNESS_RESERVE),
                        FairShareSettings.parseWeights(optional(Setting.FAIRNESS_WEIGHTS).orElse(""))),
                optional(Setting.TLS_KEYSTORE).map(v -> path(Setting.TLS_KEYSTORE)),
                text(Setting.TLS_KEYSTORE_PASSWORD),
                new SlurmSettings(
                        optional(Setting.SLURM_CONF).map(v -> path(Setting.SLURM_CONF)),
                        optional(Setting.SLURM_PARTITION),
                        number(Setting.SLURM_POLL_SECONDS),
                        optional(Setting.SLURM_ACCOUNT),
                        optional(Setting.SLURM_USER),
                        optional(Setting.SLURM_JOBS_DIR).map(v -> path(Setting.SLURM_JOBS_DIR)),
                        number(Setting.SLURM_COMMAND_TIMEOUT),
                        optional(Setting.SLURM_BIN).map(v -> path(Setting.SLURM_BIN)),
                        text(Setting.SLURM_API),
                        optional(Setting.SLURM_REST_URL).map(v -> uri(Setting.SLURM_REST_URL)),
                        optional(Setting.SLURM_REST_TOKEN_FILE).map(v -> path(Setting.SLURM_REST_TOKEN_FILE)),
                        integer(Setting.SLURM_REST_TOKEN_LIFESPAN)),
                new InstanceSettings(bool(Setting.INSTANCES_SHARED), number(Setting.INSTANCES_LEASE_SECONDS)),
                bool(Setting.METRICS_ENABLED));
    }

    /**
     * The admission policy; with {@code backend=slurm} and no policy given (only the defaults' {@code librasla},
     * which shares processors, which Slurm cannot), {@code fcfs}, and the log says so.
     */
    private String admissionPolicy() {
        String policy = text(Setting.ADMISSION_POLICY);
        boolean chosen = !"the defaults".equals(origins.get(Setting.ADMISSION_POLICY));
        if (!chosen && "slurm".equals(values.get(Setting.BACKEND))) {
            org.slf4j.LoggerFactory.getLogger(SettingValues.class).info("backend slurm and no admission "
                    + "policy given: using fcfs (the default " + policy + " shares processors between jobs, which "
                    + "Slurm's whole cores per job cannot; --policy greedy-backfilling is the other choice)");
            return "fcfs";
        }
        return policy;
    }

    private ElementLimits elementLimits() {
        Map<ElementLimits.Group, Integer> limits = new EnumMap<>(ElementLimits.Group.class);
        for (ElementLimits.Group group : ElementLimits.Group.values()) {
            limits.put(group, atLeastOne(Setting.byKey(group.key()).orElseThrow()));
        }
        return new ElementLimits(limits);
    }

    private int atLeastOne(Setting setting) {
        int value = integer(setting);
        if (value < 1) {
            throw badValue(setting, value, "must be at least 1");
        }
        return value;
    }

    private String text(Setting setting) {
        String value = values.get(setting);
        if (value == null) {
            throw new SettingsException("setting " + setting.key() + " has no value, not even a default");
        }
        return value;
    }

    private Optional<String> optional(Setting setting) {
        return Optional.ofNullable(values.get(setting)).filter(v -> !v.isEmpty());
    }

    /** A comma-separated list of names; blanks around and between commas are ignored. */
    private Set<String> names(Setting setting) {
        return optional(setting).stream().flatMap(v -> Arrays.stream(v.split(",")))
                .map(String::trim).filter(name -> !name.isEmpty()).collect(Collectors.toSet());
    }

    private int integer(Setting setting) {
        String value = text(setting);
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw badValue(setting, value, "not an integer");
        }
    }

    private double number(Setting setting) {
        String value = text(setting);
        try {
            return Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw badValue(setting, value, "not a number");
        }
    }

    private boolean bool(Setting setting) {
        String value = text(setting);
        if (value.equalsIgnoreCase("true") || value.equalsIgnoreCase("false")) {
            return Boolean.parseBoolean(value);
        }
        throw badValue(setting, value, "must be true or false");
    }

    private java.net.URI uri(Setting setting) {
        String value = text(setting);
        try {
            return new java.net.URI(value);
        } catch (java.net.URISyntaxException e) {
            throw badValue(setting, value, "not a URL: " + e.getReason());
        }
    }

    private Path path(Setting setting) {
        String value = text(setting);
        try {
            return Path.of(value);
        } catch (InvalidPathException e) {
            throw badValue(setting, value, "not a valid path: " + e.getReason());
        }
    }
}
