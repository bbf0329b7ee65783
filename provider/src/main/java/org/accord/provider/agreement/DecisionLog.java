package org.accord.provider.agreement;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One log line per decision, at INFO on the logger {@value #LOGGER}: the message {@code decision} with the
 * key-value pairs {@code agreementId}, {@code initiator}, {@code templateId}, {@code operation},
 * {@code outcome}, {@code reason} and {@code ms} (SLF4J's key-values: Logback's pattern prints them with
 * {@code %kvp}, its JSON encoder as fields). Written on the request's thread, so the line carries the
 * request id too.
 */
public final class DecisionLog implements DecisionListener {

    /** The decisions' logger name. */
    public static final String LOGGER = "org.accord.provider.decisions";

    private static final Logger LOG = LoggerFactory.getLogger(LOGGER);

    @Override
    public void decided(Decision decision) {
        if (!LOG.isInfoEnabled()) {
            return;
        }
        LOG.atInfo().addKeyValue("agreementId", decision.agreementId())
                .addKeyValue("initiator", decision.initiator())
                .addKeyValue("templateId", decision.templateId())
                .addKeyValue("operation", decision.operation())
                .addKeyValue("outcome", decision.outcome().label())
                .addKeyValue("reason", decision.reason())
                .addKeyValue("ms", String.format(java.util.Locale.ROOT, "%.3f", decision.millis()))
                .log("decision");
    }
}
