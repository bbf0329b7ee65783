package org.accord.provider.config;

import static org.accord.provider.config.SettingsException.badValue;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Pattern;

import org.accord.term.TermLimits;

/**
 * Everything a provider is configured with, validated on construction. Load it with
 * {@link SettingsLoader}; the meaning and default of each component is documented in the defaults file
 * {@code accord-provider.properties}, under the key named by {@link Setting}.
 *
 * @param host the address the embedded server binds to ({@code host})
 * @param port the embedded server's TCP port, 1..65535 ({@code port})
 * @param dataDir where the embedded database and the default user file live ({@code data.dir})
 * @param templatesDir a directory of agreement templates; empty for the built-in examples ({@code templates.dir})
 * @param admissionPolicy admission policy name for deadline/budget SLAs ({@code admission.policy})
 * @param nodes compute nodes in the provider's resource record ({@code nodes})
 * @param processorsPerNode processors on each node ({@code node.processors})
 * @param plannerHeuristic weighted-priority heuristic for reservation SLAs ({@code planner.heuristic})
 * @param plannerWeight the heuristic's weight w ({@code planner.weight})
 * @param clockSpeedup simulated seconds per real second ({@code clock.speedup})
 * @param securityEnabled whether HTTP Basic authentication is required ({@code security.enabled})
 * @param usersFile the user file checked when security is on ({@code security.users})
 * @param jdbcUrl a JDBC URL for an external database; empty for the embedded H2 file ({@code jdbc.url})
 * @param jdbcUser the database user, may be empty ({@code jdbc.user})
 * @param jdbcPassword the database password, may be empty ({@code jdbc.password})
 * @param validateInbound whether requests are validated against the WSDL's schema ({@code validation.inbound})
 * @param maxMessageBytes largest accepted request, in bytes, at least 1024 ({@code message.max.bytes})
 * @param plannerNodes how many of the nodes the reservation planner owns, 0..nodes-1; empty for a
 *     quarter of them, rounded down ({@code planner.nodes})
 * @param operators the users of the user file who may list, accept and reject pending agreements when
 *     security is on; empty for nobody ({@code security.operators})
 * @param backend the execution backend's name, e.g. {@code simulated} ({@code backend}; see
 *     {@code org.accord.provider.endpoint.ExecutionBackends})
 * @param termLimits how large an offer's function terms may be ({@code limits.function.terms},
 *     {@code limits.expression.length}, {@code limits.expression.nesting}); each at least 1
 * @param requestLimits what one initiator and one request may take ({@code limits.initiator.agreements},
 *     {@code limits.initiator.pending}, {@code limits.request.millis})
 * @param elementLimits how many times each repeated element may occur in one request ({@code limits.offer.*},
 *     {@code limits.message.elements})
 * @param dateLimits the years a date in a request may name ({@code limits.dates.min-year},
 *     {@code limits.dates.max-year})
 * @param fairShare how admission shares capacity between initiators ({@code fairness.reserve},
 *     {@code fairness.weights})
 * @param tlsKeystore the key store of the embedded server's HTTPS identity; empty for plain HTTP
 *     ({@code tls.keystore})
 * @param tlsKeystorePassword the password of that key store and its key ({@code tls.keystore.password})
 * @param slurm the {@code slurm} backend's settings ({@code slurm.*})
 * @param instances several instances over one PostgreSQL database ({@code instances.*})
 * @param metricsEnabled whether the provider keeps metrics and serves them at {@code /metrics} ({@code metrics.enabled})
 */
public record ProviderSettings(
        String host,
        int port,
        Path dataDir,
        Optional<Path> templatesDir,
        String admissionPolicy,
        int nodes,
        int processorsPerNode,
        String plannerHeuristic,
        double plannerWeight,
        double clockSpeedup,
        boolean securityEnabled,
        Path usersFile,
        Optional<String> jdbcUrl,
        String jdbcUser,
        String jdbcPassword,
        boolean validateInbound,
        int maxMessageBytes,
        OptionalInt plannerNodes,
        Set<String> operators,
        String backend,
        TermLimits termLimits,
        RequestLimits requestLimits,
        ElementLimits elementLimits,
        DateLimits dateLimits,
        FairShareSettings fairShare,
        Optional<Path> tlsKeystore,
        String tlsKeystorePassword,
        SlurmSettings slurm,
        InstanceSettings instances,
        boolean metricsEnabled) {

    /** The smallest request limit accepted: a SOAP envelope alone takes a few hundred bytes. */
    public static final int MIN_MESSAGE_BYTES = 1024;

    /** What an operator's name may be: a user name of the user file. */
    private static final Pattern USER_NAME = Pattern.compile("[A-Za-z0-9._@-]{1,256}");

    public ProviderSettings {
        requireText(Setting.HOST, host);
        if (port < 1 || port > 65535) {
            throw badValue(Setting.PORT, port, "must be between 1 and 65535");
        }
        Objects.requireNonNull(dataDir, Setting.DATA_DIR.key());
        Objects.requireNonNull(templatesDir, Setting.TEMPLATES_DIR.key());
        requireText(Setting.ADMISSION_POLICY, admissionPolicy);
        requireAtLeastOne(Setting.NODES, nodes);
        requireAtLeastOne(Setting.PROCESSORS_PER_NODE, processorsPerNode);
        requireText(Setting.PLANNER_HEURISTIC, plannerHeuristic);
        if (!Double.isFinite(plannerWeight)) {
            throw badValue(Setting.PLANNER_WEIGHT, plannerWeight, "must be a finite number");
        }
        if (!(clockSpeedup > 0) || !Double.isFinite(clockSpeedup)) {
            throw badValue(Setting.CLOCK_SPEEDUP, clockSpeedup, "must be a positive finite number");
        }
        Objects.requireNonNull(usersFile, Setting.USERS_FILE.key());
        Objects.requireNonNull(jdbcUrl, Setting.JDBC_URL.key());
        jdbcUrl.filter(url -> !url.startsWith("jdbc:"))
                .ifPresent(url -> { throw badValue(Setting.JDBC_URL, url, "must start with jdbc:"); });
        Objects.requireNonNull(jdbcUser, Setting.JDBC_USER.key());
        Objects.requireNonNull(jdbcPassword, Setting.JDBC_PASSWORD.key());
        if (maxMessageBytes < MIN_MESSAGE_BYTES) {
            throw badValue(Setting.MAX_MESSAGE_BYTES, maxMessageBytes, "must be at least " + MIN_MESSAGE_BYTES);
        }
        Objects.requireNonNull(plannerNodes, Setting.PLANNER_NODES.key());
        if (plannerNodes.isPresent() && (plannerNodes.getAsInt() < 0 || plannerNodes.getAsInt() >= nodes)) {
            throw badValue(Setting.PLANNER_NODES, plannerNodes.getAsInt(), "must be between 0 and nodes - 1 = " + (nodes - 1));
        }
        operators = Set.copyOf(Objects.requireNonNull(operators, Setting.OPERATORS.key()));
        operators.stream().filter(name -> !USER_NAME.matcher(name).matches()).findFirst().ifPresent(name -> {
            throw badValue(Setting.OPERATORS, "'" + name + "'", "a user name is 1-256 letters, digits or . _ @ -");
        });
        requireText(Setting.BACKEND, backend);
        Objects.requireNonNull(termLimits, "term limits");
        Objects.requireNonNull(requestLimits, "request limits");
        Objects.requireNonNull(elementLimits, "element limits");
        Objects.requireNonNull(dateLimits, "date limits");
        Objects.requireNonNull(fairShare, "fair share settings");
        Objects.requireNonNull(tlsKeystore, Setting.TLS_KEYSTORE.key());
        Objects.requireNonNull(tlsKeystorePassword, Setting.TLS_KEYSTORE_PASSWORD.key());
        Objects.requireNonNull(slurm, "slurm settings");
        Objects.requireNonNull(instances, "instances settings");
        if (instances.shared() && jdbcUrl.filter(url -> url.startsWith("jdbc:postgresql:")).isEmpty()) {
            throw badValue(Setting.INSTANCES_SHARED, true, "needs a PostgreSQL database: set "
                    + Setting.JDBC_URL.key() + " to a jdbc:postgresql: URL");
        }
    }

    /** The nodes the reservation planner owns: {@code planner.nodes}, else a quarter of the nodes. */
    public int reservationNodes() {
        return plannerNodes.orElse(nodes / 4);
    }

    /** These settings with another port (e.g. a free one found at start). */
    public ProviderSettings withPort(int newPort) {
        return new ProviderSettings(host, newPort, dataDir, templatesDir, admissionPolicy, nodes, processorsPerNode,
                plannerHeuristic, plannerWeight, clockSpeedup, securityEnabled, usersFile, jdbcUrl, jdbcUser, jdbcPassword,
                validateInbound, maxMessageBytes, plannerNodes, operators, backend, termLimits, requestLimits,
                elementLimits, dateLimits, fairShare, tlsKeystore, tlsKeystorePassword, slurm, instances, metricsEnabled);
    }

    /** A builder starting from the built-in defaults, for Java callers (instead of flag strings). */
    public static SettingsBuilder builder() {
        return defaults().toBuilder();
    }

    /** A builder starting from these settings. */
    public SettingsBuilder toBuilder() {
        return new SettingsBuilder(this);
    }

    /** The built-in defaults, as documented in {@code accord-provider.properties}. */
    public static ProviderSettings defaults() {
        return SettingsLoader.defaults();
    }

    /** The total processor count of the resource record: nodes times processors per node. */
    public int totalProcessors() {
        return nodes * processorsPerNode;
    }

    /** Hides the database password, which {@code toString} would otherwise print. */
    @Override
    public String toString() {
        return "ProviderSettings[host=" + host + ", port=" + port + ", dataDir=" + dataDir
                + ", templatesDir=" + templatesDir + ", admissionPolicy=" + admissionPolicy + ", nodes=" + nodes
                + ", processorsPerNode=" + processorsPerNode + ", plannerHeuristic=" + plannerHeuristic
                + ", plannerWeight=" + plannerWeight + ", clockSpeedup=" + clockSpeedup
                + ", securityEnabled=" + securityEnabled + ", usersFile=" + usersFile + ", jdbcUrl=" + jdbcUrl
                + ", jdbcUser=" + jdbcUser + ", validateInbound=" + validateInbound
                + ", maxMessageBytes=" + maxMessageBytes + ", plannerNodes=" + plannerNodes
                + ", operators=" + operators + ", backend=" + backend + ", termLimits=" + termLimits + ", requestLimits=" + requestLimits
                + ", elementLimits=" + elementLimits + ", dateLimits=" + dateLimits + ", fairShare=" + fairShare
                + ", tlsKeystore=" + tlsKeystore
                + ", slurm=" + slurm + ", instances=" + instances + ", metricsEnabled=" + metricsEnabled + "]";
    }

    private static void requireText(Setting setting, String value) {
        if (value == null || value.isBlank()) {
            throw badValue(setting, "'" + value + "'", "must not be empty");
        }
    }

    private static void requireAtLeastOne(Setting setting, int value) {
        if (value < 1) {
            throw badValue(setting, value, "must be at least 1");
        }
    }
}
