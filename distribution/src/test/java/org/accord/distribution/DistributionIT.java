package org.accord.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The built {@code accord-VERSION.tar.gz}, unpacked with {@code tar} into an empty directory and run as an
 * operator would: no Maven, no source tree, an environment holding only a PATH (and the Java runtime).
 */
class DistributionIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path JAVA_HOME = Path.of(System.getProperty("java.home"));
    private static final Duration PROCESS_TIMEOUT = Duration.ofMinutes(3);

    @TempDir
    static Path root;

    private static Path home;

    @BeforeAll
    static void unpack() throws Exception {
        Path archive = Path.of(System.getProperty("accord.distribution.archive"));
        assertThat(archive).as("the archive the package phase builds").isRegularFile();
        Path unpacked = root.resolve("opt");
        Files.createDirectories(unpacked);
        Result tar = run(new ProcessBuilder("tar", "-xzf", archive.toString(), "-C", unpacked.toString()), "tar");
        assertThat(tar.exit).as(tar.err).isZero();
        home = unpacked.resolve(System.getProperty("accord.distribution.name"));
        assertThat(home.resolve("bin/accord")).isExecutable();
        assertThat(home.resolve("conf/accord-provider.properties")).isRegularFile();
        assertThat(home.resolve("conf/logback.xml")).isRegularFile();
        assertThat(home.resolve("conf/accord-provider.service")).content().contains("ExecStart=/opt/accord/bin/accord provider");
        assertThat(home.resolve("templates/librasla-job.xml")).isRegularFile();
        assertThat(home.resolve("LICENSE")).isRegularFile();
        assertThat(home.resolve("README")).isRegularFile();
        try (var jars = Files.list(home.resolve("lib"))) {
            assertThat(jars.map(jar -> jar.getFileName().toString()))
                    .anyMatch(name -> name.startsWith("cli-"))
                    .anyMatch(name -> name.startsWith("logback-classic-"))
                    .noneMatch(name -> name.startsWith("slf4j-simple-"));
        }
    }

    @Test
    void theFirstCommandMakesTheClassDataArchiveThatLaterCommandsMapSilently() throws Exception {
        ProcessBuilder first = new ProcessBuilder(home.resolve("bin/accord").toString(), "--version");
        environment(first, Map.of("PATH", "/usr/bin:/bin", "JAVA_HOME", JAVA_HOME.toString()));
        Result made = run(first, "bin/accord --version");
        Path archive = home.resolve("lib/accord-classes.jsa");
        assertThat(made.exit).as(made.err).isZero();
        assertThat(archive).as(made.err).isRegularFile();
        assertThat(home.resolve("lib/accord-classes.failed")).doesNotExist();

        ProcessBuilder again = new ProcessBuilder(home.resolve("bin/accord").toString(), "--version");
        environment(again, Map.of("PATH", "/usr/bin:/bin", "JAVA_HOME", JAVA_HOME.toString(),
                "ACCORD_JAVA_OPTS", "-Xlog:class+load=info"));
        Result mapped = run(again, "bin/accord --version, classes logged");
        assertThat(mapped.exit).as(mapped.err).isZero();
        assertThat(mapped.err).doesNotContain("preparing");
        assertThat(mapped.out).as("Accord's classes come from the archive")
                .containsPattern("org\\.accord\\.cli\\.AccordCli source: shared objects file \\(top\\)")
                .contains("Accord ");
    }

    @Test
    void demoRunsFromTheArchiveWithJavaOnThePathThroughASymlinkedLauncher() throws Exception {
        Path links = Files.createDirectories(root.resolve("usr-local-bin"));
        Path link = Files.createSymbolicLink(links.resolve("accord"), home.resolve("bin/accord"));
        Path work = Files.createDirectories(root.resolve("demo-work"));

        ProcessBuilder demo = new ProcessBuilder(link.toString(), "demo", "--jobs", "5", "--speedup", "100000",
                "--json", "--no-progress").directory(work.toFile());
        environment(demo, Map.of("PATH", JAVA_HOME.resolve("bin") + ":/usr/bin:/bin"));
        Result result = run(demo, "demo");

        assertThat(result.exit).as(result.err).isZero();
        JsonNode summary = JSON.readTree(result.out);
        assertThat(summary.get("offered").asInt()).isEqualTo(5);
        assertThat(summary.get("acceptedFirstTime").asInt() + summary.get("acceptedAfterCounterOffer").asInt()
                + summary.get("rejected").asInt()).isEqualTo(5);
        assertThat(summary.get("completed").asInt()).isBetween(0, 5);
    }

    @Test
    void providerReadsItsConfFileUnderTheEnvironmentLogsThroughConfLogbackAndServesTheClient() throws Exception {
        int port = freePort();
        Path state = root.resolve("provider-state");
        Path conf = home.resolve("conf/accord-provider.properties");
        String properties = Files.readString(conf)
                .replace("\nport=8080\n", "\nport=" + port + "\n")
                .replace("\nnodes=128\n", "\nnodes=32\n")
                .replace("\ndata.dir=accord-data\n", "\ndata.dir=" + state + "\n")
                .replace("\ntemplates.dir=\n", "\ntemplates.dir=" + home.resolve("templates") + "\n");
        Files.writeString(conf, properties);
        Files.delete(home.resolve("templates/hpc-job.xml")); // so the template list shows templates.dir was read
        Path logback = home.resolve("conf/logback.xml");
        Files.writeString(logback, Files.readString(logback).replace("<pattern>", "<pattern>conf-logback "));

        Path work = Files.createDirectories(root.resolve("provider-work"));
        ProcessBuilder provider = new ProcessBuilder(home.resolve("bin/accord").toString(), "provider")
                .directory(work.toFile())
                .redirectOutput(work.resolve("provider.out").toFile())
                .redirectError(work.resolve("provider.err").toFile());
        environment(provider, Map.of("PATH", "/usr/bin:/bin", "JAVA_HOME", JAVA_HOME.toString(), "ACCORD_NODES", "48"));
        Process process = provider.start();
        try {
            awaitReady(process, port, work);
            assertThat(Files.readString(work.resolve("provider.out")))
                    .as("nodes: the environment (48) over the conf file (32); data.dir from the conf file")
                    .contains(", 48 nodes of which ").contains("data " + state);

            String url = "http://127.0.0.1:" + port;
            assertThat(JSON.readTree(get(url + "/api/v1/templates")).findValuesAsText("templateId"))
                    .containsExactly("librasla-job");

            Result created = client(work, "--url", url, "create", "--template", "librasla-job", "--set", "cpus=4",
                    "--set", "tD1=3600", "--set", "deadlineType=SOFT", "--set", "deadline=14400", "--set", "budget=250",
                    "--set", "penaltyRate=0.5", "--json");
            assertThat(created.exit).as(created.err).isZero();
            String agreementId = JSON.readTree(created.out).get("agreementId").asText();
            assertThat(agreementId).isNotBlank();

            assertThat(JSON.readTree(get(url + "/api/v1/agreements/" + agreementId)).get("agreementId").asText())
                    .isEqualTo(agreementId);
            assertThat(Files.readString(work.resolve("provider.err")))
                    .as("the provider's decision line, formatted by conf/logback.xml")
                    .containsPattern("(?m)^conf-logback .*" + agreementId);
        } finally {
            process.destroy(); // SIGTERM, as systemctl stop sends
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("the provider stops on SIGTERM").isTrue();
        }
        assertThat(Files.list(state).findAny()).as("the store in data.dir").isPresent();
    }

    @Test
    void launcherNamesAMissingOrTooOldJava() throws Exception {
        Path oldJava = Files.createDirectories(root.resolve("old-jdk/bin")).resolve("java");
        Files.writeString(oldJava, "#!/bin/sh\necho 'openjdk version \"11.0.21\" 2023-10-17' >&2\n");
        Files.setPosixFilePermissions(oldJava, PosixFilePermissions.fromString("rwxr-xr-x"));

        ProcessBuilder tooOld = new ProcessBuilder(home.resolve("bin/accord").toString(), "demo");
        environment(tooOld, Map.of("PATH", "/usr/bin:/bin", "JAVA_HOME", oldJava.getParent().getParent().toString()));
        Result old = run(tooOld, "old java");
        assertThat(old.exit).isEqualTo(1);
        assertThat(old.err).isEqualTo("accord: " + oldJava + " is Java 11.0.21; Accord needs Java 17 or newer "
                + "(install one, or set JAVA_HOME to it)\n");

        Path noJava = Files.createDirectories(root.resolve("no-java-here"));
        Files.copy(Path.of(which("dirname")), noJava.resolve("dirname"), StandardCopyOption.COPY_ATTRIBUTES);
        ProcessBuilder missing = new ProcessBuilder("/bin/bash", home.resolve("bin/accord").toString(), "demo");
        environment(missing, Map.of("PATH", noJava.toString()));
        Result none = run(missing, "no java");
        assertThat(none.exit).isEqualTo(1);
        assertThat(none.err).startsWith("accord: java not found: install a Java 17 (or newer) runtime");
    }

    @Test
    void launcherPassesShellcheck() throws Exception {
        Path shellcheck = Path.of("/usr/bin/shellcheck");
        if (!Files.isExecutable(shellcheck)) {
            System.out.println("DistributionIT: shellcheck is not installed (Debian's shellcheck): bin/accord was not checked");
            Assumptions.abort("shellcheck is not installed");
        }
        Result check = run(new ProcessBuilder(shellcheck.toString(), home.resolve("bin/accord").toString()), "shellcheck");
        assertThat(check.exit).as(check.out + check.err).isZero();
    }

    private static Result client(Path work, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(home.resolve("bin/accord").toString(), "client"));
        command.addAll(List.of(args));
        ProcessBuilder client = new ProcessBuilder(command).directory(work.toFile());
        environment(client, Map.of("PATH", "/usr/bin:/bin", "JAVA_HOME", JAVA_HOME.toString()));
        return run(client, "client " + String.join(" ", args));
    }

    private static String get(String url) throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(url + ": " + response.body()).isEqualTo(200);
        return response.body();
    }

    private static void awaitReady(Process process, int port, Path work) throws Exception {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest ready = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/health/ready"))
                .timeout(Duration.ofSeconds(5)).build();
        Instant deadline = Instant.now().plus(PROCESS_TIMEOUT);
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new AssertionError("the provider exited with " + process.exitValue() + ": "
                        + Files.readString(work.resolve("provider.err")));
            }
            try {
                if (http.send(ready, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(250);
        }
        throw new AssertionError("the provider was not ready within " + PROCESS_TIMEOUT + ": "
                + Files.readString(work.resolve("provider.err")));
    }

    /** Only what an operator's shell would have: the given variables, no Maven, no build's environment. */
    private static void environment(ProcessBuilder builder, Map<String, String> variables) {
        builder.environment().clear();
        builder.environment().put("HOME", root.toString());
        builder.environment().putAll(variables);
    }

    private static Result run(ProcessBuilder builder, String what) throws Exception {
        Path out = Files.createTempFile(root, "out", ".txt");
        Path err = Files.createTempFile(root, "err", ".txt");
        Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(PROCESS_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError(what + " did not finish within " + PROCESS_TIMEOUT + ": " + Files.readString(err));
        }
        return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    private static String which(String tool) {
        for (String dir : List.of("/usr/bin", "/bin")) {
            if (Files.isExecutable(Path.of(dir, tool))) {
                return dir + "/" + tool;
            }
        }
        throw new AssertionError(tool + " not found in /usr/bin or /bin");
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private record Result(int exit, String out, String err) {}
}
