-- Up Migration
-- GST paperwork (issue 15): a product's HSN code and value rate (₹/KG, for the delivery challan's value
-- of goods), from ProductGstSet events; the Rule 55 delivery challan serial of OUT slips and Delivery
-- Challans, given by the projector in the order they were recorded, consecutive per financial year.
ALTER TABLE rm_product ADD COLUMN hsn text, ADD COLUMN value_rate numeric(14,2);
ALTER TABLE rm_product_shadow ADD COLUMN hsn text, ADD COLUMN value_rate numeric(14,2);
ALTER TABLE rm_slip ADD COLUMN challan_no text;
ALTER TABLE rm_slip_shadow ADD COLUMN challan_no text;
ALTER TABLE rm_bill ADD COLUMN challan_no text;
ALTER TABLE rm_bill_shadow ADD COLUMN challan_no text;

-- Down Migration
ALTER TABLE rm_bill_shadow DROP COLUMN challan_no;
ALTER TABLE rm_bill DROP COLUMN challan_no;
ALTER TABLE rm_slip_shadow DROP COLUMN challan_no;
ALTER TABLE rm_slip DROP COLUMN challan_no;
ALTER TABLE rm_product_shadow DROP COLUMN hsn, DROP COLUMN value_rate;
ALTER TABLE rm_product DROP COLUMN hsn, DROP COLUMN value_rate;
