package org.accord.provider.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** SQL for the {@code accord_agreement} table, and the mapping between its rows and {@link AgreementRecord}. */
final class AgreementRows {

    private static final String COLUMNS = "agreement_id, initiator, offer_id, template_id, state, "
            + "service_term_states, guarantee_term_states, document, placement, created_at, updated_at";
    static final String INSERT = "INSERT INTO accord_agreement (" + COLUMNS + ", offer_key) "
            + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    static final String SELECT = "SELECT " + COLUMNS + " FROM accord_agreement";
    static final String BY_ID = SELECT + " WHERE agreement_id = ?";
    /**
     * Parameter: the offer's {@link OfferHash}. Rows whose keys collide are told apart by {@link #ofOffer}, not in the
     * SQL: with the initiator and offer id in the WHERE clause as well, a plan made while the table was small could
     * pick the initiator's index, and then read every agreement of a busy initiator on each look-up.
     */
    static final String BY_OFFER = SELECT + " WHERE offer_key = ?";
    /** A union, not an OR, so that each half uses its index. */
    static final String BY_ID_OR_OFFER = BY_ID + " UNION ALL " + BY_OFFER;
    static final String ORDER = " ORDER BY created_at, agreement_id";
    static final String UPDATE = "UPDATE accord_agreement SET state = ?, service_term_states = ?, "
            + "guarantee_term_states = ?, document = ?, placement = ?, updated_at = ?, change_seq = DEFAULT "
            + "WHERE agreement_id = ?";

    private AgreementRows() {}

    /** Whether {@code record} was made from {@code initiator}'s offer {@code offerId}. */
    static boolean ofOffer(AgreementRecord record, String initiator, String offerId) {
        return record.initiator().equals(initiator) && record.offerId().equals(offerId);
    }

    /** {@link #INSERT} that skips a row whose id is taken (PostgreSQL); false when it did. */
    static boolean insertIfAbsent(Connection connection, AgreementRecord a) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(INSERT + " ON CONFLICT DO NOTHING")) {
            bindInsert(statement, EncodedRecord.of(a));
            return statement.executeUpdate() > 0;
        }
    }

    static void insert(Connection connection, AgreementRecord a) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(INSERT)) {
            bindInsert(statement, EncodedRecord.of(a));
            statement.executeUpdate();
        }
    }

    /** Sets the parameters of {@link #INSERT} to {@code encoded}'s fields. */
    static void bindInsert(PreparedStatement statement, EncodedRecord encoded) throws SQLException {
        AgreementRecord a = encoded.record();
        statement.setString(1, a.agreementId());
        statement.setString(2, a.initiator());
        statement.setString(3, a.offerId());
        statement.setString(4, a.templateId());
        statement.setString(5, encoded.state());
        statement.setString(6, encoded.serviceTerms());
        statement.setString(7, encoded.guarantees());
        statement.setString(8, a.document());
        statement.setString(9, encoded.placement());
        statement.setObject(10, time(a.created()));
        statement.setObject(11, time(a.updated()));
        statement.setLong(12, OfferHash.of(a.initiator(), a.offerId()));
    }

    /** Writes the row of {@code a}'s id; false when there is none. */
    static boolean update(Connection connection, AgreementRecord a) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(UPDATE)) {
            return update(statement, EncodedRecord.of(a));
        }
    }

    /** Runs {@link #UPDATE}, prepared, for {@code encoded}; false when there is no row of its id. */
    static boolean update(PreparedStatement statement, EncodedRecord encoded) throws SQLException {
        AgreementRecord a = encoded.record();
        statement.setString(1, encoded.state());
        statement.setString(2, encoded.serviceTerms());
        statement.setString(3, encoded.guarantees());
        statement.setString(4, a.document());
        statement.setString(5, encoded.placement());
        statement.setObject(6, time(a.updated()));
        statement.setString(7, a.agreementId());
        return statement.executeUpdate() > 0;
    }

    /** Runs a query whose parameters are strings, or longs (an offer's key). */
    static List<AgreementRecord> query(Connection connection, String sql, Object... parameters)
            throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                if (parameters[i] instanceof Long key) {
                    statement.setLong(i + 1, key);
                } else {
                    statement.setString(i + 1, (String) parameters[i]);
                }
            }
            try (ResultSet rows = statement.executeQuery()) {
                List<AgreementRecord> result = new ArrayList<>();
                while (rows.next()) {
                    result.add(read(rows));
                }
                return result;
            }
        }
    }

    static AgreementRecord read(ResultSet rows) throws SQLException {
        return new AgreementRecord(
                rows.getString(1), rows.getString(2), rows.getString(3), rows.getString(4),
                RecordEncoding.state(rows.getString(5)), RecordEncoding.serviceTerms(rows.getString(6)),
                RecordEncoding.guarantees(rows.getString(7)), rows.getString(8),
                Optional.ofNullable(rows.getString(9)).map(RecordEncoding::allocation),
                instant(rows, 10), instant(rows, 11));
    }

    static OffsetDateTime time(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }

    static Instant instant(ResultSet rows, int column) throws SQLException {
        return rows.getObject(column, OffsetDateTime.class).toInstant();
    }
}
