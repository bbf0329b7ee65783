package org.accord.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Test;

/** {@code ./accord demo --json} on a small slice, end to end with the embedded provider. */
class DemoCommandIT {

    @Test
    void jsonFiguresAreConsistentOnASmallSlice() throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();

        int exit = AccordCli.commandLine(new PrintWriter(out, true), new PrintWriter(err, true))
                .execute("demo", "--jobs", "30", "--speedup", "100000", "--json", "--no-progress");

        assertThat(exit).as(err.toString()).isZero();
        JsonNode summary = new ObjectMapper().readTree(out.toString());
        List<String> fields = List.of("offered", "acceptedFirstTime", "acceptedAfterCounterOffer", "rejected",
                "completed", "completedOnTime", "completedLateProfitable", "completedLateLoss", "slaFulfilled",
                "utility", "penalties", "wallSeconds");
        assertThat(summary.fieldNames()).toIterable().containsExactlyElementsOf(fields);
        int accepted = summary.get("acceptedFirstTime").asInt() + summary.get("acceptedAfterCounterOffer").asInt();
        assertThat(summary.get("offered").asInt()).isEqualTo(30);
        assertThat(accepted + summary.get("rejected").asInt()).isEqualTo(30);
        assertThat(summary.get("completed").asInt()).isBetween(0, accepted);
        assertThat(summary.get("slaFulfilled").asInt()).isBetween(0, summary.get("completed").asInt());
        assertThat(summary.get("completedOnTime").asInt() + summary.get("completedLateProfitable").asInt()
                + summary.get("completedLateLoss").asInt()).isEqualTo(summary.get("completed").asInt());
        assertThat(summary.get("penalties").asDouble()).isNotNegative();
        assertThat(summary.get("wallSeconds").asDouble()).isPositive();
    }

    @Test
    void anImpossibleSliceIsAUsageError() {
        StringWriter err = new StringWriter();

        int exit = AccordCli.commandLine(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true))
                .execute("demo", "--jobs", "0");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("accord demo: jobs must be between 1 and 1000: 0" + System.lineSeparator());
    }

    @Test
    void aSlurmPrefixWithoutSlurmIsAnErrorNamingIt() {
        StringWriter err = new StringWriter();

        int exit = AccordCli.commandLine(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true))
                .execute("demo", "--backend", "slurm", "--slurm-prefix", "/no/such/slurm", "--no-progress");

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).isEqualTo("accord demo: --slurm-prefix /no/such/slurm holds no Slurm (no bin/sinfo)"
                + System.lineSeparator());
    }

    @Test
    void oneInstanceIsAUsageErrorSinceThereIsNoTakeoverToShow() {
        StringWriter err = new StringWriter();

        int exit = AccordCli.commandLine(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true))
                .execute("demo", "--instances", "1");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("accord demo: --instances must be at least 2 to show a takeover, got 1"
                + System.lineSeparator());
    }
}
