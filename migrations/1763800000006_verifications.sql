-- Up Migration
-- "Verify this company": the latest verification of each company, its progress and its result, so any
-- API process can report it and the owner, the accountant and the admin see the same one.
CREATE TABLE verifications (
  company_id uuid PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  done bigint NOT NULL DEFAULT 0,
  total bigint NOT NULL DEFAULT 0,
  result jsonb,
  error text,
  requested_by text NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz
);

-- Down Migration
DROP TABLE verifications;
