-- Up Migration
-- Issue 27: every figure a screen or file shows is stored by the projector (projections/src/ledger/figures.ts)
-- and selected by the readers, none of which computes one. Per item: its loss, effective quantity and amount
-- rate; per slip: its Entries amount and burn loss, its share of its item's effective quantity and amount
-- (the party ledger's rows, the ageing's lots) and what its delivery challan declares (quantity, value at the
-- product's value rate, an IN slip's losses and wastes); per bill: its Entries amount and, for a Delivery
-- Challan, what it declares. Rows already projected are filled here once, by the
-- same rules (a rebuild writes the same values); from now on only the projector writes them.
ALTER TABLE rm_job_work_item ADD COLUMN loss_quantity numeric(20,3), ADD COLUMN effective_quantity numeric(20,3),
  ADD COLUMN amount_rate numeric(14,2);
ALTER TABLE rm_slip ADD COLUMN amount numeric(20,2), ADD COLUMN burn_loss numeric(20,3),
  ADD COLUMN share_quantity numeric(20,3), ADD COLUMN share_amount numeric(20,2),
  ADD COLUMN declared_quantity numeric(20,3), ADD COLUMN declared_losses numeric(20,3), ADD COLUMN declared_value numeric(20,2);
ALTER TABLE rm_bill ADD COLUMN entry_amount numeric(20,2), ADD COLUMN declared_quantity numeric(20,3),
  ADD COLUMN declared_value numeric(20,2);

UPDATE rm_job_work_item SET
  loss_quantity = CASE WHEN is_loss_inclusive THEN quantity - inclusive_loss_quantity ELSE exclusive_loss_quantity - quantity END,
  effective_quantity = CASE WHEN is_loss_inclusive THEN inclusive_loss_quantity ELSE exclusive_loss_quantity END,
  amount_rate = work_rate + CASE WHEN include_market_rate THEN market_rate ELSE 0 END;

WITH grown AS (
  SELECT s.company_id, s.id, s.net_quantity, s.gross_quantity, s.rejected_quantity, s.item_type,
         i.work_rate, i.loss_percentage, i.is_loss_inclusive, pr.value_rate,
         i.work_rate + CASE WHEN i.include_market_rate THEN i.market_rate ELSE 0 END AS amount_rate,
         sum(s.net_quantity) OVER (PARTITION BY s.company_id, s.job_work_item_id ORDER BY s.issue_date, s.created_at, s.id) AS upto
  FROM rm_slip s JOIN rm_job_work_item i ON i.company_id = s.company_id AND i.id = s.job_work_item_id
  LEFT JOIN rm_product pr ON pr.company_id = s.company_id AND pr.id = s.product_id
), at AS (
  SELECT g.*, g.upto - g.net_quantity AS before FROM grown g
)
UPDATE rm_slip s SET
  amount = round(at.net_quantity * at.work_rate, 2),
  burn_loss = round(at.gross_quantity * at.loss_percentage / 100, 3),
  share_quantity = (at.upto + CASE WHEN at.is_loss_inclusive THEN -1 ELSE 1 END * round(at.upto * at.loss_percentage / 100, 3))
                 - (at.before + CASE WHEN at.is_loss_inclusive THEN -1 ELSE 1 END * round(at.before * at.loss_percentage / 100, 3)),
  share_amount = round(at.upto * at.amount_rate, 2) - round(at.before * at.amount_rate, 2),
  declared_quantity = at.net_quantity,
  declared_losses = CASE WHEN at.item_type = 'IN' THEN round(at.net_quantity * at.loss_percentage / 100, 3) + at.rejected_quantity END,
  declared_value = round(at.net_quantity * at.value_rate, 2)
FROM at WHERE s.company_id = at.company_id AND s.id = at.id;

UPDATE rm_bill b SET
  entry_amount = round(b.quantity * CASE WHEN b.kind IN ('SALE_BILL', 'PURCHASE_BILL') THEN b.sale_rate ELSE b.work_rate END, 2),
  declared_quantity = CASE WHEN b.kind = 'INWARD_JOBWORK_BILL' THEN b.quantity END,
  declared_value = CASE WHEN b.kind = 'INWARD_JOBWORK_BILL' THEN
    round(b.quantity * (SELECT pr.value_rate FROM rm_product pr WHERE pr.company_id = b.company_id AND pr.id = b.product_id), 2) END;

ALTER TABLE rm_job_work_item ALTER COLUMN loss_quantity SET NOT NULL, ALTER COLUMN effective_quantity SET NOT NULL,
  ALTER COLUMN amount_rate SET NOT NULL;
ALTER TABLE rm_slip ALTER COLUMN amount SET NOT NULL, ALTER COLUMN burn_loss SET NOT NULL,
  ALTER COLUMN share_quantity SET NOT NULL, ALTER COLUMN share_amount SET NOT NULL, ALTER COLUMN declared_quantity SET NOT NULL;
ALTER TABLE rm_bill ALTER COLUMN entry_amount SET NOT NULL;

-- The rebuild's shadow tables keep the live tables' columns.
ALTER TABLE rm_job_work_item_shadow ADD COLUMN loss_quantity numeric(20,3) NOT NULL, ADD COLUMN effective_quantity numeric(20,3) NOT NULL,
  ADD COLUMN amount_rate numeric(14,2) NOT NULL;
ALTER TABLE rm_slip_shadow ADD COLUMN amount numeric(20,2) NOT NULL, ADD COLUMN burn_loss numeric(20,3) NOT NULL,
  ADD COLUMN share_quantity numeric(20,3) NOT NULL, ADD COLUMN share_amount numeric(20,2) NOT NULL,
  ADD COLUMN declared_quantity numeric(20,3) NOT NULL, ADD COLUMN declared_losses numeric(20,3), ADD COLUMN declared_value numeric(20,2);
ALTER TABLE rm_bill_shadow ADD COLUMN entry_amount numeric(20,2) NOT NULL, ADD COLUMN declared_quantity numeric(20,3),
  ADD COLUMN declared_value numeric(20,2);

-- Down Migration
ALTER TABLE rm_bill_shadow DROP COLUMN entry_amount, DROP COLUMN declared_quantity, DROP COLUMN declared_value;
ALTER TABLE rm_slip_shadow DROP COLUMN amount, DROP COLUMN burn_loss, DROP COLUMN share_quantity, DROP COLUMN share_amount,
  DROP COLUMN declared_quantity, DROP COLUMN declared_losses, DROP COLUMN declared_value;
ALTER TABLE rm_job_work_item_shadow DROP COLUMN loss_quantity, DROP COLUMN effective_quantity, DROP COLUMN amount_rate;
ALTER TABLE rm_bill DROP COLUMN entry_amount, DROP COLUMN declared_quantity, DROP COLUMN declared_value;
ALTER TABLE rm_slip DROP COLUMN amount, DROP COLUMN burn_loss, DROP COLUMN share_quantity, DROP COLUMN share_amount,
  DROP COLUMN declared_quantity, DROP COLUMN declared_losses, DROP COLUMN declared_value;
ALTER TABLE rm_job_work_item DROP COLUMN loss_quantity, DROP COLUMN effective_quantity, DROP COLUMN amount_rate;
