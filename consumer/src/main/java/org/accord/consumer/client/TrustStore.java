package org.accord.consumer.client;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.KeyStoreException;
import java.security.UnrecoverableKeyException;
import java.util.Collections;
import java.util.Locale;
import java.util.Objects;

import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;

/**
 * The certificates a client trusts when it talks HTTPS to a provider whose certificate is self-signed or
 * issued by a private CA: a key store file ({@code PKCS12}, the default, or {@code JKS}) holding the
 * provider's certificate or its CA's, and the store's password. It replaces the JDK's default trusted CAs
 * for that provider, as {@code curl --cacert} does. {@link #toString()} hides the password.
 */
public record TrustStore(Path file, String type, String password) {

    /** The store type when none is named. */
    public static final String DEFAULT_TYPE = "PKCS12";

    public TrustStore {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(password, "password");
        if (type.isBlank()) {
            throw new IllegalArgumentException("truststore type must not be blank");
        }
    }

    /** A {@value #DEFAULT_TYPE} trust store. */
    public static TrustStore pkcs12(Path file, String password) {
        return new TrustStore(file, DEFAULT_TYPE, password);
    }

    /**
     * Reads the store and returns trust managers for its certificates.
     *
     * @throws IllegalArgumentException naming the file when it is missing, unreadable, of another type,
     *         opened with the wrong password, or holds no certificate
     */
    public TrustManager[] trustManagers() {
        KeyStore store = read();
        try {
            if (Collections.list(store.aliases()).stream().noneMatch(alias -> hasCertificate(store, alias))) {
                throw new IllegalArgumentException("truststore " + file + " holds no certificate");
            }
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(store);
            return trust.getTrustManagers();
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("cannot use truststore " + file + ": " + e.getMessage(), e);
        }
    }

    private KeyStore read() {
        KeyStore store;
        try {
            store = KeyStore.getInstance(type.toUpperCase(Locale.ROOT));
        } catch (KeyStoreException e) {
            throw new IllegalArgumentException("unknown truststore type '" + type + "' (PKCS12 or JKS)", e);
        }
        try (InputStream in = Files.newInputStream(file)) {
            store.load(in, password.toCharArray());
            return store;
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("truststore " + file + " does not exist", e);
        } catch (IOException e) {
            if (e.getCause() instanceof UnrecoverableKeyException) {
                throw new IllegalArgumentException("wrong password for truststore " + file, e);
            }
            if (Files.isDirectory(file) || !Files.isReadable(file)) {
                throw new IllegalArgumentException("cannot read truststore " + file + ": " + e.getMessage(), e);
            }
            throw new IllegalArgumentException("truststore " + file + " is not a PKCS12 or JKS key store ("
                    + e.getMessage() + "); make one from a PEM certificate with: keytool -importcert -file CERT.pem"
                    + " -alias provider -storetype PKCS12 -keystore truststore.p12", e);
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("cannot read truststore " + file + ": " + e.getMessage(), e);
        }
    }

    private static boolean hasCertificate(KeyStore store, String alias) {
        try {
            return store.getCertificate(alias) != null;
        } catch (KeyStoreException e) {
            return false;
        }
    }

    @Override
    public String toString() {
        return "TrustStore[file=" + file + ", type=" + type + "]";
    }
}
