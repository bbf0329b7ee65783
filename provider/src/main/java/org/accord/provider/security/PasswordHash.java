package org.accord.provider.security;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * A salted PBKDF2-HMAC-SHA256 password hash, written in a user file as
 * {@code pbkdf2-sha256:ITERATIONS:SALT:HASH}.
 *
 * @param iterations PBKDF2 iterations, at least 1
 * @param salt the salt, in Base64
 * @param hash the derived 256-bit key, in Base64
 */
public record PasswordHash(int iterations, String salt, String hash) {

    /** The scheme name in the file. */
    public static final String SCHEME = "pbkdf2-sha256";
    /** Iterations for new hashes: OWASP's 2023 recommendation for PBKDF2-HMAC-SHA256 is 600,000. */
    public static final int DEFAULT_ITERATIONS = 600_000;

    private static final int SALT_BYTES = 16;
    private static final int HASH_BITS = 256;
    private static final SecureRandom RANDOM = new SecureRandom();

    public PasswordHash {
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations must be at least 1: " + iterations);
        }
        decode("salt", salt);
        decode("hash", hash);
    }

    /** Hashes {@code password} with a fresh random salt. */
    public static PasswordHash create(char[] password, int iterations) {
        byte[] salt = new byte[SALT_BYTES];
        RANDOM.nextBytes(salt);
        Base64.Encoder base64 = Base64.getEncoder();
        return new PasswordHash(iterations, base64.encodeToString(salt),
                base64.encodeToString(derive(password, salt, iterations)));
    }

    /** Parses {@code pbkdf2-sha256:ITERATIONS:SALT:HASH}. */
    public static PasswordHash parse(String text) {
        String[] parts = text.split(":");
        if (parts.length != 4 || !parts[0].equals(SCHEME)) {
            throw new IllegalArgumentException("not a " + SCHEME + ":ITERATIONS:SALT:HASH password hash");
        }
        try {
            return new PasswordHash(Integer.parseInt(parts[1]), parts[2], parts[3]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("iterations is not a number: " + parts[1], e);
        }
    }

    /** Whether {@code password} hashes to this hash (compared in constant time). */
    public boolean matches(char[] password) {
        byte[] derived = derive(password, decode("salt", salt), iterations);
        return MessageDigest.isEqual(decode("hash", hash), derived);
    }

    /** The file form, {@code pbkdf2-sha256:ITERATIONS:SALT:HASH}. */
    public String format() {
        return SCHEME + ":" + iterations + ":" + salt + ":" + hash;
    }

    private static byte[] decode(String name, String base64) {
        try {
            byte[] bytes = Base64.getDecoder().decode(base64);
            if (bytes.length == 0) {
                throw new IllegalArgumentException(name + " must not be empty");
            }
            return bytes;
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new IllegalArgumentException(name + " is not Base64: " + base64, e);
        }
    }

    private static byte[] derive(char[] password, byte[] salt, int iterations) {
        PBEKeySpec spec = new PBEKeySpec(password, salt, iterations, HASH_BITS);
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("PBKDF2WithHmacSHA256 is not available in this JVM", e);
        } finally {
            spec.clearPassword();
        }
    }
}
