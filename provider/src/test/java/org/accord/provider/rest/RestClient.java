package org.accord.provider.rest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** A plain HTTP client of the REST binding for tests: what curl would send, answers parsed as JSON. */
final class RestClient {

    static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final String base;
    private final Optional<String> authorization;

    RestClient(String base, Optional<String[]> user) {
        this.base = base;
        this.authorization = user.map(u -> "Basic " + Base64.getEncoder()
                .encodeToString((u[0] + ":" + u[1]).getBytes(StandardCharsets.UTF_8)));
    }

    RestClient as(String user, String password) {
        return new RestClient(base, Optional.of(new String[] {user, password}));
    }

    String base() {
        return base;
    }

    HttpResponse<String> get(String path) {
        return send(request(path).GET());
    }

    HttpResponse<String> get(String path, String accept) {
        return send(request(path).header("Accept", accept).GET());
    }

    HttpResponse<String> post(String path, String contentType, String body, String... headers) {
        HttpRequest.Builder request = request(path).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body));
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        return send(request);
    }

    HttpResponse<String> postJson(String path, String json, String... headers) {
        return post(path, "application/json", json, headers);
    }

    HttpResponse<String> send(HttpRequest.Builder request) {
        try {
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    HttpRequest.Builder request(String path) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30));
        authorization.ifPresent(value -> request.header("Authorization", value));
        return request;
    }

    static JsonNode json(HttpResponse<String> response) {
        try {
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new AssertionError("not JSON (" + response.statusCode() + "): " + response.body(), e);
        }
    }
}
