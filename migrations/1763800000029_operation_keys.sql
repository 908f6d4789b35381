-- Up Migration
-- Operational writes that are not ledger events (a reminder marked sent, share links revoked) done once per
-- Idempotency-Key (db/oncePerKey.ts): the key is claimed in the write's own transaction, so a twin sent at once
-- waits for the first and, like a retry, answers its result; the same key with another request (request_hash, as
-- the event log keeps it) is refused. A write that fails rolls its claim back with it.
CREATE TABLE operation_keys (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  -- json, not jsonb: a retry answers the first result byte for byte, its keys in their order.
  result json,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, idempotency_key)
);

-- Down Migration
DROP TABLE operation_keys;
