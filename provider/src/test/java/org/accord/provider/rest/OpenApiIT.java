package org.accord.provider.rest;

import static org.accord.provider.rest.RestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.provider.security.UserFile;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The OpenAPI document is valid under an independent validator (swagger-parser), and every route it lists
 * answers as it says: with good fixtures each operation answers 2xx, with a status and media type the document
 * lists for it, and a JSON answer matching the schema it gives; and every error answer it declares for a route
 * is provoked there ({@link OpenApiErrorCalls}) and answers that status with a problem document matching that
 * answer's schema (the reason codes it lists for the status), while no provocation meets an undeclared status.
 */
class OpenApiIT {

    private static final String JOB = "{\"template\":\"librasla-job\",\"values\":{\"name\":\"%s\"}%s}";

    @TempDir
    static Path dataDir;
    @TempDir
    static Path guardedDir;

    private static EmbeddedProvider provider;
    /** The same users with a request-time limit of 1 s, for the 503 answers, and whose logins are throttled last. */
    private static EmbeddedProvider guarded;
    private static RestClient rest;
    private static OpenAPI api;

    @BeforeAll
    static void start() {
        Path users = dataDir.resolve("users.properties");
        UserFile.put(users, "carol", "operates".toCharArray(), 1000);
        UserFile.put(users, "bob", "builder".toCharArray(), 1000);
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.CLOCK_SPEEDUP, "1", Setting.SECURITY_ENABLED, "true",
                Setting.USERS_FILE, users.toString(), Setting.OPERATORS, "carol",
                Setting.MAX_MESSAGE_BYTES, String.valueOf(OpenApiErrorCalls.MAX_MESSAGE_BYTES))));
        guarded = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, guardedDir.toString(), Setting.CLOCK_SPEEDUP, "1",
                Setting.SECURITY_ENABLED, "true", Setting.USERS_FILE, users.toString(), Setting.OPERATORS, "carol",
                Setting.LIMIT_REQUEST_MILLIS, String.valueOf(OpenApiErrorCalls.REQUEST_MILLIS))));
        rest = new RestClient(provider.restUrl(), Optional.empty()).as("carol", "operates");
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        SwaggerParseResult parsed = new OpenAPIV3Parser().readContents(rest.get("/openapi.json").body(), null, options);
        assertThat(parsed.getMessages()).isEmpty();
        api = parsed.getOpenAPI();
    }

    @AfterAll
    static void stop() {
        provider.close();
        guarded.close();
    }

    @Test
    void theDocumentIsValidOpenApi3AndNamesWhereItIsServed() {
        assertThat(api.getOpenapi()).startsWith("3.");
        assertThat(api.getServers().get(0).getUrl()).isEqualTo(provider.restUrl());
        assertThat(api.getPaths()).hasSize(17);
        assertThat(api.getComponents().getSchemas()).containsKeys("Problem", "Template", "Agreement", "Event");
    }

    @Test
    void everyRouteAnswersAsTheDocumentSays() throws Exception {
        Map<String, String> ids = fixtures();
        OpenApiSchemaCheck schemas = new OpenApiSchemaCheck(api);
        List<String> checked = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, PathItem> path : api.getPaths().entrySet()) {
            for (Map.Entry<PathItem.HttpMethod, Operation> operation : ordered(path.getValue())) {
                String method = operation.getKey().name();
                String url = path.getKey();
                for (Map.Entry<String, String> id : ids.entrySet()) {
                    url = url.replace("{" + id.getKey() + "}", id.getValue());
                }
                if (url.equals("/negotiations/{negotiationId}")) {
                    url = "/negotiations/" + ids.get("negotiationToEnd");
                }
                Answer answer = call(method, path.getKey(), url);
                checked.add(method + " " + path.getKey() + " -> " + answer.status);
                ApiResponse documented = operation.getValue().getResponses().get(String.valueOf(answer.status));
                if (answer.status / 100 != 2 || documented == null) {
                    problems.add(method + " " + url + " answered " + answer.status + " " + answer.body);
                    continue;
                }
                if (documented.getContent() == null) {
                    continue;
                }
                String type = answer.contentType.split(";")[0].trim();
                MediaType media = documented.getContent().get(type);
                if (media == null) {
                    problems.add(method + " " + url + " answered " + type + ", documented " + documented.getContent().keySet());
                } else if (type.endsWith("json")) {
                    String where = method + " " + url + " ";
                    schemas.problems(RestClient.JSON.readTree(answer.body), media.getSchema())
                            .forEach(p -> problems.add(where + p));
                }
            }
        }
        assertThat(problems).as(String.join("\n", checked)).isEmpty();
        assertThat(checked).hasSize(18);
    }

    @Test
    void everyErrorAnswerOfEveryRouteIsGivenAsTheDocumentSays() {
        OpenApiSchemaCheck schemas = new OpenApiSchemaCheck(api);
        Map<String, ApiResponse> declared = new java.util.TreeMap<>();
        api.getPaths().forEach((path, item) -> item.readOperationsMap().forEach((method, operation) ->
                operation.getResponses().forEach((status, response) -> {
                    if (Integer.parseInt(status) >= 400) {
                        declared.put(method + " " + path + " " + status, response.get$ref() == null ? response
                                : api.getComponents().getResponses().get(response.get$ref().substring(
                                        response.get$ref().lastIndexOf('/') + 1)));
                    }
                })));
        Map<String, java.util.function.Supplier<HttpResponse<String>>> calls =
                new OpenApiErrorCalls(new RestClient(provider.restUrl(), Optional.empty()),
                        new RestClient(guarded.restUrl(), Optional.empty())).calls();

        assertThat(declared).hasSize(82);
        assertThat(calls.keySet()).as("the error answers provoked are those the document declares")
                .containsExactlyInAnyOrderElementsOf(declared.keySet());
        List<String> problems = new ArrayList<>();
        calls.forEach((answer, call) -> {
            HttpResponse<String> response = call.get();
            int status = Integer.parseInt(answer.substring(answer.lastIndexOf(' ') + 1));
            String type = response.headers().firstValue("Content-Type").orElse("").split(";")[0].trim();
            if (response.statusCode() != status) {
                problems.add(answer + ": answered " + response.statusCode() + " " + response.body());
            } else if (!type.equals("application/problem+json")) {
                problems.add(answer + ": answered " + type + " " + response.body());
            } else {
                JsonNode problem = json(response);
                schemas.problems(problem, declared.get(answer).getContent().get(type).getSchema())
                        .forEach(p -> problems.add(answer + ": " + p + " in " + response.body()));
                if (problem.path("status").asInt() != status) {
                    problems.add(answer + ": the problem's status is " + problem.path("status"));
                }
            }
        });
        assertThat(problems).isEmpty();
    }

    /** Ids the routes' path parameters take: an agreement and two negotiations (pending agreements are made per call). */
    private static Map<String, String> fixtures() {
        String agreement = json(rest.postJson("/agreements", JOB.formatted("route walk", ""))).get("agreementId").asText();
        String negotiation = json(rest.postJson("/negotiations", "{\"template\":\"librasla-job\"}")).get("negotiationId").asText();
        String toEnd = json(rest.postJson("/negotiations", "{\"template\":\"librasla-job\"}")).get("negotiationId").asText();
        return new java.util.LinkedHashMap<>(Map.of("templateId", "librasla-job", "agreementId", agreement,
                "negotiationId", negotiation, "negotiationToEnd", toEnd));
    }

    private record Answer(int status, String contentType, String body) {}

    private static Answer call(String method, String template, String url) throws Exception {
        if (template.startsWith("/pending/")) {
            url = url.replace(url.split("/")[2], "PENDING");
        }
        if (url.contains("PENDING")) {
            String pending = json(rest.postJson("/agreements", JOB.formatted("pending " + template, ",\"pending\":true")))
                    .get("agreementId").asText();
            url = url.replace("PENDING", pending);
        }
        if (template.equals("/events")) {
            HttpResponse<InputStream> stream = HttpClient.newHttpClient().send(rest.request(url + "?after=0").GET().build(),
                    HttpResponse.BodyHandlers.ofInputStream());
            String first = new String(stream.body().readNBytes(8), java.nio.charset.StandardCharsets.UTF_8);
            stream.body().close();
            return new Answer(stream.statusCode(), stream.headers().firstValue("Content-Type").orElse(""), first);
        }
        HttpResponse<String> response = switch (method) {
            case "GET" -> rest.get(url);
            case "DELETE" -> rest.send(rest.request(url).DELETE());
            default -> rest.postJson(url, body(template));
        };
        return new Answer(response.statusCode(), response.headers().firstValue("Content-Type").orElse(""), response.body());
    }

    private static String body(String template) {
        return switch (template) {
            case "/agreements" -> JOB.formatted("walked create", "");
            case "/negotiations" -> "{\"template\":\"librasla-job\"}";
            case "/negotiations/{negotiationId}/offers" -> "{\"template\":\"librasla-job\",\"values\":{\"cpus\":4}}";
            case "/pending/{agreementId}/reject" -> "{\"reason\":\"walked\"}";
            default -> "{}";
        };
    }

    /** GET and POST before DELETE, so that a resource is read before it is ended. */
    private static List<Map.Entry<PathItem.HttpMethod, Operation>> ordered(PathItem item) {
        return item.readOperationsMap().entrySet().stream()
                .sorted(Map.Entry.comparingByKey((a, b) -> Boolean.compare(a == PathItem.HttpMethod.DELETE,
                        b == PathItem.HttpMethod.DELETE)))
                .map(e -> Map.entry(e.getKey(), e.getValue())).toList();
    }
}
