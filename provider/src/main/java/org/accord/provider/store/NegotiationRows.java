package org.accord.provider.store;

import static org.accord.provider.store.AgreementRows.instant;
import static org.accord.provider.store.AgreementRows.time;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** SQL for the {@code accord_negotiation} table, and the mapping between its rows and {@link NegotiationRecord}. */
final class NegotiationRows {

    private static final String COLUMNS = "negotiation_id, initiator, state, offers, created_at, updated_at";

    private NegotiationRows() {}

    static void insert(Connection connection, NegotiationRecord n) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(
                "INSERT INTO accord_negotiation (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?)")) {
            statement.setString(1, n.negotiationId());
            statement.setString(2, n.initiator());
            statement.setString(3, n.state().storedName());
            statement.setString(4, n.offers());
            statement.setObject(5, time(n.created()));
            statement.setObject(6, time(n.updated()));
            statement.executeUpdate();
        }
    }

    static void update(Connection connection, NegotiationRecord n) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(
                "UPDATE accord_negotiation SET state = ?, offers = ?, updated_at = ? WHERE negotiation_id = ?")) {
            statement.setString(1, n.state().storedName());
            statement.setString(2, n.offers());
            statement.setObject(3, time(n.updated()));
            statement.setString(4, n.negotiationId());
            statement.executeUpdate();
        }
    }

    /** The negotiation with this id, row-locked until the transaction ends when {@code lock} is set. */
    static Optional<NegotiationRecord> find(Connection connection, String id, boolean lock) throws SQLException {
        String sql = "SELECT " + COLUMNS + " FROM accord_negotiation WHERE negotiation_id = ?"
                + (lock ? " FOR UPDATE" : "");
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setString(1, id);
            try (ResultSet rows = statement.executeQuery()) {
                if (!rows.next()) {
                    return Optional.empty();
                }
                return Optional.of(new NegotiationRecord(rows.getString(1), rows.getString(2),
                        NegotiationState.ofStoredName(rows.getString(3)),                        rows.getString(4), instant(rows, 5), instant(rows, 6)));
            }
        }
    }

    /** How many negotiations each initiator holds in {@code state}; one grouped count, no rows read. */
    static Map<String, Integer> countByInitiator(Connection connection, NegotiationState state) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(
                "SELECT initiator, COUNT(*) FROM accord_negotiation WHERE state = ? GROUP BY initiator")) {
            statement.setString(1, state.storedName());
            Map<String, Integer> counts = new HashMap<>();
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    counts.put(rows.getString(1), rows.getInt(2));
                }
            }
            return counts;
        }
    }
}
