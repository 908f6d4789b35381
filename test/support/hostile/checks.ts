// What every answer must look like, the violations the campaign collects (grouped into classes so a
// bricked company does not drown the first cause), and the report a developer reproduces from.
import { FILE_TYPES, endpointByPath, envelopeOf, messagesEn, rolesOf } from '@ledger/contract';
import { rupeeFields } from '../rupees.ts';
import type { Sent } from './send.ts';

export interface Violation { problem: string; sent?: Sent; note?: string; /** Other requests that explain it (suspects of a bricking). */ related?: Sent[] }

const DEVANAGARI = /[\u0900-\u097F]/;

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The problems with one answer: 5xx, the error or success shape, a cacheable answer, a 2xx that had to be a refusal. */
export function checkAnswer(s: Sent): string[] {
  const problems: string[] = [];
  if (s.status >= 500) problems.push(s.status === 599 ? 'no answer (connection reset)' : `${s.status} answer`);
  if (s.status === 599) return problems;
  let body: unknown;
  try {
    body = JSON.parse(s.text);
  } catch {
    body = undefined;
  }
  const ok = s.status >= 200 && s.status < 300;
  if (ok && endpointByPath.get(s.path)?.file) {
    // A download answers the file itself: one of the file types, with something in it.
    const type = s.contentType.split(';')[0].trim();
    if (!Object.values(FILE_TYPES).some((t) => t.startsWith(type)) || s.text.length === 0) problems.push(`download answer is not a file (${s.contentType || 'no content type'})`);
  } else if (!s.contentType.includes('application/json') || body === undefined) {
    problems.push(`${ok ? 'success' : 'error'} answer is not JSON (${s.contentType || 'no content type'})`);
  } else if (ok) {
    if (!isRecord(body) || !('data' in body) || Object.keys(body).some((k) => k !== 'data' && k !== 'pending')) problems.push('success answer is not { data }');
    else {
      // The endpoint's strict response schema (@ledger/contract): an answer the web could not read is a failure too.
      const endpoint = endpointByPath.get(s.path);
      const parsed = endpoint ? envelopeOf(endpoint).safeParse(body) : null;
      if (parsed && !parsed.success) {
        const issue = parsed.error.issues[0];
        problems.push(`success answer breaks the contract at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
      }
    }
  } else {
    const err = isRecord(body) ? body.error : undefined;
    const shaped = isRecord(body) && Object.keys(body).length === 1 && isRecord(err)
      && typeof err.message === 'string' && err.message.length > 0
      && (err.field === undefined || typeof err.field === 'string')
      && (err.problems === undefined || Array.isArray(err.problems))
      && Object.keys(err).every((k) => k === 'message' || k === 'field' || k === 'problems');
    if (!shaped) problems.push('error answer is not exactly { error: { message, field?, problems? } }');
    // Every refusal names its message's catalogue key (contract i18n/messages.ts), from which its language was chosen.
    else if (s.errorCode === null || !Object.hasOwn(messagesEn, s.errorCode)) problems.push(`refusal carries no catalogue code (X-Error-Code ${JSON.stringify(s.errorCode)})`);
    // A refusal to a request that asked for Hindi speaks Hindi: a message the catalogue lacks stays English.
    else if (s.headers['accept-language'] === 'hi' && !DEVANAGARI.test((err as { message: string }).message)) {
      problems.push(`Hindi was asked for, the message is not in Hindi: ${JSON.stringify((err as { message: string }).message.replace(/\d+/g, 'N').slice(0, 120))}`);
    }
  }
  // Every answer, a refusal or a file too, is private: no cache may keep it.
  if (s.cacheControl !== 'no-store') problems.push(`answer is not Cache-Control: no-store (${s.cacheControl ?? 'none'})`);
  if (ok && s.mustRefuse) problems.push(`accepted ${s.mustRefuse.replace(/ \(.*$/, '')}`);
  // A gate clerk (docs/gate.md): only the endpoints the contract gives a clerk answer them, never with a rupee figure.
  // A public endpoint (a shared statement's link) answers whoever holds its link, the token aside.
  if (ok && s.identity === 'C' && endpointByPath.get(s.path)?.access !== 'public') {
    const endpoint = endpointByPath.get(s.path);
    const roles = endpoint ? rolesOf(endpoint) : 'admin';
    if (roles !== 'anyone' && (roles === 'admin' || !roles.includes('clerk'))) problems.push('a gate clerk was answered 2xx by an endpoint the contract refuses them');
    const rupees = isRecord(body) ? rupeeFields(body.data) : [];
    if (rupees.length) problems.push(`a gate clerk was answered a rupee figure: ${rupees.slice(0, 3).join(', ')}`);
  }
  return problems;
}

export const isRefusal = (s: Sent) => s.status < 200 || s.status >= 300;

const show = (text: string, max: number) => (text.length > max ? `${JSON.stringify(text.slice(0, max))}… (${text.length} chars)` : JSON.stringify(text));

/** One request as a developer needs it to reproduce: path, mutations, headers, body, answer. */
export function describeSent(s: Sent, serverLog?: Map<string, string>): string {
  const headers = Object.entries(s.headers)
    .map(([k, v]) => (k === 'authorization' ? `${k}: <${s.identity ?? 'no session'}'s token> as ${show(v.replace(/[A-Za-z0-9_-]{30,}/g, '<token>'), 80)}` : `${k}: ${show(v, 80)}`))
    .join('\n      ');
  return [
    `#${s.index} ${s.method} /api${s.path}   (request id ${s.requestId}, ${s.ms.toFixed(0)} ms)`,
    `    mutations: ${s.mutations.map((m) => `[${m.kind}] ${m.detail}`).join('; ')}`,
    `    headers: ${headers}`,
    `    body (${s.bytes.length} bytes): ${show(s.bytes.toString('utf8'), 400)}`,
    ...(s.mustRefuse ? [`    expected a refusal: ${s.mustRefuse}`] : []),
    `    → ${s.status} ${s.contentType}: ${show(s.text, 400)}`,
    ...(serverLog?.has(s.requestId) ? [`    server log: ${serverLog.get(s.requestId)}`] : []),
  ].join('\n');
}

/** The class of a violation: the problem, the endpoint, the kinds of mutation and the status. */
function classOf(v: Violation): string {
  if (!v.sent) return v.problem;
  const kinds = [...new Set(v.sent.mutations.map((m) => m.kind))].sort().join('+');
  return `${v.problem} · ${v.sent.path} · ${kinds} · ${v.sent.status}`;
}

export function report(violations: Violation[], header: string, serverLog?: Map<string, string>, maxClasses = 60): string {
  const classes = new Map<string, Violation[]>();
  for (const v of violations) {
    const key = classOf(v);
    classes.set(key, [...(classes.get(key) ?? []), v]);
  }
  const sorted = [...classes.entries()].sort((a, b) => (a[1][0].sent?.index ?? -1) - (b[1][0].sent?.index ?? -1));
  const lines = [`${header}: ${violations.length} violations in ${classes.size} classes (first occurrence first)`];
  for (const [key, list] of sorted.slice(0, maxClasses)) {
    lines.push(`\n● ${key}  ×${list.length}`);
    for (const v of list.slice(0, 2)) {
      if (v.note) lines.push(`    ${v.note.split('\n').join('\n    ')}`);
      if (v.sent) lines.push(describeSent(v.sent, serverLog));
      for (const r of v.related ?? []) lines.push(describeSent(r, serverLog));
    }
  }
  if (sorted.length > maxClasses) lines.push(`\n… and ${sorted.length - maxClasses} more classes`);
  return lines.join('\n');
}
