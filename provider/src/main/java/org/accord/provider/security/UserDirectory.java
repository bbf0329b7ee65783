package org.accord.provider.security;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The users a provider accepts, checked by name and password.
 *
 * <p>PBKDF2 is deliberately slow (hundreds of milliseconds at the default iteration count), too slow to
 * run on every SOAP call. So after a password verifies, the directory remembers an HMAC-SHA256 of it
 * under a random key that lives only in this process's memory; later calls with the same password cost
 * one HMAC. A wrong password always pays the full PBKDF2 price. The memory is per user and replaced
 * when the user authenticates with another (correct) password.
 *
 * <p>An unknown user name costs the same as a wrong password: the password is checked against the user
 * file's most expensive hash (the result discarded), so response times do not tell which names exist.
 */
public final class UserDirectory {

    private final Map<String, PasswordHash> users;
    private final Map<String, byte[]> verified = new ConcurrentHashMap<>();
    private final SecretKeySpec memoryKey;
    private final Optional<PasswordHash> decoy;
    private final AtomicLong fullChecks = new AtomicLong();

    public UserDirectory(Map<String, PasswordHash> users) {
        this.users = Map.copyOf(users);
        this.decoy = this.users.values().stream().max(Comparator.comparingInt(PasswordHash::iterations));
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        this.memoryKey = new SecretKeySpec(key, "HmacSHA256");
    }

    /** The users in a user file ({@link UserFile}). */
    public static UserDirectory load(Path file) {
        return new UserDirectory(UserFile.read(file));
    }

    public Set<String> names() {
        return users.keySet();
    }

    /** The user's name if {@code password} is theirs; empty for an unknown user or a wrong password. */
    public Optional<String> authenticate(String name, String password) {
        if (password == null) {
            return Optional.empty();
        }
        PasswordHash hash = users.get(name);
        if (hash == null) {
            decoy.ifPresent(d -> d.matches(password.toCharArray()));
            fullChecks.incrementAndGet();
            return Optional.empty();
        }
        byte[] remembered = remember(password);
        byte[] known = verified.get(name);
        if (known != null && MessageDigest.isEqual(known, remembered)) {
            return Optional.of(name);
        }
        fullChecks.incrementAndGet();
        if (!hash.matches(password.toCharArray())) {
            return Optional.empty();
        }
        verified.put(name, remembered);
        return Optional.of(name);
    }

    /** How many full PBKDF2 checks were run, decoys for unknown names included (for tests). */
    long fullChecks() {
        return fullChecks.get();
    }

    private byte[] remember(String password) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(memoryKey);
            ByteBuffer bytes = StandardCharsets.UTF_8.encode(CharBuffer.wrap(password));
            mac.update(bytes);
            return mac.doFinal();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is not available in this JVM", e);
        }
    }
}
