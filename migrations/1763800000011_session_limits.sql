-- Up Migration
-- Issue 26: sessions end when idle or old, OTP guesses are capped per number, admin logins back off per account.

-- When the token was last used (written at most once a minute; null: not since it was issued). A session ends
-- SESSION_IDLE_DAYS after this and SESSION_MAX_DAYS after created_at (admin: ADMIN_SESSION_* instead).
ALTER TABLE tokens ADD COLUMN last_used_at timestamptz;

-- A grant given again after a revoke does not reach the sessions issued before that revoke: this is the
-- latest revoke of an earlier grant of the company to the same number (null: there was none).
ALTER TABLE company_accountants ADD COLUMN sessions_from timestamptz;
CREATE INDEX company_accountants_company_mobile_idx ON company_accountants (company_id, mobile_no);

-- Wrong OTP guesses per number, across codes and purposes: the times of those in the last 24 hours
-- (at most OTP_GUESS_LIMIT of them), so the cap is a true sliding window.
CREATE TABLE otp_guesses (
  mobile_no text PRIMARY KEY,
  guessed_at timestamptz[] NOT NULL
);

-- Consecutive wrong passwords per account (admin login) and how long the next try must wait.
CREATE TABLE login_backoff (
  key text PRIMARY KEY,
  failures int NOT NULL,
  locked_until timestamptz
);

-- Down Migration
DROP TABLE login_backoff, otp_guesses;
DROP INDEX company_accountants_company_mobile_idx;
ALTER TABLE company_accountants DROP COLUMN sessions_from;
ALTER TABLE tokens DROP COLUMN last_used_at;
