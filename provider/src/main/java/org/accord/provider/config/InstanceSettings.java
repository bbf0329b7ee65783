package org.accord.provider.config;

/**
 * Several provider instances over one PostgreSQL database (keys {@code instances.*}; docs/instances.md).
 *
 * @param shared whether this provider is one of several over its {@code jdbc.url} (a PostgreSQL database):
 *     admission under the database's capacity-pool lock, execution by the one instance holding the leader's lease
 *     ({@code instances.shared})
 * @param leaseSeconds how long the leader's lease lasts without renewal, so the longest a killed leader's work
 *     waits for another instance to take over; renewed every third of it ({@code instances.lease.seconds})
 */
public record InstanceSettings(boolean shared, double leaseSeconds) {

    public InstanceSettings {
        if (!(leaseSeconds >= 1) || !Double.isFinite(leaseSeconds)) {
            throw SettingsException.badValue(Setting.INSTANCES_LEASE_SECONDS, leaseSeconds,
                    "must be a number of seconds, at least 1");
        }
    }

    /** The lease as a duration. */
    public java.time.Duration lease() {
        return java.time.Duration.ofMillis(Math.round(leaseSeconds * 1000));
    }
}
