package org.accord.provider.store;

/**
 * A record version with its fields that the store keeps as text ({@link RecordEncoding}), encoded once: the
 * journal entry and the database row written for that version share them instead of encoding them twice.
 *
 * @param record the record
 * @param state its state's WS-Agreement name
 * @param serviceTerms its service-term states as JSON
 * @param guarantees its guarantee outcomes as JSON
 * @param placement its allocation as JSON, or null before admission placed it
 */
public record EncodedRecord(AgreementRecord record, String state, String serviceTerms, String guarantees,
        String placement) {

    /** {@code record} with its fields encoded. */
    public static EncodedRecord of(AgreementRecord record) {
        return new EncodedRecord(record, RecordEncoding.state(record.state()),
                RecordEncoding.serviceTerms(record.serviceTerms()), RecordEncoding.guarantees(record.guarantees()),
                record.placement().map(RecordEncoding::allocation).orElse(null));
    }

    /**
     * {@code record}, a later version of {@code previous}'s record, with its fields encoded; the placement's JSON,
     * the costliest, is {@code previous}'s when the placement did not change (most updates change only states).
     */
    public static EncodedRecord of(AgreementRecord record, EncodedRecord previous) {
        if (!record.placement().equals(previous.record().placement())) {
            return of(record);
        }
        return new EncodedRecord(record, RecordEncoding.state(record.state()),
                RecordEncoding.serviceTerms(record.serviceTerms()), RecordEncoding.guarantees(record.guarantees()),
                previous.placement());
    }

    /** The record's id. */
    public String agreementId() {
        return record.agreementId();
    }
}
