package org.accord.provider.endpoint;

import org.accord.provider.cli.ProviderCommand;
import picocli.CommandLine;

/**
 * Child process of {@link ProviderKillDurabilityIT}: the real {@code provider} command with the given flags,
 * as {@code ./accord provider} runs it, until it is killed.
 */
public final class ProviderProcess {

    private ProviderProcess() {}

    public static void main(String[] args) {
        System.exit(new CommandLine(new ProviderCommand()).execute(args));
    }
}
