-- Up Migration
-- Operator corrections (EventVoided) are found per company by the seq they void: every fold reads
-- events through an anti-join on this index (projections/src/sql/events.ts).
CREATE INDEX events_voided_idx ON events (company_id, ((data->>'voidedSeq')::bigint)) WHERE type = 'EventVoided';

-- Down Migration
DROP INDEX events_voided_idx;
