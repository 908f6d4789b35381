-- Up Migration
-- When a number's wrong OTPs reach the cap, its owner is told once per window: the time of the last alert is kept
-- with the guesses. Deciding by "this guess is the cap's last" alone told the owner twice when a reservation that
-- compared no code was given back while others were in flight (two guesses then both counted as the last).
ALTER TABLE otp_guesses ADD COLUMN alerted_at timestamptz;

-- Down Migration
ALTER TABLE otp_guesses DROP COLUMN alerted_at;
