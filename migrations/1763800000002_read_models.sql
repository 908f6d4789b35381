-- Up Migration
-- Read models, written only by the projector (projections/), always together with the checkpoint.
-- Every table leads with company_id: tenancy is the shard key.
CREATE TABLE projection_checkpoint (
  company_id uuid NOT NULL,
  projector text NOT NULL,
  seq bigint NOT NULL,
  PRIMARY KEY (company_id, projector)
);

CREATE TABLE rm_product (
  company_id uuid NOT NULL, id uuid NOT NULL,
  name text NOT NULL, note text,
  created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, id)
);

CREATE TABLE rm_party (
  company_id uuid NOT NULL, id uuid NOT NULL,
  name text NOT NULL, note text,
  opening_quantity numeric(20,3) NOT NULL, opening_amount numeric(20,2) NOT NULL,
  closing_quantity numeric(20,3) NOT NULL, closing_amount numeric(20,2) NOT NULL,
  default_sub_party_id uuid NOT NULL,
  created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, id)
);
CREATE UNIQUE INDEX rm_party_name_idx ON rm_party (company_id, lower(name));

CREATE TABLE rm_sub_party (
  company_id uuid NOT NULL, id uuid NOT NULL, party_id uuid NOT NULL,
  name text NOT NULL, note text,
  is_default boolean NOT NULL, is_archived boolean NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, id)
);
CREATE INDEX rm_sub_party_party_idx ON rm_sub_party (company_id, party_id);

CREATE TABLE rm_job_work_item (
  company_id uuid NOT NULL, id uuid NOT NULL,
  party_id uuid NOT NULL, sub_party_id uuid NOT NULL, product_id uuid NOT NULL,
  year smallint NOT NULL, month smallint NOT NULL, item_type text NOT NULL,
  work_rate numeric(14,2) NOT NULL, loss_percentage numeric(5,2) NOT NULL, market_rate numeric(14,2) NOT NULL,
  is_loss_inclusive boolean NOT NULL, include_market_rate boolean NOT NULL,
  quantity numeric(20,3) NOT NULL, inclusive_loss_quantity numeric(20,3) NOT NULL,
  exclusive_loss_quantity numeric(20,3) NOT NULL, amount numeric(20,2) NOT NULL,
  PRIMARY KEY (company_id, id)
);
CREATE INDEX rm_job_work_item_month_idx ON rm_job_work_item (company_id, party_id, year, month);
CREATE INDEX rm_job_work_item_product_idx ON rm_job_work_item (company_id, product_id);

CREATE TABLE rm_slip (
  company_id uuid NOT NULL, id uuid NOT NULL, job_work_item_id uuid NOT NULL, item_type text NOT NULL,
  party_id uuid NOT NULL, sub_party_id uuid NOT NULL, product_id uuid NOT NULL,
  issue_date date NOT NULL, prefix text NOT NULL, slip_no text NOT NULL, fy smallint NOT NULL,
  gross_quantity numeric(20,3) NOT NULL, bag_quantity numeric(20,3) NOT NULL,
  rejected_quantity numeric(20,3) NOT NULL, net_quantity numeric(20,3) NOT NULL,
  note text, created_at timestamptz NOT NULL, modified_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, id)
);
CREATE INDEX rm_slip_item_idx ON rm_slip (company_id, job_work_item_id);
CREATE INDEX rm_slip_number_idx ON rm_slip (company_id, prefix, fy, slip_no);
CREATE INDEX rm_slip_date_idx ON rm_slip (company_id, issue_date);
CREATE INDEX rm_slip_party_idx ON rm_slip (company_id, party_id, issue_date);
CREATE INDEX rm_slip_product_idx ON rm_slip (company_id, product_id);

-- Sale and purchase bills and job-work bills (challans) share one shape; kind tells them apart.
CREATE TABLE rm_bill (
  company_id uuid NOT NULL, id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('SALE_BILL', 'PURCHASE_BILL', 'INWARD_JOBWORK_BILL', 'OUTWARD_JOBWORK_BILL')),
  party_id uuid NOT NULL, sub_party_id uuid NOT NULL, product_id uuid NOT NULL,
  issue_date date NOT NULL, full_bill_no text NOT NULL,
  quantity numeric(20,3) NOT NULL, work_rate numeric(14,2) NOT NULL, sale_rate numeric(14,2) NOT NULL,
  amount numeric(20,2) NOT NULL, note text,
  created_at timestamptz NOT NULL, modified_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, id)
);
CREATE INDEX rm_bill_party_idx ON rm_bill (company_id, party_id, issue_date);
CREATE INDEX rm_bill_date_idx ON rm_bill (company_id, issue_date);
CREATE INDEX rm_bill_product_idx ON rm_bill (company_id, product_id);

CREATE TABLE rm_cash (
  company_id uuid NOT NULL, id uuid NOT NULL,
  direction text NOT NULL CHECK (direction IN ('INWARD', 'OUTWARD')),
  party_id uuid NOT NULL, issue_date date NOT NULL, amount numeric(20,2) NOT NULL, note text,
  created_at timestamptz NOT NULL, modified_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, id)
);
CREATE INDEX rm_cash_party_idx ON rm_cash (company_id, party_id, issue_date);
CREATE INDEX rm_cash_date_idx ON rm_cash (company_id, issue_date);

-- in_* is the Incoming column of the statement (lowers the receivable), out_* the Outgoing column.
CREATE TABLE rm_party_month (
  company_id uuid NOT NULL, party_id uuid NOT NULL, year smallint NOT NULL, month smallint NOT NULL,
  opening_quantity numeric(20,3) NOT NULL, opening_amount numeric(20,2) NOT NULL,
  closing_quantity numeric(20,3) NOT NULL, closing_amount numeric(20,2) NOT NULL,
  in_quantity numeric(20,3) NOT NULL, in_amount numeric(20,2) NOT NULL,
  out_quantity numeric(20,3) NOT NULL, out_amount numeric(20,2) NOT NULL,
  PRIMARY KEY (company_id, party_id, year, month)
);

CREATE TABLE rm_sub_party_month (
  company_id uuid NOT NULL, sub_party_id uuid NOT NULL, party_id uuid NOT NULL,
  year smallint NOT NULL, month smallint NOT NULL, note text,
  in_quantity numeric(20,3) NOT NULL, in_amount numeric(20,2) NOT NULL,
  out_quantity numeric(20,3) NOT NULL, out_amount numeric(20,2) NOT NULL,
  PRIMARY KEY (company_id, sub_party_id, year, month)
);
CREATE INDEX rm_sub_party_month_party_idx ON rm_sub_party_month (company_id, party_id, year, month);

CREATE TABLE rm_company_month (
  company_id uuid NOT NULL, year smallint NOT NULL, month smallint NOT NULL,
  opening_stock_quantity numeric(20,3) NOT NULL, closing_stock_quantity numeric(20,3) NOT NULL,
  closing_payable_quantity numeric(20,3) NOT NULL, closing_receivable_quantity numeric(20,3) NOT NULL,
  closing_payable_amount numeric(20,2) NOT NULL, closing_receivable_amount numeric(20,2) NOT NULL,
  in_slip_amount numeric(20,2) NOT NULL, out_slip_amount numeric(20,2) NOT NULL,
  PRIMARY KEY (company_id, year, month)
);

-- Down Migration
DROP TABLE rm_company_month, rm_sub_party_month, rm_party_month, rm_cash, rm_bill, rm_slip,
  rm_job_work_item, rm_sub_party, rm_party, rm_product, projection_checkpoint;
