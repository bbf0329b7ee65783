package org.accord.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.ProviderSettings;

/**
 * The training run of the launchers' class data archive: {@code ./accord} and the distribution's
 * {@code bin/accord} run this class once with {@code -XX:ArchiveClassesAtExit=FILE} and every later command with
 * {@code -XX:SharedArchiveFile=FILE} (see docs/operating.md, "Start-up time").
 *
 * <p>Why: a provider's start is class loading. On a 2-core machine it took about 9 s of CPU, half of it the main
 * thread parsing and verifying the classes of CXF, Jetty, JAXB, H2, Flyway and Jackson, the rest the JIT
 * compilers working beside it; with the archive those classes are mapped in already parsed and verified, and the
 * start takes about half the CPU. A restart after a crash is a start, so this is what keeps it short.
 *
 * <p>It loads what the commands load: the whole command line with every command's options, a provider on a free
 * port of 127.0.0.1 over a temporary data directory, a create over SOAP through {@code client create} and one over
 * REST. Exit code 0 when all of it worked, 1 otherwise (the launchers then drop the archive).
 */
public final class ClassArchiveTraining {

    private static final String TEMPLATE = "librasla-job";
    private static final String[] VALUES = {"cpus=8", "tD1=57600", "deadlineType=SOFT", "deadline=14400",
        "budget=250", "penaltyRate=0.5"};

    private ClassArchiveTraining() {}

    public static void main(String[] args) throws Exception {
        Path data = Files.createTempDirectory("accord-class-archive");
        int exit;
        try {
            exit = train(data);
        } finally {
            delete(data);
        }
        System.exit(exit);
    }

    private static int train(Path data) throws IOException, InterruptedException {
        StringWriter sink = new StringWriter();
        PrintWriter quiet = new PrintWriter(sink, true);
        AccordCli.commandLine(quiet, quiet).execute("--help");
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(
                ProviderSettings.builder().host("127.0.0.1").dataDir(data).build())) {
            String url = provider.rootUrl();
            List<String> create = new ArrayList<>(List.of("client", "--url", url, "create", "--template", TEMPLATE));
            for (String value : VALUES) {
                create.add("--set");
                create.add(value);
            }
            int soap = AccordCli.commandLine(quiet, quiet).execute(create.toArray(String[]::new));
            HttpResponse<String> rest = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                            URI.create(url + "/api/v1/agreements"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"template\": \"" + TEMPLATE + "\", \"values\": "
                            + "{\"cpus\": 8, \"tD1\": 57600, \"deadlineType\": \"SOFT\", \"deadline\": 14400, "
                            + "\"budget\": 250, \"penaltyRate\": 0.5}}"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            if (soap != 0 || rest.statusCode() != 201) {
                System.err.println("accord: the class data archive's training run failed (SOAP create exit " + soap
                        + ", REST create HTTP " + rest.statusCode() + "): " + sink + rest.body());
                return 1;
            }
            return 0;
        }
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
