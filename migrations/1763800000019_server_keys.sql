-- Up Migration
-- Keys only the server holds, by name: 'slip-seal' signs the QR code on every printed slip (docs/gate.md). The first
-- server to need a key makes it (random, 32 bytes; INSERT … ON CONFLICT DO NOTHING, so two at once agree).
CREATE TABLE server_keys (
  name text PRIMARY KEY,
  key bytea NOT NULL CHECK (octet_length(key) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE server_keys;
