-- Up Migration
-- Issue 30, part 1: the job worker's own challan (number and date) that a received (IN) slip or a Received
-- Challan records (SlipAdded/BillAdded version 3, SlipUpdated/BillUpdated version 2). Rows projected from
-- older events hold none, which is what a rebuild writes for them too.
ALTER TABLE rm_slip ADD COLUMN jw_challan_no text, ADD COLUMN jw_challan_date date;
ALTER TABLE rm_bill ADD COLUMN jw_challan_no text, ADD COLUMN jw_challan_date date;

-- Down Migration
ALTER TABLE rm_slip DROP COLUMN jw_challan_no, DROP COLUMN jw_challan_date;
ALTER TABLE rm_bill DROP COLUMN jw_challan_no, DROP COLUMN jw_challan_date;
