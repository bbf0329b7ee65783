package org.accord.provider.rest;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;

import com.fasterxml.jackson.core.JsonProcessingException;

import org.accord.provider.agreement.AgreementChange;
import org.accord.provider.agreement.AgreementFeed;

/**
 * {@code GET /events}: a Server-Sent Events stream of agreement changes ({@code created}, {@code accepted},
 * {@code started}, {@code completed}, {@code violated}, {@code terminated}, {@code rejected}), each with
 * its change number as {@code id} and {@link EventBody} as {@code data}. A caller sees only its own
 * agreements' changes unless it is an operator; {@code ?agreement=ID} narrows the stream to one agreement.
 *
 * <p>Resuming: a client that reconnects with {@code Last-Event-ID} (or {@code ?after=N}) receives every
 * change after that one that the provider still holds ({@link AgreementFeed}), so a dropped connection loses
 * nothing; without either the stream starts with the next change, and {@code ?after=0} replays every change
 * held. When changes after the one named are no longer held (it is from before a restart: the feed is not
 * stored, and a new run numbers above the old one; or the feed's capacity was passed), or the id is one this
 * provider never gave (higher than its latest), the stream begins with a {@code gap} event naming the oldest
 * change held, then carries every change held: the client should re-read the agreements it follows.
 * A comment line every {@value #HEARTBEAT_SECONDS} s keeps idle connections open and notices clients gone.
 */
@Path("/events")
public final class EventsResource {

    static final int HEARTBEAT_SECONDS = 10;
    private static final int BATCH = 256;

    private final AgreementFeed feed;
    private final org.accord.provider.security.Operators operators;

    EventsResource(AgreementFeed feed, org.accord.provider.security.Operators operators) {
        this.feed = feed;
        this.operators = operators;
    }

    @GET
    @Produces("text/event-stream")
    public Response events(@HeaderParam("Last-Event-ID") String lastEventId, @QueryParam("after") String after,
            @QueryParam("agreement") String agreementId) {
        RestCaller caller = RestCaller.current(operators);
        long from = position(Optional.ofNullable(lastEventId).or(() -> Optional.ofNullable(after)));
        StreamingOutput stream = out -> stream(out, caller, from, Optional.ofNullable(agreementId));
        return Response.ok(stream, "text/event-stream;charset=UTF-8").header("Cache-Control", "no-cache")
                .header("X-Accel-Buffering", "no").build();
    }

    private long position(Optional<String> given) {
        if (given.isEmpty()) {
            return feed.lastId();
        }
        try {
            long position = Long.parseLong(given.get().trim());
            if (position >= 0) {
                return position;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw Problems.invalidParameter("Last-Event-ID (or after) must be the id of an event, a number from 0: '"
                + given.get() + "'");
    }

    private void stream(OutputStream out, RestCaller caller, long asked, Optional<String> agreementId) throws IOException {
        long from = asked == 0 ? feed.firstId() - 1 : asked;
        long last = from;
        write(out, "retry: 3000\n\n");
        long oldest = feed.oldestId();
        boolean missed = from + 1 < oldest && from < feed.lastId();
        boolean unknown = from > feed.lastId();
        if (missed || unknown) {
            write(out, "event: gap\ndata: {\"oldestId\":" + oldest + "}\n\n");
            last = Math.min(from, oldest - 1);
        }
        try {
            while (true) {
                List<AgreementChange> changes = feed.await(last, Duration.ofSeconds(HEARTBEAT_SECONDS), BATCH);
                if (changes.isEmpty()) {
                    if (feed.closed()) {
                        return;
                    }
                    write(out, ": keep-alive\n\n");
                    continue;
                }
                StringBuilder batch = new StringBuilder();
                for (AgreementChange change : changes) {
                    last = change.id();
                    if (caller.sees(change.initiator()) && agreementId.map(change.agreementId()::equals).orElse(true)) {
                        batch.append(event(change));
                    }
                }
                if (batch.length() > 0) {
                    write(out, batch.toString());
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String event(AgreementChange change) throws JsonProcessingException {
        return "id: " + change.id() + "\nevent: " + change.type().wireName() + "\ndata: "
                + Json.MAPPER.writeValueAsString(EventBody.of(change)) + "\n\n";
    }

    private static void write(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    /** One event's data: the change's id and type, the agreement, its initiator and template, its state after, when. */
    record EventBody(long id, String type, String agreementId, String initiator, String templateId, String state,
            String at) {

        static EventBody of(AgreementChange change) {
            return new EventBody(change.id(), change.type().wireName(), change.agreementId(), change.initiator(),
                    change.templateId(), change.state().wsagName(), change.at().toString());
        }
    }
}
