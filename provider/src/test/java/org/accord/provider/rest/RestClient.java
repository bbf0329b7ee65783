package org.accord.provider.rest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.SubmissionPublisher;

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

    /**
     * A POST whose body's first byte is sent at once and the rest {@code pause} later: a request that is slow
     * before the provider can do any work with it (the request-time limit counts from its arrival).
     */
    HttpResponse<String> postSlowly(String path, String contentType, String body, Duration pause) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        SubmissionPublisher<ByteBuffer> publisher = new SubmissionPublisher<>();
        CompletableFuture<HttpResponse<String>> answer = http.sendAsync(request(path)
                .header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.fromPublisher(publisher, bytes.length)).build(),
                HttpResponse.BodyHandlers.ofString());
        try {
            while (publisher.getNumberOfSubscribers() == 0 && !answer.isDone()) {
                Thread.sleep(1);
            }
            publisher.submit(ByteBuffer.wrap(bytes, 0, 1));
            Thread.sleep(pause.toMillis());
            publisher.submit(ByteBuffer.wrap(bytes, 1, bytes.length - 1));
            publisher.close(); // the body is complete
            return answer.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the slow POST to " + path + " failed", e.getCause());
        }
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
