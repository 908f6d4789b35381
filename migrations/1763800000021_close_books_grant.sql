-- Up Migration
-- Closed books (ledger-rules "Closed books", "Roles"): the owner may grant an accountant "close books", beside
-- the accountant's read-only grant; a gate clerk's grant never carries it.
ALTER TABLE company_accountants ADD COLUMN close_books boolean NOT NULL DEFAULT false
  CHECK (NOT close_books OR role = 'accountant');

-- Down Migration
ALTER TABLE company_accountants DROP COLUMN close_books;
