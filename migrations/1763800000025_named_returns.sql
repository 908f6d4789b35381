-- Up Migration
-- Issue 30, part 1: the OUT slips a received (IN) slip names as the ones it returns, with the KG of each
-- (SlipAdded version 4, SlipUpdated version 3), as `slipId=quantity` pairs separated by spaces in the order
-- named; null when none. Rows projected from older events hold none, which is what a rebuild writes too.
ALTER TABLE rm_slip ADD COLUMN named_returns text;

-- Down Migration
ALTER TABLE rm_slip DROP COLUMN named_returns;
