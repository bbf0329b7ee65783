package org.accord.provider.config;

import java.time.Duration;

/**
 * What one initiator and one request may take of the provider (keys {@code limits.initiator.*} and
 * {@code limits.request.millis}); a request crossing one is refused with a LIMIT_EXCEEDED fault naming it.
 *
 * @param liveAgreementsPerInitiator most agreements one initiator may hold that are not yet ended (Observed,
 *     Processing, terminating), at least 1 ({@code limits.initiator.agreements})
 * @param pendingAgreementsPerInitiator most Pending agreements (offers waiting for an operator's decision) one
 *     initiator may hold, at least 1 ({@code limits.initiator.pending})
 * @param requestTime the longest a create, initiateNegotiation or negotiate may take from its arrival to the
 *     moment it would store something, at least 1 ms ({@code limits.request.millis})
 * @param openNegotiationsPerInitiator most negotiations one initiator may hold that are not terminated, at least
 *     1 ({@code limits.initiator.negotiations})
 */
public record RequestLimits(int liveAgreementsPerInitiator, int pendingAgreementsPerInitiator, Duration requestTime,
        int openNegotiationsPerInitiator) {

    public static final String LIVE_AGREEMENTS = "limits.initiator.agreements";
    public static final String PENDING_AGREEMENTS = "limits.initiator.pending";
    public static final String REQUEST_MILLIS = "limits.request.millis";
    public static final String OPEN_NEGOTIATIONS = "limits.initiator.negotiations";

    /** The default of {@code limits.initiator.negotiations}, as the defaults file states it. */
    public static final int DEFAULT_OPEN_NEGOTIATIONS = 1000;

    public RequestLimits {
        if (liveAgreementsPerInitiator < 1) {
            throw SettingsException.badValue(Setting.LIMIT_INITIATOR_AGREEMENTS, liveAgreementsPerInitiator,
                    "must be at least 1");
        }
        if (pendingAgreementsPerInitiator < 1) {
            throw SettingsException.badValue(Setting.LIMIT_INITIATOR_PENDING, pendingAgreementsPerInitiator,
                    "must be at least 1");
        }
        if (requestTime == null || requestTime.toMillis() < 1) {
            throw SettingsException.badValue(Setting.LIMIT_REQUEST_MILLIS, requestTime, "must be at least 1 ms");
        }
        if (openNegotiationsPerInitiator < 1) {
            throw SettingsException.badValue(Setting.LIMIT_INITIATOR_NEGOTIATIONS, openNegotiationsPerInitiator,
                    "must be at least 1");
        }
    }

    /** These limits with {@code limits.initiator.negotiations} at its default. */
    public RequestLimits(int liveAgreementsPerInitiator, int pendingAgreementsPerInitiator, Duration requestTime) {
        this(liveAgreementsPerInitiator, pendingAgreementsPerInitiator, requestTime, DEFAULT_OPEN_NEGOTIATIONS);
    }
}
