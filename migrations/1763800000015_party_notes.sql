-- Up Migration
-- Notes (ledger rules, "Debit and credit notes") are party-level money documents, kept with cash in rm_cash:
-- `kind` is the document's kind as the registry names it (contract documentKinds.ts), which every reader selects
-- by; a note has no direction, and carries
-- its number, its reason and what it adjusts (the slip or bill as it read when the note was written, as JSON
-- text: the projector's COPY and its jsonb upserts both write text as it is).
ALTER TABLE rm_cash ADD COLUMN kind text, ADD COLUMN note_no text, ADD COLUMN reason text, ADD COLUMN adjusts text;
UPDATE rm_cash SET kind = CASE direction WHEN 'INWARD' THEN 'CASH_RECEIVED' ELSE 'CASH_PAID' END;
ALTER TABLE rm_cash ALTER COLUMN kind SET NOT NULL, ALTER COLUMN direction DROP NOT NULL;
CREATE INDEX rm_cash_kind_idx ON rm_cash (company_id, kind, issue_date);
ALTER TABLE rm_cash_shadow ADD COLUMN kind text NOT NULL, ADD COLUMN note_no text, ADD COLUMN reason text, ADD COLUMN adjusts text;
ALTER TABLE rm_cash_shadow ALTER COLUMN direction DROP NOT NULL;

-- Down Migration
DELETE FROM rm_cash WHERE direction IS NULL;
ALTER TABLE rm_cash_shadow ALTER COLUMN direction SET NOT NULL;
ALTER TABLE rm_cash_shadow DROP COLUMN kind, DROP COLUMN note_no, DROP COLUMN reason, DROP COLUMN adjusts;
DROP INDEX rm_cash_kind_idx;
ALTER TABLE rm_cash ALTER COLUMN direction SET NOT NULL;
ALTER TABLE rm_cash DROP COLUMN kind, DROP COLUMN note_no, DROP COLUMN reason, DROP COLUMN adjusts;
