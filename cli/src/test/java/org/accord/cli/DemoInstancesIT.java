package org.accord.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.accord.localpostgres.PostgresRequired;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@code ./accord demo --instances 2}: two provider processes over a local PostgreSQL show the same agreements in
 * the same states, the leader is killed, the other takes over within the lease and completes every agreement.
 */
@ExtendWith(PostgresRequired.class)
class DemoInstancesIT {

    private static final Pattern AGREEMENT_ROW = Pattern.compile("^  (\\S{20,})((?: +\\S+)+)\\s*$", Pattern.MULTILINE);

    @Test
    @Timeout(300)
    void twoInstancesShowTheSameAgreementsAndTheSurvivorTakesOverAndCompletesThem() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();

        int exit = AccordCli.commandLine(new PrintWriter(out, true), new PrintWriter(err, true))
                .execute("demo", "--instances", "2", "--jobs", "4");

        String story = out.toString();
        assertThat(exit).as("stderr: %s%nstdout: %s", err, story).isZero();
        assertThat(story).contains("instance A: http://127.0.0.1:", "instance B: http://127.0.0.1:",
                "4 agreements created through instance A", "every instance reports the same agreements");
        List<String> firstTable = rows(story.substring(story.indexOf("4 agreements created"), story.indexOf("kill -9")));
        assertThat(firstTable).hasSize(4).allSatisfy(states -> {
            String[] atEach = states.trim().split(" +");
            assertThat(atEach).hasSize(2).containsOnly("Observed");
        });
        Matcher takeover = Pattern.compile("instance ([AB]) took the lease ([0-9.]+) s after the kill").matcher(story);
        assertThat(takeover.find()).as(story).isTrue();
        assertThat(story).contains("kill -9 instance " + (takeover.group(1).equals("A") ? "B" : "A"));
        assertThat(Double.parseDouble(takeover.group(2))).as("seconds to take over a 3 s lease").isLessThan(8);
        assertThat(story).contains("5 of 5 agreements Complete");
    }

    /** The states columns of the agreement rows in {@code table}. */
    private static List<String> rows(String table) {
        Matcher row = AGREEMENT_ROW.matcher(table);
        return row.results().filter(r -> !r.group(1).equals("agreement")).map(r -> r.group(2)).toList();
    }
}
