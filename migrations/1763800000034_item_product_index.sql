-- Up Migration
-- rm_job_work_item (company_id, product_id): its one reader, the rates a new slip starts with (slips/routes.ts), now
-- reads the party's items from the slip's month back by rm_job_work_item_month_idx and stops at the first of the slip's
-- sub-party, product and direction: ~0.2 ms a query against ~1.0 ms through this index (which held every party's items
-- of the product), on a 100,000-event company. Every write of an item kept it up, one index of three: inserting that
-- company's 56,001 item rows took 318 ms with it and 261 ms without (medians of six, docs/performance.md "Ninth session").
DROP INDEX rm_job_work_item_product_idx;
-- The first rebuilds' shadow tables (migration 3, only emptied now) copied every index; they lose it too.
DROP INDEX IF EXISTS rm_job_work_item_shadow_company_id_product_id_idx;

-- Down Migration
CREATE INDEX rm_job_work_item_shadow_company_id_product_id_idx ON rm_job_work_item_shadow (company_id, product_id);
CREATE INDEX rm_job_work_item_product_idx ON rm_job_work_item (company_id, product_id);
