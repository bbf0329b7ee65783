package org.accord.consumer.client;

import java.net.URI;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * How to reach one provider: its base URL (the endpoints are {@code BASE/services/NAME}, or the URL
 * itself when it already ends in {@code /services}), the connection and receive timeouts of every call,
 * optional HTTP Basic credentials, the retry policy of idempotent calls, whether offers are checked
 * against their template before they are sent (on by default; off only to see the provider's own refusal),
 * and, for an {@code https} URL, the {@link TrustStore} that vouches for the provider's certificate (none:
 * the JDK's default CAs). Host names are always verified against the certificate.
 */
public record ClientSettings(URI baseUrl, Duration connectTimeout, Duration receiveTimeout,
                             Optional<Credentials> credentials, RetryPolicy retry, boolean checkOffersLocally,
                             Optional<TrustStore> trustStore) {

    /** Default connection timeout: a provider on the network answers a TCP handshake well within it. */
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(5);
    /** Default receive timeout: an admission decision with re-planning stays well within it. */
    public static final Duration DEFAULT_RECEIVE_TIMEOUT = Duration.ofSeconds(30);

    public ClientSettings {
        Objects.requireNonNull(baseUrl, "baseUrl");
        String scheme = baseUrl.getScheme();
        if (!"http".equalsIgnoreCase(scheme) && !"https".equalsIgnoreCase(scheme) || baseUrl.getHost() == null) {
            throw new IllegalArgumentException("provider URL must be an http(s) URL with a host: " + baseUrl);
        }
        requirePositive("connect timeout", connectTimeout);
        requirePositive("receive timeout", receiveTimeout);
        Objects.requireNonNull(credentials, "credentials");
        Objects.requireNonNull(retry, "retry");
        Objects.requireNonNull(trustStore, "trustStore");
    }

    /**
     * Settings for the provider at {@code url} with default timeouts, no credentials and
     * {@link RetryPolicy#standard()}.
     *
     * @throws IllegalArgumentException when the URL is not an http(s) URL with a host
     */
    public static ClientSettings of(String url) {
        URI uri;
        try {
            uri = URI.create(url.trim());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("provider URL is not a URL: " + url, e);
        }
        return new ClientSettings(uri, DEFAULT_CONNECT_TIMEOUT, DEFAULT_RECEIVE_TIMEOUT, Optional.empty(),
                RetryPolicy.standard(), true, Optional.empty());
    }

    public ClientSettings withTimeouts(Duration connect, Duration receive) {
        return new ClientSettings(baseUrl, connect, receive, credentials, retry, checkOffersLocally, trustStore);
    }

    public ClientSettings withCredentials(Credentials basic) {
        return new ClientSettings(baseUrl, connectTimeout, receiveTimeout, Optional.of(basic), retry, checkOffersLocally,
                trustStore);
    }

    public ClientSettings withRetry(RetryPolicy policy) {
        return new ClientSettings(baseUrl, connectTimeout, receiveTimeout, credentials, policy, checkOffersLocally,
                trustStore);
    }

    /** These settings with local offer checks on or off. */
    public ClientSettings withLocalChecks(boolean check) {
        return new ClientSettings(baseUrl, connectTimeout, receiveTimeout, credentials, retry, check, trustStore);
    }

    /** These settings trusting the certificates of {@code store} (for an {@code https} provider URL). */
    public ClientSettings withTrustStore(TrustStore store) {
        return new ClientSettings(baseUrl, connectTimeout, receiveTimeout, credentials, retry, checkOffersLocally,
                Optional.of(store));
    }

    /** Whether the provider URL is {@code https}. */
    public boolean https() {
        return "https".equalsIgnoreCase(baseUrl.getScheme());
    }

    /** The address of the endpoint {@code name}, e.g. {@code http://host:8080/services/AgreementFactory}. */
    public String endpoint(String name) {
        String base = baseUrl.toString().replaceAll("/+$", "");
        return (base.endsWith("/services") ? base : base + "/services") + "/" + name;
    }

    private static void requirePositive(String name, Duration value) {
        Objects.requireNonNull(value, name);
        if (value.isNegative() || value.isZero()) {
            throw new IllegalArgumentException(name + " must be positive: " + value);
        }
    }
}
