package org.accord.provider.config;

import java.util.Arrays;
import java.util.Optional;

import org.accord.term.TermLimits;

/**
 * Every provider setting, by its stable key in the properties files and its command-line flag. The
 * defaults and the documentation of each setting live in {@code accord-provider.properties}.
 */
public enum Setting {
    HOST("host", "--host"),
    PORT("port", "--port"),
    DATA_DIR("data.dir", "--data"),
    TEMPLATES_DIR("templates.dir", "--templates"),
    ADMISSION_POLICY("admission.policy", "--policy"),
    NODES("nodes", "--nodes"),
    PROCESSORS_PER_NODE("node.processors", "--processors"),
    PLANNER_HEURISTIC("planner.heuristic", "--heuristic"),
    PLANNER_WEIGHT("planner.weight", "--weight"),
    PLANNER_NODES("planner.nodes", "--planner-nodes"),
    CLOCK_SPEEDUP("clock.speedup", "--speedup"),
    SECURITY_ENABLED("security.enabled", "--security"),
    USERS_FILE("security.users", "--users"),
    OPERATORS("security.operators", "--operators"),
    JDBC_URL("jdbc.url", "--jdbc-url"),
    JDBC_USER("jdbc.user", "--jdbc-user"),
    JDBC_PASSWORD("jdbc.password", "--jdbc-password"),
    VALIDATE_INBOUND("validation.inbound", "--validate-inbound"),
    MAX_MESSAGE_BYTES("message.max.bytes", "--max-message-bytes"),
    BACKEND("backend", "--backend"),
    LIMIT_FUNCTION_TERMS(TermLimits.FUNCTION_TERMS, "--max-function-terms"),
    LIMIT_EXPRESSION_LENGTH(TermLimits.EXPRESSION_LENGTH, "--max-expression-length"),
    LIMIT_EXPRESSION_NESTING(TermLimits.NESTING, "--max-expression-nesting"),
    LIMIT_INITIATOR_AGREEMENTS(RequestLimits.LIVE_AGREEMENTS, "--max-agreements-per-initiator"),
    LIMIT_INITIATOR_PENDING(RequestLimits.PENDING_AGREEMENTS, "--max-pending-per-initiator"),
    LIMIT_REQUEST_MILLIS(RequestLimits.REQUEST_MILLIS, "--max-request-millis"),
    LIMIT_INITIATOR_NEGOTIATIONS(RequestLimits.OPEN_NEGOTIATIONS, "--max-negotiations-per-initiator"),
    LIMIT_VARIABLES(ElementLimits.Group.VARIABLES.key(), "--max-variables"),
    LIMIT_SERVICE_TERMS(ElementLimits.Group.SERVICE_TERMS.key(), "--max-service-terms"),
    LIMIT_GUARANTEE_TERMS(ElementLimits.Group.GUARANTEE_TERMS.key(), "--max-guarantee-terms"),
    LIMIT_TERM_GROUPS(ElementLimits.Group.TERM_GROUPS.key(), "--max-term-groups"),
    LIMIT_LOCATIONS(ElementLimits.Group.LOCATIONS.key(), "--max-locations"),
    LIMIT_CONSTRAINTS(ElementLimits.Group.CONSTRAINTS.key(), "--max-constraints"),
    LIMIT_SCOPES(ElementLimits.Group.SCOPES.key(), "--max-scopes"),
    LIMIT_BUSINESS_VALUES(ElementLimits.Group.BUSINESS_VALUES.key(), "--max-business-values"),
    LIMIT_ARGUMENTS(ElementLimits.Group.ARGUMENTS.key(), "--max-arguments"),
    LIMIT_ENVIRONMENTS(ElementLimits.Group.ENVIRONMENTS.key(), "--max-environments"),
    LIMIT_ELEMENTS(ElementLimits.Group.ELEMENTS.key(), "--max-elements"),
    LIMIT_DATE_MIN_YEAR(DateLimits.MIN_YEAR, "--min-date-year"),
    LIMIT_DATE_MAX_YEAR(DateLimits.MAX_YEAR, "--max-date-year"),
    FAIRNESS_RESERVE(FairShareSettings.RESERVE, "--fair-share-reserve"),
    FAIRNESS_WEIGHTS(FairShareSettings.WEIGHTS, "--fair-share-weights"),
    TLS_KEYSTORE("tls.keystore", "--keystore"),
    TLS_KEYSTORE_PASSWORD("tls.keystore.password", "--keystore-password"),
    SLURM_CONF("slurm.conf", "--slurm-conf"),
    SLURM_PARTITION("slurm.partition", "--slurm-partition"),
    SLURM_POLL_SECONDS("slurm.poll.seconds", "--slurm-poll"),
    SLURM_ACCOUNT("slurm.account", "--slurm-account"),
    SLURM_USER("slurm.user", "--slurm-user"),
    SLURM_JOBS_DIR("slurm.jobs.dir", "--slurm-jobs-dir"),
    SLURM_COMMAND_TIMEOUT("slurm.command.timeout.seconds", "--slurm-timeout"),
    SLURM_BIN("slurm.bin", "--slurm-bin"),
    SLURM_API("slurm.api", "--slurm-api"),
    SLURM_REST_URL("slurm.rest.url", "--slurm-rest-url"),
    SLURM_REST_TOKEN_FILE("slurm.rest.token.file", "--slurm-token-file"),
    SLURM_REST_TOKEN_LIFESPAN("slurm.rest.token.lifespan.seconds", "--slurm-token-lifespan"),
    INSTANCES_SHARED("instances.shared", "--shared"),
    INSTANCES_LEASE_SECONDS("instances.lease.seconds", "--lease-seconds"),
    METRICS_ENABLED("metrics.enabled", "--metrics");

    /** What every setting's environment variable starts with. */
    public static final String ENVIRONMENT_PREFIX = "ACCORD_";

    private final String key;
    private final String flag;

    Setting(String key, String flag) {
        this.key = key;
        this.flag = flag;
    }

    /** The key in a properties file, e.g. {@code node.processors}. */
    public String key() {
        return key;
    }

    /**
     * The environment variable that sets it: {@code ACCORD_} and the key in capitals with {@code _} for
     * {@code .}, e.g. {@code ACCORD_NODE_PROCESSORS}.
     */
    public String environmentVariable() {
        return ENVIRONMENT_PREFIX + key.toUpperCase(java.util.Locale.ROOT).replace('.', '_').replace('-', '_');
    }

    /** The command-line flag, e.g. {@code --processors}. */
    public String flag() {
        return flag;
    }

    public static Optional<Setting> byKey(String key) {
        return Arrays.stream(values()).filter(s -> s.key.equals(key)).findFirst();
    }

    public static Optional<Setting> byEnvironmentVariable(String name) {
        return Arrays.stream(values()).filter(s -> s.environmentVariable().equals(name)).findFirst();
    }

    public static Optional<Setting> byFlag(String flag) {
        return Arrays.stream(values()).filter(s -> s.flag.equals(flag)).findFirst();
    }
}
