package org.accord.demo;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.accord.consumer.client.AgreementClient;
import org.accord.consumer.client.ClientSettings;
import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.ProviderSettings;
import org.accord.scheduler.sla.SlaJob;

/**
 * One demo run, top to bottom: read the jobs, start the embedded provider in a fresh temporary data
 * directory (every node given to the {@code librasla} admission policy: the demo offers deadline SLAs
 * only, so the reservation planner gets none), replay the jobs as offers through the client, wait until
 * every accepted agreement ended, sum up, stop the provider and delete its data.
 */
public final class DemoRun {

    /** Extra wall time allowed, beyond three times the simulated horizon, before waiting gives up. */
    private static final Duration GRACE = Duration.ofSeconds(30);

    private final DemoSettings settings;
    private final DemoProgress progress;

    public DemoRun(DemoSettings settings, DemoProgress progress) {
        this.settings = settings;
        this.progress = progress;
    }

    /** The run's figures and the parameters it ran with. */
    public DemoReport run() {
        long start = System.nanoTime();
        List<SlaJob> jobs = DemoWorkload.jobs(settings);
        double speedup = settings.speedup().orElse(DemoWorkload.automaticSpeedup(jobs));
        Path data = temporaryDirectory();
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(providerSettings(data, speedup));
             AgreementClient client = AgreementClient.connect(ClientSettings.of(provider.baseUrl()))) {
            List<OfferOutcome> outcomes = new OfferReplay(client, speedup, progress).replay(jobs);
            List<OfferOutcome> accepted = outcomes.stream().filter(OfferOutcome::accepted).toList();
            List<AgreementEnd> ended = new CompletionWatch(progress).await(accepted, limit(jobs, speedup));
            double wallSeconds = (System.nanoTime() - start) / 1e9;
            return new DemoReport(DemoSummary.of(outcomes, ended, wallSeconds), settings, speedup,
                    DemoWorkload.traceName(), outcomes, ended);
        } finally {
            delete(data);
        }
    }

    private ProviderSettings providerSettings(Path data, double speedup) {
        return ProviderSettings.builder().host("127.0.0.1").dataDir(data).admissionPolicy("librasla")
                .nodes(settings.nodes()).plannerNodes(0).clockSpeedup(speedup).build();
    }

    private static Duration limit(List<SlaJob> jobs, double speedup) {
        double horizon = jobs.stream().mapToDouble(SlaJob::dueTime).max().orElse(0);
        return Duration.ofMillis(Math.round(3 * horizon / speedup * 1000)).plus(GRACE);
    }

    private static Path temporaryDirectory() {
        try {
            return Files.createTempDirectory("accord-demo-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the demo's temporary data directory", e);
        }
    }

    private static void delete(Path directory) {
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException e) {
            // a leftover temporary directory is harmless; the run's figures matter more
        }
    }
}
