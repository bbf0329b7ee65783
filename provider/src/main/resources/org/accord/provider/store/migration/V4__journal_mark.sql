-- The embedded store's journal (docs/storage.md): the number of the last journal segment whose writes the
-- latest committed flush into the database holds, written in that flush's transaction. A restart replays only
-- the segments after it. Unused by a database written through (--jdbc-url), which has no journal.
CREATE TABLE IF NOT EXISTS accord_journal_mark (
    mark_id INTEGER PRIMARY KEY,
    segment BIGINT NOT NULL);
INSERT INTO accord_journal_mark (mark_id, segment) VALUES (0, 0);
