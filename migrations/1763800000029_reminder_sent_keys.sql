-- Up Migration
-- "Mark sent" with an Idempotency-Key logs one reminder: a retry (or a twin sent at once) answers the first one's
-- time, as a command retried with its key answers its first result; the same key with another request is refused
-- (request_hash, as the event log keeps it).
ALTER TABLE reminders_sent ADD COLUMN idempotency_key text, ADD COLUMN request_hash text;
CREATE UNIQUE INDEX reminders_sent_idempotency_key ON reminders_sent (company_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

-- Down Migration
DROP INDEX reminders_sent_idempotency_key;
ALTER TABLE reminders_sent DROP COLUMN idempotency_key, DROP COLUMN request_hash;
