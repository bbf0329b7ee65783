-- Several provider instances over one database (docs/instances.md).
-- change_seq: every insert and update of an agreement takes the next number, so an instance reads what others
-- changed since its last view (SharedAdmission). ${next_change} is the dialect's next-value expression.
CREATE SEQUENCE IF NOT EXISTS accord_change_seq;
ALTER TABLE accord_agreement ADD COLUMN IF NOT EXISTS change_seq BIGINT DEFAULT ${next_change};
CREATE INDEX IF NOT EXISTS accord_agreement_change ON accord_agreement (change_seq);
-- One row per capacity pool: admission locks it, and keeps there the latest clock instant it admitted at.
CREATE TABLE IF NOT EXISTS accord_pool (
    pool_id INTEGER PRIMARY KEY,
    clock_seconds DOUBLE PRECISION NOT NULL);
INSERT INTO accord_pool (pool_id, clock_seconds) VALUES (0, 0);
-- The execution leader's lease, on the database's clock; epoch fences a deposed leader's writes.
CREATE TABLE IF NOT EXISTS accord_leader (
    lease_id INTEGER PRIMARY KEY,
    holder VARCHAR(200),
    epoch BIGINT NOT NULL,
    expires_at TIMESTAMP WITH TIME ZONE);
INSERT INTO accord_leader (lease_id, holder, epoch, expires_at) VALUES (0, NULL, 0, NULL);
