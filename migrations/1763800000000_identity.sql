-- Up Migration
-- Identity and tenancy are plain tables; business data lives in events (see 1763800000001_event_store).
CREATE TABLE users (
  id uuid PRIMARY KEY,
  mobile_no text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE companies (
  id uuid PRIMARY KEY,
  owner_user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  default_prefix text,
  expires_at timestamptz,
  created_at timestamptz NOT NULL
);

-- One pending OTP per (mobile, purpose); payload holds the pending password hash.
CREATE TABLE otps (
  mobile_no text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('register', 'reset')),
  code_hash text NOT NULL,
  payload jsonb NOT NULL,
  valid_till timestamptz NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (mobile_no, purpose)
);

CREATE TABLE admins (
  id uuid PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL
);

-- Tokens are stored as SHA-256 hashes; kind separates owner tokens from admin tokens.
CREATE TABLE tokens (
  hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('user', 'admin')),
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  admin_id uuid REFERENCES admins(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX tokens_user_idx ON tokens (user_id);

-- Fixed-window counters for login and OTP throttling, shared by every API process.
CREATE TABLE throttle (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits int NOT NULL
);

-- Operator log of company erasures: no business data, only that it happened.
CREATE TABLE erasure_log (
  company_id uuid NOT NULL,
  events_erased bigint NOT NULL,
  erased_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE erasure_log, throttle, tokens, admins, otps, companies, users;
