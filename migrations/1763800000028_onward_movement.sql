-- Up Migration
-- Issue 30, part 2 (ITC-04 Tables 5B and 5C): where a received (IN) slip's goods went when they did not come to us
-- (SlipAdded version 5, SlipUpdated version 4): 'JOB_WORKER' (sent on to the party onward_party_id) or 'SOLD'
-- (sold from the job worker's premises under our sale invoice sale_invoice_no / sale_invoice_date); all null when
-- they came to us, which is what rows projected from older events hold and what a rebuild writes too.
ALTER TABLE rm_slip
  ADD COLUMN onward text CHECK (onward IN ('JOB_WORKER', 'SOLD')),
  ADD COLUMN onward_party_id uuid,
  ADD COLUMN sale_invoice_no text,
  ADD COLUMN sale_invoice_date date;

-- Down Migration
ALTER TABLE rm_slip DROP COLUMN onward, DROP COLUMN onward_party_id, DROP COLUMN sale_invoice_no, DROP COLUMN sale_invoice_date;
