-- Up Migration
-- A share link made with an Idempotency-Key is made once: the same key again (a retry, or the same request sent
-- twice at once) makes no second live link. Its address is shown only once (only its hash is kept), so the retry
-- is told to make a new link instead of being given the first one's.
ALTER TABLE share_links ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX share_links_idempotency_key ON share_links (company_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

-- Down Migration
DROP INDEX share_links_idempotency_key;
ALTER TABLE share_links DROP COLUMN idempotency_key;
