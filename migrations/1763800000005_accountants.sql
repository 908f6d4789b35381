-- Up Migration
-- Read-only access for a company's accountant (CA): the owner grants it by mobile number (the accountant
-- may register later), and revokes it. Identity tables like users and companies: no business events.
CREATE TABLE company_accountants (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  mobile_no text NOT NULL,
  granted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  granted_at timestamptz NOT NULL,
  revoked_by uuid REFERENCES users(id) ON DELETE SET NULL,
  revoked_at timestamptz,
  last_seen_at timestamptz
);
-- At most one live grant per (company, mobile); revoked ones stay as the record.
CREATE UNIQUE INDEX company_accountants_live_idx ON company_accountants (company_id, mobile_no) WHERE revoked_at IS NULL;
CREATE INDEX company_accountants_mobile_idx ON company_accountants (mobile_no) WHERE revoked_at IS NULL;

-- Every grant and revocation, with who did it and when.
CREATE TABLE company_access_log (
  id bigserial PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('granted', 'revoked')),
  mobile_no text NOT NULL,
  actor_user_id uuid,
  at timestamptz NOT NULL
);
CREATE INDEX company_access_log_company_idx ON company_access_log (company_id, id);

-- The company an accountant's session is looking at (null: the user's own company, if any).
ALTER TABLE tokens ADD COLUMN acting_company_id uuid;

-- Finding a party's documents for a statement as it stood at a past moment (services/api/src/audit).
CREATE INDEX events_sub_party_docs_idx ON events (company_id, (data->>'subPartyId')) WHERE type IN ('SlipAdded', 'BillAdded', 'SubPartyAdded');
CREATE INDEX events_party_docs_idx ON events (company_id, (data->>'partyId')) WHERE type IN ('PartyAdded', 'SubPartyAdded', 'CashAdded');

-- Down Migration
DROP INDEX events_party_docs_idx;
DROP INDEX events_sub_party_docs_idx;
ALTER TABLE tokens DROP COLUMN acting_company_id;
DROP TABLE company_access_log;
DROP TABLE company_accountants;
