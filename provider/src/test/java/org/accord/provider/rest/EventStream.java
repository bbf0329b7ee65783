package org.accord.provider.rest;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/** A Server-Sent Events reader for tests: opens {@code /events}, reads events one by one, and drops the connection on close. */
final class EventStream implements AutoCloseable {

    /** One event as received: its id, type and data. */
    record Event(long id, String type, JsonNode data) {}

    private final InputStream body;
    private final BufferedReader reader;
    final int status;

    private EventStream(HttpResponse<InputStream> response) {
        this.status = response.statusCode();
        this.body = response.body();
        this.reader = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8));
    }

    static EventStream open(RestClient rest, String query, String... headers) {
        HttpRequest.Builder request = rest.request("/events" + query).header("Accept", "text/event-stream")
                .timeout(java.time.Duration.ofMinutes(5));
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        try {
            return new EventStream(HttpClient.newHttpClient().send(request.GET().build(),
                    HttpResponse.BodyHandlers.ofInputStream()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The next event (comments and the retry line skipped); blocks until one comes. */
    Event next() {
        long id = -1;
        String type = "message";
        String data = null;
        try {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isEmpty()) {
                    if (data != null) {
                        return new Event(id, type, RestClient.JSON.readTree(data));
                    }
                    continue;
                }
                if (line.startsWith("id: ")) {
                    id = Long.parseLong(line.substring(4));
                } else if (line.startsWith("event: ")) {
                    type = line.substring(7);
                } else if (line.startsWith("data: ")) {
                    data = line.substring(6);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new IllegalStateException("the stream ended");
    }

    /** Events up to and including the first of type {@code last}. */
    List<Event> until(String last) {
        List<Event> events = new ArrayList<>();
        Event event;
        do {
            event = next();
            events.add(event);
        } while (!event.type().equals(last));
        return events;
    }

    @Override
    public void close() {
        try {
            body.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
