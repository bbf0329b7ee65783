package org.accord.benchmark.provider;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class InstancesBenchmarkTest {

    @Test
    void defaultsKeepTheRunToMinutesWithTheProvidersLease() {
        InstancesBenchmark.Options options = InstancesBenchmark.Options.parse();

        assertThat(options.kills()).isEqualTo(5);
        assertThat(options.live()).isEqualTo(2_000);
        assertThat(options.leaseSeconds()).isEqualTo(6);
    }

    @Test
    void everySizeIsAnOption() {
        InstancesBenchmark.Options options = InstancesBenchmark.Options.parse("--warmup", "10", "--warmup-seconds", "0",
                "--calls", "20", "--clients", "2", "--seconds", "1", "--kills", "3", "--lease-seconds", "2", "--live", "50",
                "--probes", "10");

        assertThat(options).isEqualTo(new InstancesBenchmark.Options(10, 0, 20, 2, 1, 3, 2, 50, 10));
    }

    @Test
    void anUnknownOptionOrAMissingValueIsNamed() {
        assertThatThrownBy(() -> InstancesBenchmark.Options.parse("--nodes", "4"))
                .hasMessageContaining("Unknown options: '--nodes'");
        assertThatThrownBy(() -> InstancesBenchmark.Options.parse("--kills"))
                .hasMessageContaining("Missing required parameter for option '--kills'");
        assertThatThrownBy(() -> InstancesBenchmark.Options.parse("--kills", "0"))
                .hasMessageContaining("sizes must be positive");
    }
}
