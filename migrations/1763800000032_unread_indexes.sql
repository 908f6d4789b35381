-- Up Migration
-- Indexes no read uses, which every write of a slip or bill still kept up (the projector's rows, a catch-up's and a
-- rebuild's COPY: Postgres' index upkeep is most of a bulk write's cost, docs/performance.md).
-- - rm_slip (company_id, prefix, fy, slip_no): a slip's number is checked, and the next one found, in the folded state
--   (handlers/kit.ts: slipsByNumber, slipNumbersByYear); no statement looks a slip up by its number.
-- - rm_slip (company_id, product_id) and rm_bill (company_id, product_id): no statement reads slips or bills by
--   product alone; the one that names a product names the party too (slips/read.ts, open OUT slips: rm_slip_party_idx).
-- The reads that filter slips and bills keep theirs: (company_id, party_id, issue_date) for a party's month and the open
-- OUT slips of a product, (company_id, issue_date) for a month's entries, (company_id, job_work_item_id) for an item.
DROP INDEX rm_slip_number_idx;
DROP INDEX rm_slip_product_idx;
DROP INDEX rm_bill_product_idx;
-- The first rebuilds' shadow tables (migration 3, only emptied now) copied every index; they lose the same ones.
DROP INDEX IF EXISTS rm_slip_shadow_company_id_prefix_fy_slip_no_idx;
DROP INDEX IF EXISTS rm_slip_shadow_company_id_product_id_idx;
DROP INDEX IF EXISTS rm_bill_shadow_company_id_product_id_idx;

-- Down Migration
CREATE INDEX rm_bill_shadow_company_id_product_id_idx ON rm_bill_shadow (company_id, product_id);
CREATE INDEX rm_slip_shadow_company_id_product_id_idx ON rm_slip_shadow (company_id, product_id);
CREATE INDEX rm_slip_shadow_company_id_prefix_fy_slip_no_idx ON rm_slip_shadow (company_id, prefix, fy, slip_no);
CREATE INDEX rm_bill_product_idx ON rm_bill (company_id, product_id);
CREATE INDEX rm_slip_product_idx ON rm_slip (company_id, product_id);
CREATE INDEX rm_slip_number_idx ON rm_slip (company_id, prefix, fy, slip_no);
