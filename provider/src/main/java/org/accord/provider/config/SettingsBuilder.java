package org.accord.provider.config;

import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.accord.term.TermLimits;

/**
 * Builds {@link ProviderSettings} in Java (the demo, tests, benchmarks) with typed values instead of flag
 * strings: start from the defaults ({@link ProviderSettings#builder()}) or from settings in hand
 * ({@link ProviderSettings#toBuilder()}), change what differs, {@link #build()}. {@code build} checks every
 * value as loading does and throws a {@link SettingsException} naming the setting.
 */
public final class SettingsBuilder {

    private String host;
    private int port;
    private Path dataDir;
    private Optional<Path> templatesDir;
    private String admissionPolicy;
    private int nodes;
    private int processorsPerNode;
    private String plannerHeuristic;
    private double plannerWeight;
    private double clockSpeedup;
    private boolean securityEnabled;
    private Path usersFile;
    private boolean usersFileSet;
    private Optional<String> jdbcUrl;
    private String jdbcUser;
    private String jdbcPassword;
    private boolean validateInbound;
    private int maxMessageBytes;
    private OptionalInt plannerNodes;
    private Set<String> operators;
    private String backend;
    private TermLimits termLimits;
    private RequestLimits requestLimits;
    private ElementLimits elementLimits;
    private DateLimits dateLimits;
    private FairShareSettings fairShare;
    private Optional<Path> tlsKeystore;
    private String tlsKeystorePassword;
    private SlurmSettings slurm;
    private InstanceSettings instances;
    private boolean metricsEnabled;

    SettingsBuilder(ProviderSettings from) {
        host = from.host();
        port = from.port();
        dataDir = from.dataDir();
        templatesDir = from.templatesDir();
        admissionPolicy = from.admissionPolicy();
        nodes = from.nodes();
        processorsPerNode = from.processorsPerNode();
        plannerHeuristic = from.plannerHeuristic();
        plannerWeight = from.plannerWeight();
        clockSpeedup = from.clockSpeedup();
        securityEnabled = from.securityEnabled();
        usersFile = from.usersFile();
        usersFileSet = !from.usersFile().equals(from.dataDir().resolve(SettingValues.DEFAULT_USERS_FILE));
        jdbcUrl = from.jdbcUrl();
        jdbcUser = from.jdbcUser();
        jdbcPassword = from.jdbcPassword();
        validateInbound = from.validateInbound();
        maxMessageBytes = from.maxMessageBytes();
        plannerNodes = from.plannerNodes();
        operators = from.operators();
        backend = from.backend();
        termLimits = from.termLimits();
        requestLimits = from.requestLimits();
        elementLimits = from.elementLimits();
        dateLimits = from.dateLimits();
        fairShare = from.fairShare();
        tlsKeystore = from.tlsKeystore();
        tlsKeystorePassword = from.tlsKeystorePassword();
        slurm = from.slurm();
        instances = from.instances();
        metricsEnabled = from.metricsEnabled();
    }

    public SettingsBuilder host(String value) { host = value; return this; }

    public SettingsBuilder port(int value) { port = value; return this; }

    /** The data directory; the user file follows it unless {@link #usersFile} was set. */
    public SettingsBuilder dataDir(Path value) { dataDir = value; return this; }

    public SettingsBuilder templatesDir(Path value) { templatesDir = Optional.of(value); return this; }

    public SettingsBuilder admissionPolicy(String value) { admissionPolicy = value; return this; }

    public SettingsBuilder nodes(int value) { nodes = value; return this; }

    public SettingsBuilder processorsPerNode(int value) { processorsPerNode = value; return this; }

    public SettingsBuilder plannerHeuristic(String value) { plannerHeuristic = value; return this; }

    public SettingsBuilder plannerWeight(double value) { plannerWeight = value; return this; }

    public SettingsBuilder plannerNodes(int value) { plannerNodes = OptionalInt.of(value); return this; }

    public SettingsBuilder clockSpeedup(double value) { clockSpeedup = value; return this; }

    public SettingsBuilder securityEnabled(boolean value) { securityEnabled = value; return this; }

    public SettingsBuilder usersFile(Path value) { usersFile = value; usersFileSet = true; return this; }

    public SettingsBuilder operators(Set<String> value) { operators = value; return this; }

    /** An external database; user and password may be empty. */
    public SettingsBuilder jdbc(String url, String user, String password) {
        jdbcUrl = Optional.of(url);
        jdbcUser = user;
        jdbcPassword = password;
        return this;
    }

    public SettingsBuilder validateInbound(boolean value) { validateInbound = value; return this; }

    public SettingsBuilder maxMessageBytes(int value) { maxMessageBytes = value; return this; }

    public SettingsBuilder backend(String value) { backend = value; return this; }

    public SettingsBuilder termLimits(TermLimits value) { termLimits = value; return this; }

    /** {@code limits.initiator.agreements}, {@code limits.initiator.pending} and {@code limits.request.millis}. */
    public SettingsBuilder requestLimits(RequestLimits value) { requestLimits = value; return this; }

    /** {@code limits.offer.*} and {@code limits.message.elements}. */
    public SettingsBuilder elementLimits(ElementLimits value) { elementLimits = value; return this; }

    /** {@code limits.dates.min-year} and {@code limits.dates.max-year}. */
    public SettingsBuilder dateLimits(DateLimits value) { dateLimits = value; return this; }

    /** {@code fairness.reserve} and {@code fairness.weights}. */
    public SettingsBuilder fairShare(FairShareSettings value) { fairShare = value; return this; }

    /** {@code tls.keystore} and {@code tls.keystore.password}: serve HTTPS with this key store. */
    public SettingsBuilder tls(Path keystore, String password) {
        tlsKeystore = Optional.of(keystore);
        tlsKeystorePassword = password;
        return this;
    }
    /** The slurm backend's settings. */
    public SettingsBuilder slurm(SlurmSettings value) { slurm = value; return this; }
    /** Several instances over one PostgreSQL database ({@code instances.*}). */
    public SettingsBuilder instances(InstanceSettings value) { instances = value; return this; }

    /** {@code metrics.enabled}: keep metrics and serve them at {@code /metrics}. */
    public SettingsBuilder metricsEnabled(boolean value) { metricsEnabled = value; return this; }

    /** The settings, checked as loading checks them. */
    public ProviderSettings build() {
        Path users = usersFileSet ? usersFile : dataDir.resolve(SettingValues.DEFAULT_USERS_FILE);
        return new ProviderSettings(host, port, dataDir, templatesDir, admissionPolicy, nodes, processorsPerNode,
                plannerHeuristic, plannerWeight, clockSpeedup, securityEnabled, users, jdbcUrl, jdbcUser, jdbcPassword,
                validateInbound, maxMessageBytes, plannerNodes, operators, backend, termLimits, requestLimits,
                elementLimits, dateLimits, fairShare, tlsKeystore, tlsKeystorePassword, slurm, instances, metricsEnabled);
    }
}
