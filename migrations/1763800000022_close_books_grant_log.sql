-- Up Migration
-- The owner's "May close the books" switch on an accountant's grant is written to the access log, beside the
-- grant and its revocation (docs/auditing.md).
ALTER TABLE company_access_log DROP CONSTRAINT company_access_log_action_check;
ALTER TABLE company_access_log ADD CONSTRAINT company_access_log_action_check
  CHECK (action IN ('granted', 'revoked', 'closeBooksGranted', 'closeBooksWithdrawn'));

-- Down Migration
DELETE FROM company_access_log WHERE action IN ('closeBooksGranted', 'closeBooksWithdrawn');
ALTER TABLE company_access_log DROP CONSTRAINT company_access_log_action_check;
ALTER TABLE company_access_log ADD CONSTRAINT company_access_log_action_check CHECK (action IN ('granted', 'revoked'));
