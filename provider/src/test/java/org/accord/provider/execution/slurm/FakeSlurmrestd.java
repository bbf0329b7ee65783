package org.accord.provider.execution.slurm;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * An HTTP server on 127.0.0.1 that answers like slurmrestd: each {@code "METHOD /path"} gets a status and a body (a
 * recorded answer of 25.11.7's slurmrestd from {@code slurm/rest-v0.0.43/}, or a text), and every request is kept.
 */
final class FakeSlurmrestd implements AutoCloseable {
    /** One request as received. */
    record Request(String method, String path, String token, String body) {
    }

    private record Reply(int status, String contentType, String body) {
    }

    private final HttpServer server;
    private final Map<String, Reply> replies = new ConcurrentHashMap<>();
    final List<Request> requests = new CopyOnWriteArrayList<>();

    FakeSlurmrestd() {
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            String key = exchange.getRequestMethod() + " " + exchange.getRequestURI().getPath();
            requests.add(new Request(exchange.getRequestMethod(), exchange.getRequestURI().getPath(),
                    exchange.getRequestHeaders().getFirst("X-SLURM-USER-TOKEN"), body));
            Reply reply = replies.getOrDefault(key, new Reply(404, "text/plain", "Unable to find requested URL "
                    + "endpoint. Please query the '/openapi/v3' endpoint"));
            byte[] bytes = reply.body().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", reply.contentType());
            exchange.sendResponseHeaders(reply.status(), bytes.length);
            exchange.getResponseBody().write(bytes);
            exchange.close();
        });
        server.start();
        answer("GET /slurm/v0.0.43/ping/", 200, "ping.json");
    }

    /** Answers {@code request} ({@code "GET /slurm/..."}) with the recorded answer {@code fixture}. */
    FakeSlurmrestd answer(String request, int status, String fixture) {
        replies.put(request, new Reply(status, "application/json", fixture(fixture)));
        return this;
    }

    /** Answers {@code request} with {@code text}. */
    FakeSlurmrestd answerText(String request, int status, String contentType, String text) {
        replies.put(request, new Reply(status, contentType, text));
        return this;
    }

    URI url() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /** The requests other than the first ping, as {@code "METHOD /path"}. */
    List<String> asked() {
        return requests.stream().map(r -> r.method() + " " + r.path()).toList();
    }

    static String fixture(String name) {
        try (InputStream in = FakeSlurmrestd.class.getResourceAsStream("/slurm/rest-v0.0.43/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture slurm/rest-v0.0.43/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
