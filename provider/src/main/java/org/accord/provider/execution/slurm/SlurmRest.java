package org.accord.provider.execution.slurm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Slurm through slurmrestd's REST API, version {@value #VERSION} pinned (served by Slurm 25.05 and later; reservations
 * can be created over REST from this version), authenticated with a JSON Web Token ({@link RestToken}) in the
 * {@code X-SLURM-USER-TOKEN} header. The answers are the same data_parser documents the commands print with
 * {@code --json=v0.0.43} and are read by the same code ({@link CurrentJson}).
 *
 * <ul>
 *   <li>release: {@code GET /slurm/v0.0.43/ping/} (its {@code meta.slurm.release}); a slurmrestd that does not serve
 *       v0.0.43 is refused with the versions it does serve (from {@code /openapi/v3});</li>
 *   <li>nodes: {@code GET .../nodes/}; jobs: {@code GET .../job/ID} for each of the provider's jobs (slurmctld looks up
 *       that job alone), and at a restart {@code GET .../jobs/} once, filtered here to the user's jobs of the
 *       agreements' names;</li>
 *   <li>submit: {@code POST .../job/submit} with what {@code sbatch} is given (name, comment, partition, tasks, one CPU
 *       each, time limit, deadline, reservation, account, working directory, output file, the script), and an
 *       environment of the provider's {@code PATH} alone ({@code sbatch} passes its whole environment); the job
 *       runs as the token's user;</li>
 *   <li>cancel: {@code DELETE .../job/ID}; reservations: {@code POST .../reservation} (create, and move a window),
 *       {@code DELETE .../reservation/NAME}, {@code GET .../reservations/}.</li>
 * </ul>
 * A slurmrestd that does not answer, or refuses the token (HTTP 401, or 511 as slurmrestd answers a bad or
 * expired token), is a {@link SlurmUnreachableException} naming the method, the URL and the problem (after one
 * retry with a new token); an answer whose {@code errors} list is not empty is a {@link SlurmCommandException}
 * carrying the errors (or unreachable, when they say slurmctld could not be contacted).
 *
 * <p>slurmrestd has no endpoint for Slurm's configuration, so the job completion log ({@code JobCompLoc}) is not known
 * here: a job that Slurm forgot while the provider was down has an unknown outcome ({@link #completionLog}).
 *
 * <p>Safe for concurrent use.
 */
public final class SlurmRest implements SlurmApi {
    /** The REST API version Accord pins. */
    public static final String VERSION = "v0.0.43";
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Pattern SERVED = Pattern.compile("^/slurm/(v\\d+\\.\\d+\\.\\d+)/");
    /** Slurm's error numbers the calls expect: a job already ended, an unknown job, an unknown reservation. */
    private static final int ALREADY_COMPLETING = 2021;
    private static final int INVALID_JOB_ID = 2017;
    private static final int INVALID_RESERVATION = 2053;
    private final URI base;
    private final RestToken tokens;
    private final Duration timeout;
    private final HttpClient http;
    private volatile SlurmRelease release;

    /**
     * @param base    slurmrestd's URL, e.g. {@code http://slurm-head:6820} (a path prefix is kept)
     * @param tokens  where the tokens come from
     * @param timeout how long one request may take (to connect, and to answer)
     */
    SlurmRest(URI base, RestToken tokens, Duration timeout) {
        String text = base.toString();
        this.base = URI.create(text.endsWith("/") ? text.substring(0, text.length() - 1) : text);
        this.tokens = tokens;
        this.timeout = timeout;
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(timeout).build();
    }

    /**
     * slurmrestd at {@code base}, with tokens from {@code tokenFile}, else from {@code scontrol token} (run with the
     * given {@code slurm.conf} and commands directory, for {@code user} when given).
     */
    public static SlurmRest of(URI base, Optional<Path> tokenFile, Duration lifespan, Optional<String> user,
            Optional<Path> slurmConf, Optional<Path> bin, Duration timeout) {
        RestToken tokens = tokenFile.<RestToken>map(f -> new RestToken.FromFile(f, Duration.ofSeconds(60),
                java.time.Clock.systemUTC())).orElseGet(() -> new RestToken.Scontrol(new CommandRunner(
                        slurmConf.map(p -> java.util.Map.of("SLURM_CONF", p.toAbsolutePath().toString()))
                                .orElse(java.util.Map.of()), timeout, bin), lifespan, user, java.time.Clock.systemUTC()));
        return new SlurmRest(base, tokens, timeout);
    }

    @Override
    public String describe() {
        return "slurmrestd at " + base;
    }

    /** The release slurmrestd's ping names; a slurmrestd without {@value #VERSION} is refused, naming what it serves. */
    @Override
    public SlurmRelease release() {
        SlurmRelease r = release;
        if (r == null) {
            synchronized (this) {
                if (release == null) {
                    release = detect();
                }
                r = release;
            }
        }
        return r;
    }

    private SlurmRelease detect() {
        Answer ping = call("GET", api("ping/"), null);
        if (ping.status() == 404) {
            throw new SlurmCommandException(ping.what(), "slurmrestd does not serve the Slurm REST API " + VERSION
                    + ", the version Accord pins (served by Slurm 25.05 and later); it serves " + served());
        }
        JsonAnswer.checked(ping.what(), ping.json());
        return SlurmRelease.parse(ping.what(), ping.json().path("meta").path("slurm").path("release").asText(""));
    }

    /** The API versions slurmrestd describes at {@code /openapi/v3}, in words. */
    private String served() {
        try {
            Answer spec = call("GET", URI.create(base + "/openapi/v3"), null);
            Set<String> versions = new TreeSet<>();
            spec.json().path("paths").fieldNames().forEachRemaining(p -> {
                Matcher m = SERVED.matcher(p);
                if (m.find()) {
                    versions.add(m.group(1));
                }
            });
            return versions.isEmpty() ? "no Slurm API version that /openapi/v3 names" : String.join(", ", versions);
        } catch (SlurmCommandException e) {
            return "versions it did not name (" + e.getMessage() + ")";
        }
    }

    @Override
    public String layout() {
        release();
        return "slurmrestd " + base + ", REST API " + VERSION + " (pinned)";
    }

    @Override
    public List<SlurmNode> nodes() {
        Answer answer = read(api("nodes/"));
        List<SlurmNode> nodes = new ArrayList<>();
        for (JsonNode n : JsonAnswer.array(answer.what(), answer.json(), "nodes")) {
            nodes.add(CurrentJson.node(n));
        }
        return nodes;
    }

    /** One {@code GET .../job/ID} per job (slurmctld looks up that job alone); a job Slurm no longer knows is absent. */
    @Override
    public List<SlurmJob> jobs(Collection<Long> ids, Optional<String> user) {
        List<SlurmJob> jobs = new ArrayList<>();
        for (long id : new TreeSet<>(ids)) {
            Answer answer = read(api("job/" + id));
            if (answer.status() == 404 || hasError(answer.json(), INVALID_JOB_ID)) {
                continue;
            }
            for (JsonNode j : JsonAnswer.array(answer.what(), answer.json(), "jobs")) {
                if (j.path("job_id").asLong() == id && user.map(u -> u.equals(j.path("user_name").asText())).orElse(true)) {
                    jobs.add(CurrentJson.job(j));
                }
            }
        }
        return jobs;
    }

    /** {@code GET .../jobs/} (every job slurmctld holds; asked once, at a restart), filtered to the user and names. */
    @Override
    public List<SlurmJob> jobsNamed(Collection<String> names, Optional<String> user) {
        Set<String> wanted = Set.copyOf(names);
        Answer answer = read(api("jobs/"));
        List<SlurmJob> jobs = new ArrayList<>();
        for (JsonNode j : JsonAnswer.array(answer.what(), answer.json(), "jobs")) {
            if ((wanted.contains(j.path("name").asText()) || wanted.contains(j.path("comment").asText()))
                    && user.map(u -> u.equals(j.path("user_name").asText())).orElse(true)) {
                jobs.add(CurrentJson.job(j));
            }
        }
        return jobs;
    }

    /** Empty: slurmrestd has no endpoint that tells Slurm's {@code JobCompType} and {@code JobCompLoc}. */
    @Override
    public Optional<Path> completionLog() {
        return Optional.empty();
    }

    /** False: slurmrestd has no endpoint that tells Slurm's {@code AccountingStorageType}; its accounting is not read. */
    @Override
    public boolean accounting() {
        return false;
    }

    /** Empty: the REST path does not read Slurm's accounting. */
    @Override
    public List<SlurmJob> accountedJobs(Collection<Long> ids, Optional<String> user) {
        return List.of();
    }

    /** Empty: the REST path does not read Slurm's accounting. */
    @Override
    public List<SlurmJob> accountedJobsNamed(Collection<String> names, Optional<String> user) {
        return List.of();
    }

    /** The token's user ({@code sun}, as {@code scontrol token} writes it), else the provider's own user. */
    @Override
    public String defaultUser() {
        return tokens.current().user().orElse(System.getProperty("user.name"));
    }

    @Override
    public long submit(JobSubmission job) {
        Answer answer = write("POST", api("job/submit"), submitBody(job));
        JsonAnswer.checked(answer.what(), answer.json());
        JsonNode id = answer.json().path("job_id");
        if (!id.canConvertToLong() || id.asLong() <= 0) {
            throw new SlurmCommandException(answer.what(), "answered without a job id: " + abbreviate(answer.body()));
        }
        return id.asLong();
    }

    /** What {@code sbatch} is given, as {@code POST .../job/submit} takes it. */
    static ObjectNode submitBody(JobSubmission job) {
        ObjectNode desc = MAPPER.createObjectNode();
        desc.put("name", job.name());
        desc.put("comment", job.comment());
        job.partition().ifPresent(p -> desc.put("partition", p));
        desc.put("tasks", job.cpus());
        desc.put("cpus_per_task", 1);
        desc.set("time_limit", number(job.timeLimitMinutes()));
        job.deadline().ifPresent(d -> desc.put("deadline", d.truncatedTo(ChronoUnit.SECONDS).getEpochSecond()));
        job.reservation().ifPresent(r -> desc.put("reservation", r));
        job.account().ifPresent(a -> desc.put("account", a));
        desc.put("current_working_directory", job.workingDirectory());
        desc.put("standard_output", job.workingDirectory() + "/slurm-%j.out");
        ArrayNode environment = desc.putArray("environment");
        environment.add("PATH=" + System.getenv().getOrDefault("PATH", "/usr/local/bin:/usr/bin:/bin"));
        desc.put("script", job.script());
        ObjectNode body = MAPPER.createObjectNode();
        body.set("job", desc);
        return body;
    }

    @Override
    public void cancel(long jobId) {
        Answer answer = write("DELETE", api("job/" + jobId), null);
        if (answer.status() == 404) {
            return;
        }
        for (JsonNode status : answer.json().path("status")) {
            int code = status.path("error").path("code").asInt(0);
            if (code != 0 && code != ALREADY_COMPLETING && code != INVALID_JOB_ID) {
                throw new SlurmCommandException(answer.what(), status.path("error").toString());
            }
        }
        if (!hasError(answer.json(), ALREADY_COMPLETING) && !hasError(answer.json(), INVALID_JOB_ID)) {
            JsonAnswer.checked(answer.what(), answer.json());
        }
    }

    @Override
    public void createReservation(ReservationRequest request) {
        ObjectNode body = window(request);
        body.set("core_count", number(request.cores()));
        body.putArray("users").add(request.user());
        request.partition().ifPresent(p -> body.put("partition", p));
        Answer answer = write("POST", api("reservation"), body);
        JsonAnswer.checked(answer.what(), answer.json());
    }

    @Override
    public void moveReservation(ReservationRequest request) {
        Answer answer = write("POST", api("reservation"), window(request));
        JsonAnswer.checked(answer.what(), answer.json());
    }

    private static ObjectNode window(ReservationRequest request) {
        ObjectNode body = MAPPER.createObjectNode();
        body.put("name", request.name());
        body.set("start_time", number(request.start().truncatedTo(ChronoUnit.SECONDS).getEpochSecond()));
        body.set("end_time", number(request.end().truncatedTo(ChronoUnit.SECONDS).getEpochSecond()));
        return body;
    }

    @Override
    public boolean deleteReservation(String name) {
        Answer answer = write("DELETE", api("reservation/" + URLEncoder.encode(name, StandardCharsets.UTF_8)), null);
        if (hasError(answer.json(), INVALID_RESERVATION)) {
            return false;
        }
        JsonAnswer.checked(answer.what(), answer.json());
        return true;
    }

    @Override
    public List<SlurmReservation> reservations() {
        Answer answer = read(api("reservations/"));
        List<SlurmReservation> reservations = new ArrayList<>();
        Instant now = Instant.now();
        for (JsonNode r : JsonAnswer.array(answer.what(), answer.json(), "reservations")) {
            Instant start = Instant.ofEpochSecond(CurrentJson.number(r.path("start_time")).orElse(0));
            Instant end = Instant.ofEpochSecond(CurrentJson.number(r.path("end_time")).orElse(0));
            JsonNode nodes = r.path("node_list");
            String nodeList = nodes.isArray() ? String.join(",", JsonAnswer.strings(nodes)) : nodes.asText("");
            reservations.add(new SlurmReservation(r.path("name").asText(), start, end,
                    (int) CurrentJson.number(r.path("core_count")).orElse(0), nodeList,
                    !now.isBefore(start) && now.isBefore(end) ? "ACTIVE" : "INACTIVE"));
        }
        return reservations;
    }

    private URI api(String path) {
        return URI.create(base + "/slurm/" + VERSION + "/" + path);
    }

    private static ObjectNode number(long value) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("set", true);
        n.put("infinite", false);
        n.put("number", value);
        return n;
    }

    private static boolean hasError(JsonNode root, int code) {
        for (JsonNode error : root.path("errors")) {
            if (error.path("error_number").asInt() == code) {
                return true;
            }
        }
        return false;
    }

    /** One answer: what was asked (method and URL, for messages), the HTTP status, the body and its JSON. */
    private record Answer(List<String> what, int status, String body, JsonNode json) {
    }

    private Answer read(URI uri) {
        release();
        return call("GET", uri, null);
    }

    private Answer write(String method, URI uri, JsonNode body) {
        release();
        return call(method, uri, body);
    }

    /**
     * One request with the current token; a token refused (401, or 511 as slurmrestd answers a bad or expired one)
     * is retried once with a new one. Any status but 404 must come with a JSON body.
     */
    private Answer call(String method, URI uri, JsonNode body) {
        List<String> what = List.of(method, uri.toString());
        RestToken.Jwt token = tokens.current();
        Answer answer = send(what, method, uri, body, token);
        if (refused(answer)) {
            tokens.refused(token);
            RestToken.Jwt next = tokens.current();
            answer = send(what, method, uri, body, next);
            if (refused(answer)) {
                tokens.refused(next);
                throw new SlurmUnreachableException(what, "slurmrestd refused the token from " + tokens.describe()
                        + " (HTTP " + answer.status() + ": " + reason(answer) + "): is AuthAltTypes=auth/jwt set for "
                        + "slurmctld, with the key that signed the token, and has the token not expired ("
                        + next.expires().map(Instant::toString).orElse("expiry unknown") + ")?");
            }
        }
        return answer;
    }

    private static boolean refused(Answer answer) {
        return answer.status() == 401 || answer.status() == 511 || answer.status() == 403;
    }

    private static String reason(Answer answer) {
        if (answer.json() != null) {
            for (JsonNode error : answer.json().path("errors")) {
                return error.path("error").asText(error.toString());
            }
        }
        return abbreviate(answer.body().strip());
    }

    private Answer send(List<String> what, String method, URI uri, JsonNode body, RestToken.Jwt token) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(timeout)
                .header("X-SLURM-USER-TOKEN", token.text()).header("Accept", "application/json");
        token.user().ifPresent(u -> request.header("X-SLURM-USER-NAME", u));
        if (body != null) {
            request.header("Content-Type", "application/json")
                    .method(method, HttpRequest.BodyPublishers.ofString(body.toString(), StandardCharsets.UTF_8));
        } else {
            request.method(method, HttpRequest.BodyPublishers.noBody());
        }
        HttpResponse<String> response;
        try {
            response = http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new SlurmUnreachableException(what, "slurmrestd does not answer: " + describe(e));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SlurmCommandException(what, "interrupted while waiting for slurmrestd");
        }
        int status = response.statusCode();
        String text = response.body();
        JsonNode json = null;
        try {
            json = text.isBlank() ? MAPPER.createObjectNode() : MAPPER.readTree(text);
        } catch (IOException e) {
            if (status == 404 || status == 401 || status == 511 || status == 403) {
                return new Answer(what, status, text, MAPPER.createObjectNode());
            }
            throw new SlurmCommandException(what, "slurmrestd answered HTTP " + status + " with something that is "
                    + "not JSON: " + abbreviate(text.strip()));
        }
        if (status >= 500 && json.path("errors").isEmpty()) {
            throw new SlurmCommandException(what, "slurmrestd answered HTTP " + status + ": " + abbreviate(text.strip()));
        }
        return new Answer(what, status, text, json);
    }

    private static String describe(IOException e) {
        String message = e.getMessage() == null ? "" : ": " + e.getMessage();
        if (e instanceof java.net.http.HttpConnectTimeoutException) {
            return "connection timed out" + message;
        }
        if (e instanceof java.net.http.HttpTimeoutException) {
            return "timed out waiting for the answer" + message;
        }
        if (e instanceof java.net.ConnectException) {
            return "connection refused" + message;
        }
        return e.getClass().getSimpleName() + message;
    }

    private static String abbreviate(String text) {
        return text.length() > 300 ? text.substring(0, 300) + "..." : text;
    }
}
