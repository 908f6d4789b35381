-- Up Migration
-- Contacts (share-and-export issue): a party's phone (10-digit mobile, for WhatsApp), address, GST state
-- code and GSTIN in its read model (from PartyContactSet events); the company's own in the companies
-- row, written beside its CompanyContactSet event.
ALTER TABLE rm_party
  ADD COLUMN phone text,
  ADD COLUMN address text,
  ADD COLUMN state text,
  ADD COLUMN gstin text;

-- The rebuild's shadow copy keeps the same columns in the same order.
ALTER TABLE rm_party_shadow
  ADD COLUMN phone text,
  ADD COLUMN address text,
  ADD COLUMN state text,
  ADD COLUMN gstin text;

ALTER TABLE companies
  ADD COLUMN phone text,
  ADD COLUMN address text,
  ADD COLUMN state text,
  ADD COLUMN gstin text;

-- Down Migration
ALTER TABLE companies DROP COLUMN phone, DROP COLUMN address, DROP COLUMN state, DROP COLUMN gstin;
ALTER TABLE rm_party_shadow DROP COLUMN phone, DROP COLUMN address, DROP COLUMN state, DROP COLUMN gstin;
ALTER TABLE rm_party DROP COLUMN phone, DROP COLUMN address, DROP COLUMN state, DROP COLUMN gstin;
