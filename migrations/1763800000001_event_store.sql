-- Up Migration
-- Per-company stream head: the append transaction bumps it under a row lock, so seq is gapless and
-- commit order equals seq order within a company (no gap detection needed by projectors).
CREATE TABLE company_head (
  company_id uuid PRIMARY KEY,
  seq bigint NOT NULL DEFAULT 0
);

CREATE TABLE events (
  company_id uuid NOT NULL,
  seq bigint NOT NULL,
  stream_id text NOT NULL,
  stream_version int NOT NULL,
  type text NOT NULL,
  schema_version smallint NOT NULL,
  data jsonb NOT NULL,
  meta jsonb NOT NULL,
  idempotency_key text,
  recorded_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, seq),
  UNIQUE (company_id, stream_id, stream_version),
  UNIQUE (company_id, idempotency_key)
);

-- Append-only, enforced by the database. Company erasure is the one exception: it runs through
-- erase_company(), which sets a transaction-local flag that this trigger honours.
CREATE FUNCTION events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('ledger.erasing_company', true) = OLD.company_id::text THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'events are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION events_refuse_change();

CREATE FUNCTION events_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are append-only: TRUNCATE refused' USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION events_refuse_truncate();

CREATE FUNCTION erase_company_events(target uuid) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  PERFORM set_config('ledger.erasing_company', target::text, true);
  DELETE FROM events WHERE company_id = target;
  GET DIAGNOSTICS n = ROW_COUNT;
  PERFORM set_config('ledger.erasing_company', '', true);
  DELETE FROM company_head WHERE company_id = target;
  RETURN n;
END $$;

-- Down Migration
DROP FUNCTION erase_company_events(uuid);
DROP TABLE events;
DROP FUNCTION events_refuse_truncate();
DROP FUNCTION events_refuse_change();
DROP TABLE company_head;
