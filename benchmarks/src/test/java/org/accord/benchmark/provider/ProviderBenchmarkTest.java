package org.accord.benchmark.provider;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ProviderBenchmarkTest {

    @Test
    void cpuPerCallAddsEveryThreadGroupAndLeavesOutOnlyTheJitCompilerThreadsWhenAsked() {
        Map<String, Double> cpu = new LinkedHashMap<>();
        cpu.put("client", 0.25);
        cpu.put("Jetty", 0.5);
        cpu.put("store flusher", 0.04);
        cpu.put(ThreadCpu.JIT, 0.06);
        cpu.put("GC, VM", 0.02);
        Measurement create = new Measurement("createAgreement", 0.8, 2.0, 2000, cpu);

        assertThat(ProviderBenchmark.cpuPerCall(create, true)).isCloseTo(0.87, within(1e-9));
        assertThat(ProviderBenchmark.cpuPerCall(create, false)).isCloseTo(0.81, within(1e-9));
    }
}
