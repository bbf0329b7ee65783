package org.accord.provider.server;

import java.io.IOException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.Objects;

import javax.net.ssl.KeyManagerFactory;

import org.apache.cxf.configuration.jsse.TLSServerParameters;

/**
 * The embedded server's TLS identity: a key store file (PKCS#12 or JKS, its type detected from the file)
 * holding the server's private key and certificate chain, under one password for the store and the key.
 * Made from the settings {@code tls.keystore} and {@code tls.keystore.password}.
 */
public record TlsKeystore(Path file, String password) {

    public TlsKeystore {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(password, "password");
    }

    /** CXF's server parameters for this key store, or a {@link PublishingException} naming the file. */
    TLSServerParameters serverParameters() {
        try {
            KeyStore store = KeyStore.getInstance(file.toFile(), password.toCharArray());
            KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keys.init(store, password.toCharArray());
            TLSServerParameters parameters = new TLSServerParameters();
            parameters.setKeyManagers(keys.getKeyManagers());
            return parameters;
        } catch (IOException | GeneralSecurityException e) {
            throw new PublishingException("cannot use key store " + file + " for HTTPS: " + e.getMessage(), e);
        }
    }

    /** Hides the password. */
    @Override
    public String toString() {
        return "TlsKeystore[file=" + file + "]";
    }
}
