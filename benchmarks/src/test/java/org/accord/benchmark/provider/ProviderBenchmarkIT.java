package org.accord.benchmark.provider;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The benchmark runs end to end (tiny counts; the figures themselves come from running its main). */
class ProviderBenchmarkIT {

    @Test
    void measuresCreateAgreementBesideTheEchoBaselineAndPrintsRatios() {
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        ProviderBenchmark.Options options = ProviderBenchmark.Options.parse(
                "--warmup", "20", "--warmup-seconds", "0.3", "--calls", "50", "--clients", "2", "--seconds", "0.3", "--payload", "100");

        List<Measurement> results = ProviderBenchmark.run(options, new PrintStream(text, true, StandardCharsets.UTF_8));

        assertThat(results).extracting(Measurement::workload)
                .containsExactly("echo (baseline)", "AgreementFactory, no logic", "createAgreement",
                        "createAgreement, no metrics", "REST create, values", "REST create, document", "createAgreement, H2 direct");
        assertThat(results).allSatisfy(m -> {
            assertThat(m.medianMillis()).isPositive();
            assertThat(m.callsPerSecond()).isPositive();
            assertThat(m.cpuMillisPerCall()).containsOnlyKeys(ThreadCpu.GROUPS);
            assertThat(m.cpuMillisPerCall().get("client")).isPositive();
            assertThat(m.cpuMillisPerCall().get("Jetty")).isPositive();
        });
        assertThat(text.toString(StandardCharsets.UTF_8)).contains("echo (baseline)").contains("1.00")
                .contains("createAgreement answers:").contains("CPU ms per call with 2 clients")
                .contains("createAgreement against the AgreementFactory port without logic").contains("createAgreement, H2 direct answers:")
                .contains("JIT, interleaved workloads: warm-up")
                .containsPattern("createAgreement with metrics on .* against off .*: median \\d+\\.\\d{3}x, throughput \\d+\\.\\d{3}x")
                .contains("REST create, values answers:").contains("REST create, document answers:")
                .containsPattern("REST create, values against SOAP createAgreement .*: median \\d+\\.\\d\\dx, throughput \\d+\\.\\d\\dx")
                .containsPattern("the same from CPU per call .*: \\d+\\.\\d\\dx; without the JIT compiler threads.*: \\d+\\.\\d\\dx");
    }
}
