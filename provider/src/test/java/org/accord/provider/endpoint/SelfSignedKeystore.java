package org.accord.provider.endpoint;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.util.concurrent.TimeUnit;

/**
 * A test fixture: a PKCS#12 key store with a fresh self-signed EC certificate, made at test time by the JDK's
 * keytool (no key material in git), one password for the store and its key. {@link #trustStore} writes the
 * certificate alone into a trust store, as a client of a provider with a self-signed certificate would hold it.
 */
public record SelfSignedKeystore(Path file, String password) {

    /**
     * Makes {@code file} with a certificate for {@code commonName} and the subject alternative names {@code san}
     * (keytool's syntax, e.g. {@code ip:127.0.0.1} or {@code dns:provider.example.org}), valid for two days.
     */
    public static SelfSignedKeystore create(Path file, String commonName, String san, String password)
            throws IOException, InterruptedException {
        Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair", "-alias", "accord", "-keyalg", "EC", "-groupname", "secp256r1", "-validity", "2",
                "-dname", "CN=" + commonName, "-ext", "SAN=" + san, "-storetype", "PKCS12",
                "-keystore", file.toString(), "-storepass", password, "-keypass", password)
                .redirectErrorStream(true).start();
        String output = new String(keytool.getInputStream().readAllBytes());
        if (!keytool.waitFor(60, TimeUnit.SECONDS) || keytool.exitValue() != 0) {
            throw new IllegalStateException("keytool failed: " + output);
        }
        return new SelfSignedKeystore(file, password);
    }

    /** The certificate, loaded from the key store. */
    public Certificate certificate() throws IOException, GeneralSecurityException {
        return KeyStore.getInstance(file.toFile(), password.toCharArray()).getCertificate("accord");
    }

    /** Writes a trust store of {@code type} (PKCS12 or JKS) holding only this certificate, under {@code storePassword}. */
    public Path trustStore(Path target, String type, String storePassword) throws IOException, GeneralSecurityException {
        KeyStore store = KeyStore.getInstance(type);
        store.load(null, null);
        store.setCertificateEntry("provider", certificate());
        try (OutputStream out = Files.newOutputStream(target)) {
            store.store(out, storePassword.toCharArray());
        }
        return target;
    }
}
