-- Up Migration
-- A company's gate clerk (docs/gate.md "The gate clerk"): granted by the owner by mobile number like an
-- accountant, in the same table, told apart by its role. A mobile number has at most one live grant per
-- company (company_accountants_live_idx): accountant or clerk, not both.
ALTER TABLE company_accountants ADD COLUMN role text NOT NULL DEFAULT 'accountant' CHECK (role IN ('accountant', 'clerk'));
ALTER TABLE company_access_log ADD COLUMN role text NOT NULL DEFAULT 'accountant' CHECK (role IN ('accountant', 'clerk'));

-- Down Migration
ALTER TABLE company_access_log DROP COLUMN role;
ALTER TABLE company_accountants DROP COLUMN role;
