package org.accord.provider.rest;

import static org.accord.provider.rest.RestClient.json;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * For {@link OpenApiIT}: one request per error answer the OpenAPI document declares, keyed
 * {@code "METHOD /path STATUS"}, each provoking that answer for real. {@code main} is a provider with security
 * on (carol an operator, bob not) and a request size limit of {@value #MAX_MESSAGE_BYTES} bytes; {@code guarded}
 * the same users with a request-time limit of {@value #REQUEST_MILLIS} ms, where the bodies of the 503 calls
 * arrive later than that, and where, last of all, logins are throttled (429 on every route).
 */
final class OpenApiErrorCalls {

    static final int MAX_MESSAGE_BYTES = 65_536;
    static final int REQUEST_MILLIS = 1000;

    private static final String JOB = "{\"template\":\"librasla-job\",\"values\":{\"name\":\"%s\"}%s}";
    private static final String NEGOTIATION = "{\"template\":\"librasla-job\"}";
    private static final String OFFER = "{\"template\":\"librasla-job\",\"values\":{\"cpus\":4}}";
    private static final String UNKNOWN_TEMPLATE = "{\"template\":\"no-such-template\"}";
    private static final String UNREADABLE = "{\"template\":";
    private static final Duration LATE = Duration.ofMillis(REQUEST_MILLIS + 500);

    private final RestClient anonymous;
    private final RestClient carol;
    private final RestClient bob;
    private final RestClient guardedCarol;
    private final RestClient guesser;
    private final Map<String, Supplier<HttpResponse<String>>> calls = new LinkedHashMap<>();

    OpenApiErrorCalls(RestClient main, RestClient guarded) {
        this.anonymous = main;
        this.carol = main.as("carol", "operates");
        this.bob = main.as("bob", "builder");
        this.guardedCarol = guarded.as("carol", "operates");
        this.guesser = guarded.as("carol", "a guess");
    }

    /** The calls, in the order they must be made (the throttled logins last). */
    Map<String, Supplier<HttpResponse<String>>> calls() {
        String agreement = id(carol.postJson("/agreements", JOB.formatted("carol's", "")), "agreementId");
        String negotiation = id(carol.postJson("/negotiations", NEGOTIATION), "negotiationId");
        String ended = id(carol.postJson("/negotiations", NEGOTIATION), "negotiationId");
        carol.send(carol.request("/negotiations/" + ended).DELETE());
        String decided = id(carol.postJson("/agreements", JOB.formatted("decided", ",\"pending\":true")), "agreementId");
        carol.postJson("/pending/" + decided + "/accept", "");

        templates();
        agreements(agreement);
        agreement(agreement);
        reads();
        negotiations(negotiation, ended);
        pending(decided);
        late();
        throttled(agreement, negotiation);
        return calls;
    }

    private void templates() {
        put("GET /templates 401", () -> anonymous.get("/templates"));
        put("GET /templates/{templateId} 401", () -> anonymous.get("/templates/librasla-job"));
        put("GET /templates/{templateId} 404", () -> carol.get("/templates/no-such-template"));
    }

    private void agreements(String agreement) {
        put("GET /agreements 400", () -> carol.get("/agreements?limit=0"));
        put("GET /agreements 401", () -> anonymous.get("/agreements"));
        put("GET /agreements 403", () -> bob.get("/agreements?initiator=carol"));
        put("POST /agreements 400", () -> carol.postJson("/agreements", UNREADABLE));
        put("POST /agreements 401", () -> anonymous.postJson("/agreements", JOB.formatted("nobody's", "")));
        put("POST /agreements 409", () -> carol.postJson("/agreements",
                "{\"template\":\"librasla-job\",\"values\":{\"cpus\":1,\"tD1\":7200,\"deadline\":3600}}"));
        put("POST /agreements 413", () -> carol.postJson("/agreements", oversized()));
        put("POST /agreements 415", () -> carol.post("/agreements", "text/plain", "a job, please"));
        put("POST /agreements 422", () -> carol.postJson("/agreements", UNKNOWN_TEMPLATE));
    }

    private void agreement(String id) {
        for (String path : List.of("/agreements/{agreementId}", "/agreements/{agreementId}/document")) {
            String url = path.replace("{agreementId}", id);
            put("GET " + path + " 401", () -> anonymous.get(url));
            put("GET " + path + " 403", () -> bob.get(url));
            put("GET " + path + " 404", () -> carol.get(path.replace("{agreementId}", "no-such-agreement")));
        }
        String terminate = "/agreements/" + id + "/terminate";
        put("POST /agreements/{agreementId}/terminate 400", () -> carol.postJson(terminate, UNREADABLE));
        put("POST /agreements/{agreementId}/terminate 401", () -> anonymous.postJson(terminate, "{}"));
        put("POST /agreements/{agreementId}/terminate 403", () -> bob.postJson(terminate, "{}"));
        put("POST /agreements/{agreementId}/terminate 404",
                () -> carol.postJson("/agreements/no-such-agreement/terminate", "{}"));
        put("POST /agreements/{agreementId}/terminate 413", () -> carol.postJson(terminate, oversized()));
    }

    private void reads() {
        put("GET /violations 400", () -> carol.get("/violations?since=yesterday"));
        put("GET /violations 401", () -> anonymous.get("/violations"));
        put("GET /events 400", () -> carol.get("/events?after=the-start"));
        put("GET /events 401", () -> anonymous.get("/events"));
        put("GET /nodes 400", () -> carol.get("/nodes?past=-1"));
        put("GET /nodes 401", () -> anonymous.get("/nodes"));
        put("GET /nodes 403", () -> bob.get("/nodes"));
        put("GET /decisions 400", () -> carol.get("/decisions?after=the-start"));
        put("GET /decisions 401", () -> anonymous.get("/decisions"));
        put("GET /decisions 403", () -> bob.get("/decisions"));
    }

    private void negotiations(String negotiation, String ended) {
        put("POST /negotiations 400", () -> carol.postJson("/negotiations", UNREADABLE));
        put("POST /negotiations 401", () -> anonymous.postJson("/negotiations", NEGOTIATION));
        put("POST /negotiations 413", () -> carol.postJson("/negotiations", oversized()));
        put("POST /negotiations 415", () -> carol.post("/negotiations", "text/plain", "a negotiation, please"));
        put("POST /negotiations 422", () -> carol.postJson("/negotiations", UNKNOWN_TEMPLATE));
        String offers = "/negotiations/" + negotiation + "/offers";
        String path = "POST /negotiations/{negotiationId}/offers ";
        put(path + "400", () -> carol.postJson(offers, UNREADABLE));
        put(path + "401", () -> anonymous.postJson(offers, OFFER));
        put(path + "403", () -> bob.postJson(offers, OFFER));
        put(path + "404", () -> carol.postJson("/negotiations/no-such-negotiation/offers", OFFER));
        put(path + "409", () -> carol.postJson("/negotiations/" + ended + "/offers", OFFER));
        put(path + "413", () -> carol.postJson(offers, oversized()));
        put(path + "415", () -> carol.post(offers, "text/plain", "an offer"));
        put(path + "422", () -> carol.postJson(offers, "{\"template\":\"no-such-template\",\"values\":{}}"));
        String url = "/negotiations/" + negotiation;
        put("DELETE /negotiations/{negotiationId} 401", () -> anonymous.send(anonymous.request(url).DELETE()));
        put("DELETE /negotiations/{negotiationId} 403", () -> bob.send(bob.request(url).DELETE()));
        put("DELETE /negotiations/{negotiationId} 404",
                () -> carol.send(carol.request("/negotiations/no-such-negotiation").DELETE()));
    }

    private void pending(String decided) {
        put("GET /pending 401", () -> anonymous.get("/pending"));
        put("GET /pending 403", () -> bob.get("/pending"));
        for (String action : List.of("accept", "reject")) {
            String path = "POST /pending/{agreementId}/" + action + " ";
            String url = "/pending/" + decided + "/" + action;
            put(path + "401", () -> anonymous.postJson(url, "{}"));
            put(path + "403", () -> bob.postJson(url, "{}"));
            put(path + "404", () -> carol.postJson("/pending/no-such-agreement/" + action, "{}"));
            put(path + "409", () -> carol.postJson(url, "{}"));
            put(path + "413", () -> carol.postJson(url, oversized()));
        }
        put("POST /pending/{agreementId}/reject 400", () -> carol.postJson("/pending/" + decided + "/reject", UNREADABLE));
    }

    /** On the guarded provider: bodies that arrive after its request-time limit. */
    private void late() {
        put("POST /agreements 503", () -> guardedCarol.postSlowly("/agreements", "application/json",
                JOB.formatted("late", ""), LATE));
        put("POST /negotiations 503", () -> guardedCarol.postSlowly("/negotiations", "application/json",
                NEGOTIATION, LATE));
        put("POST /negotiations/{negotiationId}/offers 503", () -> guardedCarol.postSlowly("/negotiations/"
                + guardedNegotiation() + "/offers", "application/json", OFFER, LATE));
    }

    /** On the guarded provider, last: wrong passwords until its login throttle answers 429 on every route. */
    private void throttled(String agreement, String negotiation) {
        List<String> routes = List.of("GET /templates", "GET /templates/{templateId}", "GET /agreements",
                "POST /agreements", "GET /agreements/{agreementId}", "GET /agreements/{agreementId}/document",
                "POST /agreements/{agreementId}/terminate", "GET /violations", "GET /events", "POST /negotiations",
                "POST /negotiations/{negotiationId}/offers", "DELETE /negotiations/{negotiationId}", "GET /pending",
                "POST /pending/{agreementId}/accept", "POST /pending/{agreementId}/reject", "GET /nodes",
                "GET /decisions");
        for (String route : routes) {
            String method = route.substring(0, route.indexOf(' '));
            String url = route.substring(route.indexOf(' ') + 1).replace("{templateId}", "librasla-job")
                    .replace("{agreementId}", agreement).replace("{negotiationId}", negotiation);
            put(route + " 429", () -> untilThrottled(method, url));
        }
    }

    private HttpResponse<String> untilThrottled(String method, String url) {
        HttpResponse<String> answer = null;
        for (int attempt = 0; attempt < 12 && (answer == null || answer.statusCode() != 429); attempt++) {
            answer = switch (method) {
                case "GET" -> guesser.get(url);
                case "DELETE" -> guesser.send(guesser.request(url).DELETE());
                default -> guesser.postJson(url, "{}");
            };
        }
        return answer;
    }

    private String guardedNegotiation() {
        HttpResponse<String> started = null;
        for (int attempt = 0; attempt < 5 && (started == null || started.statusCode() != 201); attempt++) {
            started = guardedCarol.postJson("/negotiations", NEGOTIATION); // a busy machine may be slower than the limit
        }
        return id(started, "negotiationId");
    }

    private void put(String answer, Supplier<HttpResponse<String>> call) {
        calls.put(answer, call);
    }

    private static String oversized() {
        return "{\"reason\":\"" + "x".repeat(MAX_MESSAGE_BYTES) + "\"}";
    }

    private static String id(HttpResponse<String> created, String field) {
        if (created.statusCode() / 100 != 2) {
            throw new AssertionError("a fixture was refused: " + created.statusCode() + " " + created.body());
        }
        return json(created).get(field).asText();
    }
}
