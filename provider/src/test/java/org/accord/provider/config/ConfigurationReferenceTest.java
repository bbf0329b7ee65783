package org.accord.provider.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The configuration reference in {@code docs/provider.md} is the table this test renders from the one settings
 * list ({@link Setting} and the commented defaults file, read through {@link SettingHelp#all()}), so a setting
 * added, renamed or re-described there cannot leave the documentation behind. When they differ the test fails
 * and says how to rewrite the table: run it with {@code -Daccord.docs.write=true}.
 */
class ConfigurationReferenceTest {

    static final String BEGIN = "<!-- BEGIN configuration reference: generated from accord-provider.properties"
            + " by ConfigurationReferenceTest; do not edit by hand -->";
    static final String END = "<!-- END configuration reference -->";
    private static final Path DOC = Path.of("..", "docs", "provider.md");

    @Test
    void docsProviderReferenceListsEverySettingAsTheDefaultsFileDescribesIt() throws IOException {
        String doc = Files.readString(DOC, StandardCharsets.UTF_8);
        int begin = doc.indexOf(BEGIN);
        int end = doc.indexOf(END);
        if (begin < 0 || end < begin) {
            fail(DOC + " must hold the configuration reference between the lines '" + BEGIN + "' and '" + END + "'");
        }
        String written = doc.substring(begin + BEGIN.length(), end);
        String expected = "\n" + render(SettingHelp.all());
        if (!written.equals(expected)) {
            if (Boolean.getBoolean("accord.docs.write")) {
                Files.writeString(DOC, doc.substring(0, begin + BEGIN.length()) + expected + doc.substring(end),
                        StandardCharsets.UTF_8);
                return;
            }
            assertThat(written).as(DOC + "'s configuration reference differs from the settings list; rewrite it with"
                    + " mvn -B -o -pl provider -am test -Dtest=ConfigurationReferenceTest"
                    + " -Dsurefire.failIfNoSpecifiedTests=false -Daccord.docs.write=true").isEqualTo(expected);
        }
    }

    @Test
    void aRenderedRowHoldsKeyFlagDefaultAndDescriptionWithPipesEscaped() {
        String table = render(List.of(
                new SettingHelp(Setting.PORT, "TCP port.", "8080"),
                new SettingHelp(Setting.TEMPLATES_DIR, "Either a | b.", "")));

        assertThat(table).contains("| `port` | `--port` | `8080` | TCP port. |\n")
                .contains("| `templates.dir` | `--templates` | (empty) | Either a \\| b. |\n");
    }

    /** The reference as a Markdown table, one row per setting in {@link Setting} order. */
    static String render(List<SettingHelp> settings) {
        StringBuilder table = new StringBuilder("| key (`--config` file) | flag | default | meaning |\n|---|---|---|---|\n");
        for (SettingHelp help : settings) {
            String value = help.defaultValue().isEmpty() ? "(empty)" : "`" + help.defaultValue() + "`";
            table.append("| `").append(help.setting().key()).append("` | `").append(help.setting().flag()).append("` | ")
                    .append(value).append(" | ").append(help.description().replace("|", "\\|")).append(" |\n");
        }
        return table.toString();
    }
}
