-- Up Migration
-- Shared statements (share-and-export issue): a read-only link to one party's statement of one month,
-- sent on WhatsApp. The token is random and only its SHA-256 is kept; a link ends at its expiry or when
-- the owner withdraws the party's links. Every open is logged. Identity-like tables: no business events.
CREATE TABLE share_links (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  party_id uuid NOT NULL,
  year smallint NOT NULL,
  month smallint NOT NULL,
  token_hash bytea NOT NULL UNIQUE,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX share_links_party_idx ON share_links (company_id, party_id, created_at DESC);

CREATE TABLE share_link_opens (
  id bigserial PRIMARY KEY,
  link_id uuid NOT NULL REFERENCES share_links(id) ON DELETE CASCADE,
  opened_at timestamptz NOT NULL,
  what text NOT NULL CHECK (what IN ('page', 'pdf')),
  ip text,
  user_agent text
);
CREATE INDEX share_link_opens_link_idx ON share_link_opens (link_id, opened_at DESC);

-- Down Migration
DROP TABLE share_link_opens;
DROP TABLE share_links;
