-- Up Migration
-- Reminders (issue 32 part 2, docs/sharing.md "Balances to collect"): each time the owner marks a WhatsApp
-- reminder sent to a party, who and when. An operational log beside share_links, not a business event: it
-- moves no balance, figure or date, so the ledger's log and its folds do not carry it.
CREATE TABLE reminders_sent (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  party_id uuid NOT NULL,
  sent_by uuid REFERENCES users(id) ON DELETE SET NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX reminders_sent_party_idx ON reminders_sent (company_id, party_id, sent_at DESC);

-- Down Migration
DROP TABLE reminders_sent;
