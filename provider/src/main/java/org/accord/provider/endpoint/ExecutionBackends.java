package org.accord.provider.endpoint;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsException;
import org.accord.provider.execution.ExecutionBackend;
import org.accord.provider.execution.SimulatedBackend;
import org.accord.provider.execution.slurm.SlurmBackend;

/**
 * The execution backends by their stable names (setting {@code backend}): {@code simulated}, the default, and {@code slurm}.
 * A new backend is one entry here.
 */
public final class ExecutionBackends {

    private static final Map<String, Function<ProviderSettings, ExecutionBackend>> BACKENDS = backends();

    private ExecutionBackends() {}

    /**
     * The backend the settings name.
     *
     * @throws SettingsException naming the setting when no backend has that name
     */
    public static ExecutionBackend create(ProviderSettings settings) {
        Function<ProviderSettings, ExecutionBackend> factory = BACKENDS.get(settings.backend());
        if (factory == null) {
            throw SettingsException.badValue(Setting.BACKEND, settings.backend(), "must be one of " + BACKENDS.keySet());
        }
        return factory.apply(settings);
    }

    private static Map<String, Function<ProviderSettings, ExecutionBackend>> backends() {
        Map<String, Function<ProviderSettings, ExecutionBackend>> backends = new LinkedHashMap<>();
        backends.put(SimulatedBackend.NAME, SimulatedBackend::of);
        backends.put(SlurmBackend.NAME, SlurmBackend::of);
        return backends;
    }
}
