package org.accord.provider.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsLoaderTest {

    @TempDir
    Path dir;

    @Test
    void defaultsAreTheDocumentedOnes() {
        ProviderSettings settings = ProviderSettings.defaults();

        assertThat(settings.host()).isEqualTo("127.0.0.1");
        assertThat(settings.port()).isEqualTo(8080);
        assertThat(settings.admissionPolicy()).isEqualTo("librasla");
        assertThat(settings.nodes()).isEqualTo(128);
        assertThat(settings.processorsPerNode()).isEqualTo(1);
        assertThat(settings.plannerHeuristic()).isEqualTo("min(TF + w*NCPU)");
        assertThat(settings.plannerWeight()).isEqualTo(0.48);
        assertThat(settings.securityEnabled()).isFalse();
        assertThat(settings.validateInbound()).isTrue();
        assertThat(settings.templatesDir()).isEmpty();
        assertThat(settings.jdbcUrl()).isEmpty();
        assertThat(settings.usersFile()).isEqualTo(Path.of("accord-data", "users.properties"));
        assertThat(settings.maxMessageBytes()).isEqualTo(1_048_576);
        assertThat(settings.operators()).isEmpty();
        assertThat(settings.termLimits()).isEqualTo(org.accord.term.TermLimits.DEFAULT);
    }

    @Test
    void theSlurmBackendWithoutAPolicyChoosesFcfsButAPolicyGivenIsKept() {
        assertThat(SettingsLoader.fromValues(Map.of(Setting.BACKEND, "slurm")).admissionPolicy()).isEqualTo("fcfs");
        assertThat(SettingsLoader.fromValues(Map.of(
                Setting.BACKEND, "slurm", Setting.ADMISSION_POLICY, "greedy-backfilling"))
                .admissionPolicy()).isEqualTo("greedy-backfilling");
        assertThat(SettingsLoader.fromValues(Map.of(
                Setting.BACKEND, "slurm", Setting.ADMISSION_POLICY, "librasla")).admissionPolicy())
                .as("refused by the backend with its reason, not silently replaced").isEqualTo("librasla");
        assertThat(SettingsLoader.fromValues(Map.of(Setting.BACKEND, "simulated")).admissionPolicy()).isEqualTo("librasla");
        assertThat(SettingsLoader.fromValues(Map.of(
                Setting.BACKEND, "slurm", Setting.SLURM_BIN, "/opt/slurm/bin")).slurm().bin())
                .contains(Path.of("/opt/slurm/bin"));
    }

    @Test
    void theSlurmApiIsTheCommandsUnlessRestIsChosenWithSlurmrestdsUrl() {
        assertThat(ProviderSettings.defaults().slurm().api()).isEqualTo("commands");
        assertThat(ProviderSettings.defaults().slurm().tokenLifespanSeconds()).isEqualTo(1800);
        SlurmSettings rest = SettingsLoader.fromValues(Map.of(Setting.BACKEND, "slurm", Setting.SLURM_API, "rest",
                Setting.SLURM_REST_URL, "http://slurm-head:6820", Setting.SLURM_REST_TOKEN_FILE, "/run/accord/jwt",
                Setting.SLURM_REST_TOKEN_LIFESPAN, "600")).slurm();
        assertThat(rest.api()).isEqualTo("rest");
        assertThat(rest.restUrl()).contains(java.net.URI.create("http://slurm-head:6820"));
        assertThat(rest.tokenFile()).contains(Path.of("/run/accord/jwt"));
        assertThat(rest.tokenLifespanSeconds()).isEqualTo(600);

        assertThatThrownBy(() -> SettingsLoader.fromValues(Map.of(Setting.SLURM_API, "rest")))
                .hasMessageContaining("slurm.rest.url").hasMessageContaining("slurm.api=rest needs slurmrestd's URL");
        assertThatThrownBy(() -> SettingsLoader.fromValues(Map.of(Setting.SLURM_API, "sockets")))
                .hasMessageContaining("slurm.api = sockets (from --slurm-api): must be commands or rest");
        assertThatThrownBy(() -> SettingsLoader.fromValues(Map.of(Setting.SLURM_API, "rest",
                Setting.SLURM_REST_URL, "slurm-head:6820")))
                .hasMessageContaining("must be an http:// or https:// URL");
        assertThatThrownBy(() -> SettingsLoader.fromValues(Map.of(Setting.SLURM_REST_TOKEN_LIFESPAN, "5")))
                .hasMessageContaining("must be at least 10 seconds");
    }

    @Test
    void termLimitsComeFromTheirFlagsAndMustBePositive() {
        assertThat(SettingsLoader.fromValues(Map.of(
                Setting.LIMIT_FUNCTION_TERMS, "1000", Setting.LIMIT_EXPRESSION_LENGTH, "80",
                Setting.LIMIT_EXPRESSION_NESTING, "4")).termLimits()).isEqualTo(new org.accord.term.TermLimits(1000, 80, 4));
        assertThatThrownBy(() -> SettingsLoader.fromValues(Map.of(Setting.LIMIT_FUNCTION_TERMS, "0")))
                .hasMessage("setting limits.function.terms = 0 (from --max-function-terms): must be at least 1");
    }

    @Test
    void dateYearsDefaultTo1970Through9999AndTheLatestMayNotPrecedeTheEarliest() {
        assertThat(ProviderSettings.defaults().dateLimits()).isEqualTo(new DateLimits(1970, 9999));
        assertThat(SettingsLoader.fromValues(Map.of(
                Setting.LIMIT_DATE_MIN_YEAR, "2000", Setting.LIMIT_DATE_MAX_YEAR, "2100")).dateLimits())
                .isEqualTo(new DateLimits(2000, 2100));
        assertThatThrownBy(() -> SettingsLoader.fromValues(Map.of(
                Setting.LIMIT_DATE_MIN_YEAR, "2000", Setting.LIMIT_DATE_MAX_YEAR, "1999")))
                .hasMessage("setting limits.dates.max-year = 1999 (from --max-date-year): must be a year between "
                        + "limits.dates.min-year = 2000 and 999999999");
    }

    @Test
    void operatorsAreACommaSeparatedListOfUserNames() {
        assertThat(SettingsLoader.fromValues(Map.of(Setting.OPERATORS, " carol, dave ,,")).operators())
                .containsExactlyInAnyOrder("carol", "dave");
        assertThatThrownBy(() -> SettingsLoader.fromValues(Map.of(Setting.OPERATORS, "carol,bad name")))
                .hasMessage("setting security.operators = 'bad name' (from --operators): "
                        + "a user name is 1-256 letters, digits or . _ @ -");
    }

    @Test
    void defaultsFileDocumentsEverySettingAndNothingElse() throws IOException {
        Properties defaults = new Properties();
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(SettingsLoader.DEFAULTS_RESOURCE)) {
            defaults.load(in);
        }
        String text = Files.readString(Path.of("src/main/resources", SettingsLoader.DEFAULTS_RESOURCE));

        for (Setting setting : Setting.values()) {
            assertThat(defaults).containsKey(setting.key());
            assertThat(text).contains("# [" + setting.flag() + "]");
        }
        assertThat(defaults).hasSize(Setting.values().length);
    }

    @Test
    void configFileOverridesDefaultsAndFlagsOverrideTheFile() throws IOException {
        Path config = dir.resolve("provider.properties");
        Files.writeString(config, "port=9000\nnodes=48\nsecurity.enabled=true\n");

        ProviderSettings settings = SettingsLoader.fromFlags(Optional.of(config), Map.of(
                Setting.PORT, "9100", Setting.ADMISSION_POLICY, "libra", Setting.DATA_DIR, "/srv/accord"));

        assertThat(settings.port()).isEqualTo(9100);
        assertThat(settings.nodes()).isEqualTo(48);
        assertThat(settings.securityEnabled()).isTrue();
        assertThat(settings.admissionPolicy()).isEqualTo("libra");
        assertThat(settings.usersFile()).isEqualTo(Path.of("/srv/accord/users.properties"));
    }

    @Test
    void badFlagValueNamesKeyValueAndFlag() {
        assertThatThrownBy(() -> SettingsLoader.fromValues(Map.of(Setting.PORT, "0")))
                .isInstanceOf(SettingsException.class)
                .hasMessage("setting port = 0 (from --port): must be between 1 and 65535");
        assertThatThrownBy(() -> SettingsLoader.fromValues(Map.of(Setting.NODES, "many")))
                .hasMessage("setting nodes = many (from --nodes): not an integer");
    }

    @Test
    void badFileValueNamesTheFile() throws IOException {
        Path config = dir.resolve("bad.properties");
        Files.writeString(config, "security.enabled=yes\n");

        assertThatThrownBy(() -> SettingsLoader.load(Optional.of(config), Map.of()))
                .hasMessage("setting security.enabled = yes (from " + config + "): must be true or false");
    }

    @Test
    void rejectsUnknownKeysAndMissingFiles() throws IOException {
        Path config = dir.resolve("typo.properties");
        Files.writeString(config, "prot=9000\n");

        assertThatThrownBy(() -> SettingsLoader.load(Optional.of(config), Map.of()))
                .hasMessageStartingWith("unknown setting 'prot' in " + config);
        assertThatThrownBy(() -> SettingsLoader.load(Optional.empty(), Map.of("prot", "1")))
                .hasMessageStartingWith("unknown setting 'prot' in overrides");
        assertThatThrownBy(() -> SettingsLoader.fromFlags(Optional.of(dir.resolve("none")), Map.of()))
                .hasMessage("config file not found: " + dir.resolve("none"));
    }

    @Test
    void rangeChecksCoverSpeedupMessageSizeAndJdbcUrl() {
        assertThatThrownBy(() -> SettingsLoader.load(Optional.empty(), Map.of("clock.speedup", "-1")))
                .hasMessage("setting clock.speedup = -1.0 (from override clock.speedup): must be a positive finite number");
        assertThatThrownBy(() -> SettingsLoader.load(Optional.empty(), Map.of("message.max.bytes", "10")))
                .hasMessageContaining("must be at least 1024");
        assertThatThrownBy(() -> SettingsLoader.load(Optional.empty(), Map.of("jdbc.url", "postgres://x")))
                .hasMessageContaining("must start with jdbc:");
    }

    @Test
    void toStringHidesTheDatabasePassword() {
        ProviderSettings settings = SettingsLoader.load(Optional.empty(),
                Map.of("jdbc.url", "jdbc:postgresql://db/accord", "jdbc.password", "s3cret"));

        assertThat(settings.jdbcPassword()).isEqualTo("s3cret");
        assertThat(settings.toString()).doesNotContain("s3cret");
    }
}
