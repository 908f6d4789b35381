-- Up Migration
-- rm_slip (company_id, job_work_item_id): its one reader, the answer of an item's write (slips/read.ts), now finds the
-- item's slips as the statement does, among its party's slips of its month (rm_slip_party_idx); an item's slips are
-- always there (an item is one sub-party's, product's and direction's month, and a slip dated into another month moves
-- to that month's item). Every write of a slip still kept it up, one index of four: inserting a 100,000-event company's
-- 51,428 slip rows took 352 ms with it and 253 ms without (medians of six, docs/performance.md "Ninth session").
DROP INDEX rm_slip_item_idx;
-- The first rebuilds' shadow tables (migration 3, only emptied now) copied every index; they lose it too.
DROP INDEX IF EXISTS rm_slip_shadow_company_id_job_work_item_id_idx;

-- Down Migration
CREATE INDEX rm_slip_shadow_company_id_job_work_item_id_idx ON rm_slip_shadow (company_id, job_work_item_id);
CREATE INDEX rm_slip_item_idx ON rm_slip (company_id, job_work_item_id);
