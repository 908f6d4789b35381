-- Up Migration
-- One home for the append's rule: ledger_append (several events, one call) now appends each event through
-- ledger_append_one (migration 30) in order, instead of a set-based statement of its own that said the same rule
-- again (the head bumped, seq its new value, the stream's version one more than its last). The events of one call
-- still go in one round trip and one transaction; each statement sees the ones before it, so two events of one
-- stream get consecutive versions. The idempotency key rides on the first event, as the caller passes it. No head
-- row: nothing is inserted, NULL back, as before.
CREATE OR REPLACE FUNCTION ledger_append(
  p_company uuid, p_count int, p_streams text[], p_types text[], p_data text[], p_metas text[], p_keys text[],
  p_schemas smallint[], p_at timestamptz
) RETURNS bigint
LANGUAGE plpgsql
AS $fn$
DECLARE
  head_seq bigint;
BEGIN
  FOR i IN 1..p_count LOOP
    head_seq := ledger_append_one(p_company, p_streams[i], p_types[i], p_data[i], p_metas[i], p_keys[i], p_schemas[i], p_at);
    IF head_seq IS NULL THEN
      RETURN NULL;
    END IF;
  END LOOP;
  RETURN head_seq;
END
$fn$;

-- Down Migration
CREATE OR REPLACE FUNCTION ledger_append(
  p_company uuid, p_count int, p_streams text[], p_types text[], p_data text[], p_metas text[], p_keys text[],
  p_schemas smallint[], p_at timestamptz
) RETURNS bigint
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $fn$
DECLARE
  head_seq bigint;
BEGIN
  WITH ev AS (
    SELECT x.*, row_number() OVER (PARTITION BY x.sid ORDER BY x.ord) AS rn
    FROM unnest(p_streams, p_types, p_data, p_metas, p_keys, p_schemas) WITH ORDINALITY AS x(sid, t, d, m, k, v, ord)
  ), head AS (
    UPDATE company_head SET seq = seq + p_count WHERE company_id = p_company RETURNING seq - p_count AS base
  ), ins AS (
    INSERT INTO events (company_id, seq, stream_id, stream_version, type, schema_version, data, meta, idempotency_key, recorded_at)
    SELECT p_company, head.base + ev.ord, ev.sid,
           coalesce((SELECT max(e.stream_version) FROM events e WHERE e.company_id = p_company AND e.stream_id = ev.sid), 0) + ev.rn,
           ev.t, ev.v, ev.d::jsonb, ev.m::jsonb, ev.k, p_at
    FROM ev, head
    RETURNING seq
  )
  SELECT max(seq) INTO head_seq FROM ins;
  RETURN head_seq;
END
$fn$;
