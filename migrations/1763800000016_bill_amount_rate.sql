-- Up Migration
-- Issue 27: the rate a bill's statement amount is at (labour, plus the sale or purchase rate on those bills) is
-- stored by the projector (figures.ts billAmountRate), so the statement sheet selects it instead of adding the two
-- rates itself. Rows projected before this are filled here once, by the same rule (a rebuild writes the same).
ALTER TABLE rm_bill ADD COLUMN amount_rate numeric(14,2);
UPDATE rm_bill SET amount_rate = work_rate + CASE WHEN kind IN ('SALE_BILL', 'PURCHASE_BILL') THEN sale_rate ELSE 0 END;
ALTER TABLE rm_bill ALTER COLUMN amount_rate SET NOT NULL;
-- The rebuild's shadow table keeps the live table's columns.
ALTER TABLE rm_bill_shadow ADD COLUMN amount_rate numeric(14,2) NOT NULL;

-- Down Migration
ALTER TABLE rm_bill_shadow DROP COLUMN amount_rate;
ALTER TABLE rm_bill DROP COLUMN amount_rate;
