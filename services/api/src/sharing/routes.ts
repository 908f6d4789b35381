// Shared statements: the owner makes a link to one party's month statement (random token, only its
// SHA-256 stored, 30 days unless told otherwise), lists a party's links and withdraws them all; anyone
// with a live link reads that statement (names and figures, no ids; of the party its name only, on the
// page and in the PDF alike: @ledger/contract sharedParty) and its PDF, rate-limited per IP,
// each open logged. A link that is unknown, expired or withdrawn answers one and the same 404. The
// WhatsApp message, the page's document names and the PDF are worded in the request's language.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ToWords } from 'to-words';
import {
  FILE_TYPES, balanceText, documentMonth, documentWords, monthName, sharedParty, sharingEndpoints as endpoints,
  type LanguageCode, type SharedStatement, type Statement,
} from '@ledger/contract';
import type { Services } from '../context.ts';
import { coded, notFound } from '../http/errors.ts';
import { oncePerKey } from '../db/oncePerKey.ts';
import { FileAnswer, type RequestMeta, type Route } from '../http/kit.ts';
import { findParty } from '../parties/read.ts';
import { companyHeader, fileName, loadStatement } from '../export/files.ts';
import { statementLines } from '../export/sheets.ts';

const DAY_MS = 86_400_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest();
const inWords: Record<LanguageCode, (rupees: number) => string> = {
  en: (n) => new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true } }).convert(n),
  // to-words' Hindi has no "only": मात्र closes the amount as on a cheque.
  hi: (n) => `${new ToWords({ localeCode: 'hi-IN', converterOptions: { currency: true } }).convert(n)} मात्र`,
};

/**
 * The closing balance as the party reads it (balance.ts, addressed to them): "₹2,707.50 (Two Thousand Seven
 * Hundred Seven Rupees And Fifty Paise Only) due from you; 54.860 KG due to you", in Hindi
 * "₹2,707.50 (दो हज़ार सात सौ सात रुपये और पचास पैसे मात्र) आपकी ओर बकाया; …". Goods that are settled are left out.
 */
export function balanceInWords(amount: string, quantity: string, lang: LanguageCode = 'en'): string {
  const money = balanceText(amount, 'amount', lang, 'party', (rupees) => inWords[lang](Number(rupees)));
  const goods = balanceText(quantity, 'kg', lang, 'party');
  return goods.side === 'settled' ? money.text : `${money.text}; ${goods.text}`;
}

/**
 * A new link to a party's month statement, `days` long (the share dialog's and a reminder's). One link per
 * Idempotency-Key: a retry (or a twin sent at once) makes none. Its address cannot be given again (only its
 * hash is kept), so it is told to make a new link.
 */
export async function makeShareLink(
  svc: Pick<Services, 'pool' | 'now'>, auth: { companyId: string; userId: string | null },
  link: { partyId: string; year: number; month: number; days: number; idempotencyKey: string | null },
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = svc.now();
  const expiresAt = new Date(now.getTime() + link.days * DAY_MS);
  const made = await svc.pool.query(
    `INSERT INTO share_links (id, company_id, party_id, year, month, token_hash, created_by, created_at, expires_at, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (company_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING`,
    [randomUUID(), auth.companyId, link.partyId, link.year, link.month, hashOf(token), auth.userId, now, expiresAt, link.idempotencyKey],
  );
  if (made.rowCount !== 1) throw coded(409, 'linkAlreadyMade');
  return { token, expiresAt: expiresAt.toISOString() };
}

interface LinkRow { id: string; company_id: string; party_id: string; year: number; month: number; expires_at: Date }

export function sharingRoutes(svc: Services, route: Route): void {
  const { pool } = svc;

  route(endpoints.create, async (input, auth, { language, idempotencyKey }) => {
    const { id: partyId, year, month } = input.partyMonthId;
    const [company, statement, party] = await Promise.all([
      companyHeader(pool, auth.companyId), loadStatement(pool, auth.companyId, partyId, year, month), findParty(pool, auth.companyId, partyId),
    ]);
    const { token, expiresAt } = await makeShareLink(svc, auth, { partyId, year, month, days: input.days, idempotencyKey });
    const s = statement.partyMonth.stats;
    const message = documentWords(language)('shareMessage', {
      company: company.name, month: documentMonth(language, month, year), party: statement.party.name,
      balance: balanceInWords(s.closingReceivableAmount, s.closingReceivableQuantity, language),
    });
    return { token, expiresAt, phone: party.phone, message };
  });

  route(endpoints.list, async (input, auth) => {
    await findParty(pool, auth.companyId, input.partyId);
    const { rows } = await pool.query(
      `SELECT l.id, l.year, l.month, l.created_at, l.expires_at, l.revoked_at,
              (SELECT count(*)::int FROM share_link_opens o WHERE o.link_id = l.id) AS opens,
              (SELECT max(opened_at) FROM share_link_opens o WHERE o.link_id = l.id) AS last_opened_at
       FROM share_links l WHERE l.company_id = $1 AND l.party_id = $2 ORDER BY l.created_at DESC, l.id LIMIT 100`,
      [auth.companyId, input.partyId],
    );
    return rows.map((r) => ({
      id: r.id, year: r.year, month: r.month, createdAt: r.created_at.toISOString(), expiresAt: r.expires_at.toISOString(),
      revokedAt: r.revoked_at?.toISOString() ?? null, opens: r.opens, lastOpenedAt: r.last_opened_at?.toISOString() ?? null,
    }));
  });

  // The links one request revoked: a retry, or a twin sent at once, with its Idempotency-Key answers the same count.
  route(endpoints.revoke, async (input, auth, meta) => {
    await findParty(pool, auth.companyId, input.partyId);
    return oncePerKey(pool, auth.companyId, meta, async (tx) => {
      const { rowCount } = await tx.query(
        'UPDATE share_links SET revoked_at = $3 WHERE company_id = $1 AND party_id = $2 AND revoked_at IS NULL AND expires_at > $3',
        [auth.companyId, input.partyId, svc.now()],
      );
      return { revoked: rowCount ?? 0 };
    });
  });

  /** The live link of a token, its open logged; every other case is the same 404. */
  async function open(token: string, what: 'page' | 'pdf', meta: RequestMeta): Promise<LinkRow> {
    const { rows } = await pool.query<LinkRow>(
      `SELECT id, company_id, party_id, year, month, expires_at FROM share_links
       WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
      [hashOf(token), svc.now()],
    );
    if (!rows.length) throw notFound('linkGone');
    await pool.query('INSERT INTO share_link_opens (link_id, opened_at, what, ip, user_agent) VALUES ($1, $2, $3, $4, $5)',
      [rows[0].id, svc.now(), what, meta.ip, meta.userAgent?.slice(0, 300) ?? null]);
    return rows[0];
  }

  /** The statement of a link, or the same 404 when its party or month is gone. */
  async function statementOf(link: LinkRow): Promise<Statement> {
    try {
      return await loadStatement(pool, link.company_id, link.party_id, link.year, link.month);
    } catch {
      throw notFound('linkGone');
    }
  }

  route(endpoints.publicStatement, async (input, _auth, meta) => {
    const link = await open(input.token, 'page', meta);
    const [company, st] = await Promise.all([companyHeader(pool, link.company_id), statementOf(link)]);
    const s = st.partyMonth.stats;
    const shared: SharedStatement = {
      company, party: sharedParty(st.party), year: link.year, month: link.month,
      opening: { quantity: s.openingReceivableQuantity, amount: s.openingReceivableAmount },
      closing: { quantity: s.closingReceivableQuantity, amount: s.closingReceivableAmount },
      // The spreadsheet's lines (one home for the statement as lines), worded in the request's language.
      rows: statementLines(st, documentWords(meta.language)).map(({ side, cells: c }) => ({
        side: side as 'Outgoing' | 'Incoming', date: c[0] as string | null, document: String(c[1]), number: String(c[2]),
        particulars: [c[3], c[4]].filter(Boolean).join(' · '),
        quantity: c[5] as string | null, rate: c[6] as string | null, amount: c[7] as string | null,
      })),
      expiresAt: link.expires_at.toISOString(),
    };
    return shared;
  });

  route(endpoints.publicStatementPdf, async (input, _auth, meta) => {
    const link = await open(input.token, 'pdf', meta);
    // Drawn off the request thread, within the link's and its company's limits (offload/heavy.ts).
    const { heavy } = svc;
    return heavy.limited([heavy.link(link.id), heavy.company(link.company_id)], async () => {
      const [company, st] = await Promise.all([companyHeader(pool, link.company_id), statementOf(link)]);
      return new FileAnswer(await heavy.pdf('statement', company, st, svc.now(), meta.language, 'party'), FILE_TYPES.pdf,
        fileName(['Statement', st.party.name, monthName(link.month, link.year)], 'pdf'));
    });
  });
}
