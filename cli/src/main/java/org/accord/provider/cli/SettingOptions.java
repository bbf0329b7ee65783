package org.accord.provider.cli;

import java.util.LinkedHashMap;
import java.util.Map;

import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingHelp;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Declares one picocli option per {@link Setting}, from the one list of settings: its flag, its key as the
 * parameter label, and the description and default of the commented defaults file ({@link SettingHelp}).
 * The options carry no picocli default, so that a value not given on the command line comes from the
 * config file or the defaults file ({@link org.accord.provider.config.SettingsLoader}), not from picocli.
 */
public final class SettingOptions implements CommandLine.IModelTransformer {

    @Override
    public CommandSpec transform(CommandSpec spec) {
        for (SettingHelp help : SettingHelp.all()) {
            spec.addOption(OptionSpec.builder(help.setting().flag())
                    .paramLabel("<" + help.setting().key() + ">")
                    .type(String.class)
                    .arity("1")
                    .description(escaped(help.description() + " Default: "
                            + (help.defaultValue().isEmpty() ? "(empty)" : help.defaultValue()) + "."))
                    .build());
        }
        return spec;
    }

    /** The value of every setting flag given on {@code commandLine}'s last parse, in the order of {@link Setting}. */
    static Map<Setting, String> given(CommandLine commandLine) {
        CommandLine.ParseResult parsed = commandLine.getParseResult();
        Map<Setting, String> values = new LinkedHashMap<>();
        for (Setting setting : Setting.values()) {
            if (parsed.hasMatchedOption(setting.flag())) {
                values.put(setting, parsed.matchedOptionValue(setting.flag(), ""));
            }
        }
        return values;
    }

    /** picocli formats descriptions ({@code %n}, {@code ${...}}): a literal percent or dollar brace stays literal. */
    private static String escaped(String text) {
        return text.replace("%", "%%").replace("${", "$${");
    }
}
