package org.accord.provider.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import org.junit.jupiter.api.Test;

/**
 * What ships in the provider's WAR: the server and its dependencies; no experiments, command line, test support,
 * charting, progress bars or benchmarks.
 */
class WarContentsIT {

    private static List<String> entries() throws IOException {
        try (ZipFile war = new ZipFile(DeployedProviderContract.war().toFile())) {
            return war.stream().map(ZipEntry::getName).toList();
        }
    }

    @Test
    void theWarCarriesNoChartingProgressBarOrBenchmarkCode() throws IOException {
        List<String> entries = entries();

        assertThat(entries).filteredOn(name -> name.startsWith("WEB-INF/lib/")).isNotEmpty()
                .noneMatch(name -> name.contains("xchart") || name.contains("progressbar") || name.contains("jmh"));
        assertThat(entries).as("benchmark code in the WAR (a build directory from before the benchmarks moved to "
                + "their own module keeps stale classes: delete provider/target)")
                .noneMatch(name -> name.contains("/benchmark/") || name.contains("Benchmark"));
        assertThat(entries).contains("WEB-INF/classes/org/accord/provider/endpoint/ProviderEndpoints.class");
    }

    @Test
    void theWarCarriesNoExperimentsCommandLineOrTestSupport() throws IOException {
        List<String> libs = entries().stream().filter(name -> name.startsWith("WEB-INF/lib/")).toList();

        assertThat(libs).as("jars that a provider never runs")
                .noneMatch(name -> name.contains("scheduler-experiments") || name.contains("picocli")
                        || name.contains("test-support") || name.contains("/cli-") || name.contains("junit"));
        assertThat(entries()).as("the local Slurm cluster fixture and the provider command stay out of the WAR")
                .noneMatch(name -> name.endsWith("/LocalSlurmCluster.class") || name.endsWith("/Munge.class")
                        || name.contains("/provider/cli/"));
    }
}
