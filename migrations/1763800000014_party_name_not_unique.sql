-- Up Migration
-- A party's name is unique in its company by the ledger's rule, decided once, by the command on the folded state
-- (services/api/src/parties/facts.ts sameName). The read model's unique index on lower(name) was a second home of
-- that rule with another idea of case: Postgres lower() maps 'ΑΣ' and 'Ασ' (or 'İ' and 'i') to the same text where
-- JavaScript does not, so a name the command accepted could stop the projector for good. The index stays for
-- ordering and lookups, no longer unique; the rebuild's shadow table loses its copy the same way.
DROP INDEX rm_party_name_idx;
CREATE INDEX rm_party_name_idx ON rm_party (company_id, lower(name));
DO $$
DECLARE ix text;
BEGIN
  FOR ix IN SELECT indexname FROM pg_indexes WHERE tablename = 'rm_party_shadow' AND indexdef LIKE 'CREATE UNIQUE INDEX%lower(name)%' LOOP
    EXECUTE format('DROP INDEX %I', ix);
  END LOOP;
END $$;
CREATE INDEX IF NOT EXISTS rm_party_shadow_name_idx ON rm_party_shadow (company_id, lower(name));

-- Down Migration
DROP INDEX IF EXISTS rm_party_shadow_name_idx;
CREATE UNIQUE INDEX ON rm_party_shadow (company_id, lower(name));
DROP INDEX rm_party_name_idx;
CREATE UNIQUE INDEX rm_party_name_idx ON rm_party (company_id, lower(name));
