package org.accord.provider.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import org.junit.jupiter.api.Test;

/** What ships in the provider's WAR: the server and its dependencies, no charting, progress bars or benchmarks. */
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
}
