package org.accord.provider.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

class SettingHelpTest {

    @Test
    void everySettingHasTheDescriptionAndDefaultOfTheDefaultsFile() {
        List<SettingHelp> help = SettingHelp.all();

        assertThat(help).extracting(SettingHelp::setting).containsExactly(Setting.values());
        assertThat(help).allSatisfy(h -> assertThat(h.description()).isNotBlank());
        SettingHelp port = help.get(Setting.PORT.ordinal());
        assertThat(port.defaultValue()).isEqualTo("8080");
        assertThat(port.description()).startsWith("TCP port of the embedded server");
        assertThat(help.get(Setting.TEMPLATES_DIR.ordinal()).defaultValue()).isEmpty();
    }

    @Test
    void aDescriptionRunsOverItsCommentLinesUpToTheKey() {
        List<SettingHelp> help = SettingHelp.parse(fileWith(List.of(
                "# A section heading, not a setting's description.",
                "",
                "# [--port] First line",
                "# and the second.",
                "port=9090")));

        assertThat(help.get(Setting.PORT.ordinal()).description()).isEqualTo("First line and the second.");
        assertThat(help.get(Setting.PORT.ordinal()).defaultValue()).isEqualTo("9090");
    }

    @Test
    void aSettingTheDefaultsFileDoesNotDescribeIsNamed() {
        List<String> lines = fileWith(List.of());
        List<String> withoutHost = lines.subList(2, lines.size());

        assertThatThrownBy(() -> SettingHelp.parse(withoutHost)).isInstanceOf(SettingsException.class)
                .hasMessageContaining("host").hasMessageContaining("# [--host]");
    }

    /** A defaults file describing every setting, {@code extra} lines at its end. */
    private static List<String> fileWith(List<String> extra) {
        List<String> lines = new java.util.ArrayList<>();
        for (Setting setting : Setting.values()) {
            if (extra.stream().noneMatch(line -> line.startsWith(setting.key() + "="))) {
                lines.add("# [" + setting.flag() + "] The " + setting.key() + ".");
                lines.add(setting.key() + "=");
            }
        }
        lines.addAll(extra);
        return lines;
    }
}
