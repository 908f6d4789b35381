-- Up Migration
-- Deemed supply (issue 30 part 4, docs/gst.md "Deemed supply"): a product may be capital goods (Section 143
-- gives them three years to come back, inputs one), from ProductGstSet version 2; an OUT slip carries the
-- owner's choice on the deemed-supply draft of its goods (ACCEPTED or DISMISSED, and the day it was made),
-- from DeemedSupplyAccepted / DeemedSupplyDismissed / DeemedSupplyUndone.
ALTER TABLE rm_product ADD COLUMN capital_goods boolean NOT NULL DEFAULT false;
ALTER TABLE rm_product_shadow ADD COLUMN capital_goods boolean NOT NULL DEFAULT false;
ALTER TABLE rm_slip ADD COLUMN deemed_supply text CHECK (deemed_supply IN ('ACCEPTED', 'DISMISSED')), ADD COLUMN deemed_supply_on date;
ALTER TABLE rm_slip_shadow ADD COLUMN deemed_supply text CHECK (deemed_supply IN ('ACCEPTED', 'DISMISSED')), ADD COLUMN deemed_supply_on date;

-- Down Migration
ALTER TABLE rm_slip_shadow DROP COLUMN deemed_supply, DROP COLUMN deemed_supply_on;
ALTER TABLE rm_slip DROP COLUMN deemed_supply, DROP COLUMN deemed_supply_on;
ALTER TABLE rm_product_shadow DROP COLUMN capital_goods;
ALTER TABLE rm_product DROP COLUMN capital_goods;
