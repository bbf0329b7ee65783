package org.accord.demo;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.accord.agreement.AgreementStatus;
import org.accord.consumer.client.AccordClientException;

/**
 * Follows accepted agreements through the client until each has ended (a final WS-Agreement state), by
 * asking the provider for the state of every open one in rounds a fraction of a second apart. Gives up
 * after {@code limit}: an agreement still open then is reported as not ended. A state the provider cannot
 * give right now (an unreachable moment) is simply asked again next round.
 */
final class CompletionWatch {

    private static final Duration ROUND = Duration.ofMillis(200);

    private final DemoProgress progress;

    CompletionWatch(DemoProgress progress) {
        this.progress = progress;
    }

    List<AgreementEnd> await(List<OfferOutcome> accepted, Duration limit) {
        progress.awaiting(accepted.size());
        long giveUp = System.nanoTime() + limit.toNanos();
        List<OfferOutcome> open = new ArrayList<>(accepted);
        List<AgreementEnd> ended = new ArrayList<>();
        while (!open.isEmpty() && System.nanoTime() < giveUp) {
            open.removeIf(outcome -> ended(outcome, ended));
            pause();
        }
        return ended;
    }

    private boolean ended(OfferOutcome outcome, List<AgreementEnd> ended) {
        try {
            AgreementStatus status = outcome.agreement().orElseThrow().status();
            if (!status.state().isFinal()) {
                return false;
            }
            ended.add(new AgreementEnd(outcome, status));
            progress.ended();
            return true;
        } catch (AccordClientException notNow) {
            return false;
        }
    }

    private static void pause() {
        try {
            Thread.sleep(ROUND.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for agreements to complete", e);
        }
    }
}
