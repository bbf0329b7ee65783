package org.accord.provider.rest;

import static java.time.Duration.ofSeconds;
import static org.accord.provider.rest.RestClient.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The event stream: a client sees its agreement go created -> started -> completed, and resumes without loss. */
class RestEventsIT {

    /** 4 CPUs x t_D1 8 s: two seconds of simulated work on the real-time clock. */
    private static final String SHORT_JOB = "{\"template\":\"librasla-job\",\"values\":{\"tD1\":8,\"deadline\":600,\"name\":\"%s\"}}";

    @TempDir
    static Path dataDir;

    private static EmbeddedProvider provider;
    private static RestClient rest;

    @BeforeAll
    static void start() {
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.CLOCK_SPEEDUP, "1")));
        rest = new RestClient(provider.restUrl(), Optional.empty());
    }

    @AfterAll
    static void stop() {
        provider.close();
    }

    @Test
    void aClientSeesItsAgreementCreatedStartedAndCompletedInOrder() {
        assertTimeoutPreemptively(ofSeconds(60), () -> {
            try (EventStream events = EventStream.open(rest, "")) {
                String id = json(rest.postJson("/agreements", SHORT_JOB.formatted("watched"))).get("agreementId").asText();

                List<EventStream.Event> seen = events.until("completed").stream()
                        .filter(e -> e.data().get("agreementId").asText().equals(id)).toList();

                assertThat(seen).extracting(EventStream.Event::type).containsExactly("created", "started", "completed");
                assertThat(seen).extracting(EventStream.Event::id).isSorted();
                assertThat(seen.get(2).data().get("state").asText()).isEqualTo("Complete");
            }
            String id = json(rest.get("/agreements?state=Complete")).get("items").get(0).get("agreementId").asText();
            assertThat(json(rest.get("/agreements/" + id)).get("guarantees").get(0).get("state").asText())
                    .isEqualTo("Fulfilled");
        });
    }

    @Test
    void aClientResumesAfterADroppedConnectionWithoutLosingAnEvent() {
        assertTimeoutPreemptively(ofSeconds(60), () -> {
            String id = json(rest.postJson("/agreements", SHORT_JOB.formatted("resumed"))).get("agreementId").asText();
            List<EventStream.Event> seen = new ArrayList<>();
            try (EventStream first = EventStream.open(rest, "?after=0&agreement=" + id)) {
                seen.add(first.next());
            }
            while (!json(rest.get("/agreements/" + id)).get("state").asText().equals("Complete")) {
                Thread.sleep(200);
            }
            try (EventStream resumed = EventStream.open(rest, "?agreement=" + id,
                    "Last-Event-ID", String.valueOf(seen.get(0).id()))) {
                seen.addAll(resumed.until("completed"));
            }

            assertThat(seen).extracting(EventStream.Event::type).containsExactly("created", "started", "completed");
            assertThat(seen).extracting(e -> e.data().get("agreementId").asText()).containsOnly(id);
        });
    }

    @Test
    void aClientResumingWithAnIdFromBeforeARestartIsToldOfTheGapAndGetsEveryEventOfTheNewRun(@TempDir Path own) {
        assertTimeoutPreemptively(ofSeconds(60), () -> {
            long before;
            try (EmbeddedProvider first = startOn(own)) {
                RestClient client = new RestClient(first.restUrl(), Optional.empty());
                String id = json(client.postJson("/agreements", SHORT_JOB.formatted("before"))).get("agreementId").asText();
                try (EventStream events = EventStream.open(client, "?after=0&agreement=" + id)) {
                    before = events.next().id();
                }
            }
            try (EmbeddedProvider second = startOn(own)) {
                RestClient client = new RestClient(second.restUrl(), Optional.empty());
                String id = json(client.postJson("/agreements", SHORT_JOB.formatted("after"))).get("agreementId").asText();

                try (EventStream resumed = EventStream.open(client, "", "Last-Event-ID", String.valueOf(before))) {
                    assertThat(resumed.next().type()).as("the events after %s are not held", before).isEqualTo("gap");
                    EventStream.Event created = resumed.next();
                    assertThat(created.type()).isEqualTo("created");
                    assertThat(created.data().get("agreementId").asText()).isEqualTo(id);
                    assertThat(created.id()).as("ids of a new run are above the earlier run's").isGreaterThan(before);
                }
                try (EventStream unknown = EventStream.open(client, "?after=" + Long.MAX_VALUE)) {
                    assertThat(unknown.next().type()).as("an id the provider never gave").isEqualTo("gap");
                    assertThat(unknown.next().data().get("agreementId").asText()).isEqualTo(id);
                }
                try (EventStream all = EventStream.open(client, "?after=0")) {
                    assertThat(all.next().type()).as("after=0 replays what is held, no gap").isEqualTo("created");
                }
            }
        });
    }

    private static EmbeddedProvider startOn(Path data) {
        return EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, data.toString(), Setting.CLOCK_SPEEDUP, "1")));
    }

    @Test
    void refusesAnUnreadableLastEventId() {
        assertThat(rest.get("/events?after=soon").statusCode()).isEqualTo(400);
    }

    @Test
    void listsNoViolationsWhenEveryGuaranteeWasMet() {
        assertThat(json(rest.get("/violations?since=2000-01-01T00:00:00Z"))).isEmpty();
        assertThat(rest.get("/violations?since=yesterday").statusCode()).isEqualTo(400);
    }
}
