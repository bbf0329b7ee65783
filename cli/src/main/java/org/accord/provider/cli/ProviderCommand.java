package org.accord.provider.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsException;
import org.accord.provider.config.SettingsLoader;
import org.accord.provider.security.UserDirectory;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./accord provider [--config FILE] [--port N] [--data DIR] ...}: one option per {@link Setting}
 * (declared by {@link SettingOptions} from the one list of settings, described in {@code --help} with the
 * text and default of the commented defaults file {@code accord-provider.properties}), each value checked
 * by {@link SettingsLoader}. Prints every endpoint URL and its WSDL URL once the provider is up, then runs
 * until Ctrl-C; a shutdown hook closes it cleanly. Exit code 1 when it cannot start, 2 for bad settings
 * (an unknown flag included).
 */
@Command(name = "provider", mixinStandardHelpOptions = true, sortOptions = false, abbreviateSynopsis = true,
        modelTransformer = SettingOptions.class,
        description = {"Runs a WS-Agreement provider with CXF's embedded Jetty until Ctrl-C.",
                "Settings come from the defaults, then the --config file, then the flags; each flag's key is the "
                        + "setting's key in a --config file."})
public final class ProviderCommand implements Callable<Integer> {

    @Option(names = "--config", paramLabel = "FILE",
            description = "A properties file of settings (the keys shown below), read over the defaults; flags override it.")
    private Path config;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    private final CountDownLatch stopped = new CountDownLatch(1);
    private final AtomicBoolean closed = new AtomicBoolean();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ProviderSettings settings;
        try {
            settings = SettingsLoader.fromFlags(Optional.ofNullable(config), SettingOptions.given(spec.commandLine()));
        } catch (SettingsException e) {
            err.println("provider: " + e.getMessage());
            return 2;
        }
        EmbeddedProvider provider;
        try {
            provider = EmbeddedProvider.start(settings);
        } catch (RuntimeException e) { // bad templates, unknown policy, store or port problems
            err.println("provider: cannot start: " + e.getMessage());
            return 1;
        }
        Thread hook = new Thread(() -> stop(provider), "accord-provider-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        warnAboutUnknownOperators(err, settings); // before the ready lines, so whoever waits for them has it
        printReady(out, provider, settings);
        awaitStop();
        stop(provider);
        return 0;
    }

    /** Makes a running {@link #call()} return (as Ctrl-C would), e.g. from a test. */
    public void stop() {
        stopped.countDown();
    }

    private void stop(EmbeddedProvider provider) {
        if (closed.compareAndSet(false, true)) {
            provider.close();
        }
        stopped.countDown();
    }

    private void awaitStop() {
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void printReady(PrintWriter out, EmbeddedProvider provider, ProviderSettings settings) {
        out.println("Accord provider ready (backend " + settings.backend() + ", policy " + settings.admissionPolicy()
                + ", " + settings.nodes() + " nodes of which " + settings.reservationNodes() + " for reservations, data " + settings.dataDir().toAbsolutePath() + ", security "
                + (settings.securityEnabled() ? "on, operators " + operators(settings) : "off") + ")");
        out.println("service list: " + provider.baseUrl() + "/");
        provider.endpointUrls().forEach((name, url) -> {
            out.printf("%-20s %s%n", name, url);
            out.printf("%-20s %s?wsdl%n", "", url);
        });
        out.println("Ctrl-C stops it.");
        out.flush();
    }

    /**
     * An operator the user file does not list can never sign in, so the pending agreements would wait for
     * nobody: say so at start (the file may be completed later; the provider reads it at start).
     */
    private static void warnAboutUnknownOperators(PrintWriter err, ProviderSettings settings) {
        if (!settings.securityEnabled()) {
            return;
        }
        Set<String> users = UserDirectory.load(settings.usersFile()).names();
        List<String> unknown = settings.operators().stream().filter(name -> !users.contains(name)).sorted().toList();
        if (!unknown.isEmpty()) {
            err.println("provider: warning: security.operators names " + String.join(", ", unknown)
                    + ", not in the user file " + settings.usersFile() + ": they cannot sign in to decide on pending "
                    + "agreements until added (AddUserCommand) and the provider restarted");
            err.flush();
        }
    }

    private static String operators(ProviderSettings settings) {
        return settings.operators().isEmpty() ? "none" : String.join(",", settings.operators().stream().sorted().toList());
    }
}
