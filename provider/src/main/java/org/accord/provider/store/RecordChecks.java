package org.accord.provider.store;

import java.time.Instant;
import java.util.Objects;

/** Argument checks shared by the stored records; the limits match the column sizes of the schema. */
final class RecordChecks {

    static final int MAX_ID = 128;
    static final int MAX_NAME = 256;
    static final int MAX_STATE = 64;

    private RecordChecks() {}

    static void requireId(String name, String value, int maxLength) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(name + " must not be empty: '" + value + "'");
        }
        if (value.length() > maxLength) {
            throw new IllegalArgumentException(
                    name + " must be at most " + maxLength + " characters: " + value.length());
        }
    }

    static void requireTimes(Instant created, Instant updated) {
        Objects.requireNonNull(created, "created");
        Objects.requireNonNull(updated, "updated");
        if (updated.isBefore(created)) {
            throw new IllegalArgumentException("updated must not be before created: " + updated + " < " + created);
        }
    }
}
