-- Up Migration
-- Rebuilds ("refresh stats", a new projector version) project a company from seq 0 into these
-- shadow tables, then swap the company's rows into the live tables in one short transaction.
CREATE UNLOGGED TABLE rm_product_shadow (LIKE rm_product INCLUDING ALL);
CREATE UNLOGGED TABLE rm_party_shadow (LIKE rm_party INCLUDING ALL);
CREATE UNLOGGED TABLE rm_sub_party_shadow (LIKE rm_sub_party INCLUDING ALL);
CREATE UNLOGGED TABLE rm_job_work_item_shadow (LIKE rm_job_work_item INCLUDING ALL);
CREATE UNLOGGED TABLE rm_slip_shadow (LIKE rm_slip INCLUDING ALL);
CREATE UNLOGGED TABLE rm_bill_shadow (LIKE rm_bill INCLUDING ALL);
CREATE UNLOGGED TABLE rm_cash_shadow (LIKE rm_cash INCLUDING ALL);
CREATE UNLOGGED TABLE rm_party_month_shadow (LIKE rm_party_month INCLUDING ALL);
CREATE UNLOGGED TABLE rm_sub_party_month_shadow (LIKE rm_sub_party_month INCLUDING ALL);
CREATE UNLOGGED TABLE rm_company_month_shadow (LIKE rm_company_month INCLUDING ALL);

-- Progress of the latest rebuild of each company, for the admin.
CREATE TABLE rebuild_status (
  company_id uuid PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
  done bigint NOT NULL DEFAULT 0,
  total bigint NOT NULL DEFAULT 0,
  error text,
  started_at timestamptz NOT NULL,
  finished_at timestamptz
);

-- Down Migration
DROP TABLE rebuild_status;
DROP TABLE rm_company_month_shadow, rm_sub_party_month_shadow, rm_party_month_shadow, rm_cash_shadow, rm_bill_shadow,
  rm_slip_shadow, rm_job_work_item_shadow, rm_sub_party_shadow, rm_party_shadow, rm_product_shadow;
