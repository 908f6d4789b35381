-- Up Migration
-- Scheduled reminders (issue 32 part 2, docs/sharing.md "Scheduled reminders"): the owner's monthly WhatsApp
-- reminder per party (the day of the month and the language), and each month's delivery of it. Operational,
-- like reminders_sent: they move no balance, figure or date, so the ledger's log and its folds do not carry them.
CREATE TABLE reminder_schedules (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  party_id uuid NOT NULL,
  -- The day of the month (1-31; in a shorter month, its last day).
  day_of_month smallint NOT NULL CHECK (day_of_month BETWEEN 1 AND 31),
  language text NOT NULL CHECK (language IN ('en', 'hi')),
  -- The Asia/Kolkata date it was set from: a month whose day fell before it is not sent.
  starts_on date NOT NULL,
  set_by uuid REFERENCES users(id) ON DELETE SET NULL,
  set_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, party_id)
);

-- One row per (company, party, month), claimed before the webhook is called: the unique key is what makes a
-- reminder go once however many schedulers run and however often they restart. 'sending' with its lease
-- passed is a delivery interrupted mid-way (the process stopped), taken up again; 'pending' waits for its
-- next attempt (backoff after a 5xx or a network error); 'sent', 'skipped' and 'failed' are final.
CREATE TABLE reminder_deliveries (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  party_id uuid NOT NULL,
  period text NOT NULL CHECK (period ~ '^\d{4}-\d{2}$'),
  status text NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'skipped', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  lease_until timestamptz,
  last_error text,
  done_at timestamptz,
  UNIQUE (company_id, party_id, period)
);
CREATE INDEX reminder_deliveries_due_idx ON reminder_deliveries (next_attempt_at) WHERE status IN ('pending', 'sending');

-- Down Migration
DROP TABLE reminder_deliveries;
DROP TABLE reminder_schedules;
