package org.accord.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

class AccordCliTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return AccordCli.commandLineFor(args, new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
    }

    @Test
    void aCommandBuiltAloneHasTheSameUsageAsInTheWholeCommandLine() {
        StringWriter whole = new StringWriter();
        AccordCli.commandLine(new PrintWriter(whole, true), new PrintWriter(new StringWriter(), true))
                .execute("provider", "--help");

        int exit = run("provider", "--help");

        assertThat(exit).isZero();
        assertThat(out.toString()).startsWith("Usage: accord provider").contains("--port").contains("--metrics")
                .isEqualTo(whole.toString());
    }

    @Test
    void unknownCommandPrintsUsageAndExitsNonZero() {
        int exit = run("frobnicate");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("frobnicate").contains("Usage: accord");
    }

    @Test
    void noCommandPrintsUsageAndExitsNonZero() {
        int exit = run();

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("Missing command").contains("Usage: accord");
    }

    @Test
    void helpListsTheCommands() {
        int exit = run("--help");

        assertThat(exit).isZero();
        assertThat(out.toString()).contains("Usage: accord").contains("bench").contains("client").contains("demo").contains("provider")
                .contains("help");
    }

    @Test
    void anUnreachableProviderIsOneLineOnStderrWithoutLibraryLogs() throws IOException {
        int closed;
        try (ServerSocket socket = new ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        PrintStream original = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        int exit;
        try {
            exit = run("client", "--url", "http://127.0.0.1:" + closed, "templates");
        } finally {
            System.setErr(original);
        }

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).startsWith("accord client: cannot reach http://127.0.0.1:" + closed).hasLineCount(1);
        assertThat(captured.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void clientWithoutUrlIsAUsageError() {
        int exit = run("client", "templates");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("Missing required option: '--url=URL'");
    }

    @Test
    void unknownBenchmarkNamesTheKnownOnes() {
        int exit = run("bench", "warp-drive");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("Unknown benchmark 'warp-drive'").contains("terms");
    }

    @Test
    void eachBenchmarkDescribesItsTypedArgumentsWithDefaults() {
        int exit = run("bench", "provider", "--help");

        assertThat(exit).isZero();
        assertThat(out.toString()).startsWith("Usage: accord bench provider").contains("--warmup=CALLS")
                .contains("--clients=N").contains("default: 8");
        assertThat(run("bench", "--help")).isZero();
        assertThat(out.toString()).contains("store-recovery").contains("slurm-poll").contains("instances");
    }

    @Test
    void aBenchmarkArgumentOfTheWrongTypeIsAUsageErrorNamingIt() {
        int exit = run("bench", "store", "many");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("many").contains("AGREEMENTS");
    }

    @Test
    void aSeparatorBeforeABenchmarksOptionsIsDropped() {
        assertThat(BenchCommand.withoutSeparator(new String[] {"bench", "provider", "--", "--calls", "10"}))
                .containsExactly("bench", "provider", "--calls", "10");
        assertThat(BenchCommand.withoutSeparator(new String[] {"client", "x", "--", "y"}))
                .containsExactly("client", "x", "--", "y");
    }
}
