-- Up Migration
-- Each event is stored at its own type's schema version (a SlipAdded at 2 once challan serials are
-- recorded, a ProductAdded still at 1), so the append takes one version per event instead of one for
-- all. Otherwise the same single statement as migration 10.
DROP FUNCTION ledger_append(uuid, int, text[], text[], text[], text[], text[], smallint, timestamptz);
CREATE FUNCTION ledger_append(
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

-- Down Migration
DROP FUNCTION ledger_append(uuid, int, text[], text[], text[], text[], text[], smallint[], timestamptz);
CREATE FUNCTION ledger_append(
  p_company uuid, p_count int, p_streams text[], p_types text[], p_data text[], p_metas text[], p_keys text[],
  p_schema smallint, p_at timestamptz
) RETURNS bigint
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $fn$
DECLARE
  head_seq bigint;
BEGIN
  WITH ev AS (
    SELECT x.*, row_number() OVER (PARTITION BY x.sid ORDER BY x.ord) AS rn
    FROM unnest(p_streams, p_types, p_data, p_metas, p_keys) WITH ORDINALITY AS x(sid, t, d, m, k, ord)
  ), head AS (
    UPDATE company_head SET seq = seq + p_count WHERE company_id = p_company RETURNING seq - p_count AS base
  ), ins AS (
    INSERT INTO events (company_id, seq, stream_id, stream_version, type, schema_version, data, meta, idempotency_key, recorded_at)
    SELECT p_company, head.base + ev.ord, ev.sid,
           coalesce((SELECT max(e.stream_version) FROM events e WHERE e.company_id = p_company AND e.stream_id = ev.sid), 0) + ev.rn,
           ev.t, p_schema, ev.d::jsonb, ev.m::jsonb, ev.k, p_at
    FROM ev, head
    RETURNING seq
  )
  SELECT max(seq) INTO head_seq FROM ins;
  RETURN head_seq;
END
$fn$;
