// One error model: every refusal carries its HTTP status, its message's catalogue key and parts
// (contract i18n/messages.ts) and, for input errors, the field at fault. The error middleware
// (http/app.ts) writes it as { error: { code, message, field? } }, the message in the request's
// language chosen from the code (messageText); no English text is matched. An AppError cannot be
// made without a key.
import { messageText, type MessageKey, type MessageParams, type Said } from '@ledger/contract';

export class AppError extends Error {
  readonly params: MessageParams;
  readonly field?: string;
  /** Seconds to wait before trying again (answered as Retry-After). */
  readonly retryAfter?: number;
  /** A refusal of many documents at once: what is wrong with each (an e-way bill export's checks). */
  readonly problems?: DocumentProblems[];
  constructor(
    readonly status: number,
    /** The message's catalogue key. */
    readonly code: MessageKey,
    /** The parts its template copies (`{label}`, `{n}`, …). */
    params: MessageParams = {},
    options: { field?: string; retryAfter?: number; problems?: DocumentProblems[] } = {},
  ) {
    super(messageText(code, params, 'en'));
    this.params = params;
    if (options.field !== undefined) this.field = options.field;
    if (options.retryAfter !== undefined) this.retryAfter = options.retryAfter;
    if (options.problems !== undefined) this.problems = options.problems;
  }

  /** The message in the chosen language, from the code. */
  text(language: 'en' | 'hi'): string {
    return messageText(this.code, this.params, language);
  }
}

/** One document's problems, each a message by its key and parts; `document` names it as GST papers do (DC/2026-27/1, SL-4). */
export interface DocumentProblems { id: string; document: string; problems: Said[] }

/** A message by its key and parts, before it is thrown (a limit's wording, a wrong OTP's). */
export interface Refusal { code: MessageKey; params?: MessageParams }

/** A refusal by its message's key and parts; its `message` is the English text. */
export const coded = (status: number, code: MessageKey, params: MessageParams = {}, field?: string) =>
  new AppError(status, code, params, { field });

export const badRequest = (code: MessageKey, params: MessageParams = {}, field?: string) => coded(400, code, params, field);
export const unauthorized = (code: MessageKey = 'logInAgain') => coded(401, code);
export const forbidden = (code: MessageKey) => coded(403, code);
export const notFound = (code: MessageKey = 'notFoundBare', params: MessageParams = {}) => coded(404, code, params);
/** `thing` not found (404): another company's ids answer this too. */
export const notFoundThing = (thing: string) => coded(404, 'notFound', { thing });
export const refused = (code: MessageKey, params: MessageParams = {}, field?: string) => coded(422, code, params, field);
export const tooMany = (code: MessageKey, params: MessageParams = {}, field?: string, retryAfter?: number) =>
  new AppError(429, code, params, { field, retryAfter });

/**
 * Thrown when a write committed but its projection did not catch up within the bound (server mode):
 * the route answers 200 with the command's result and `pending: true`, for the UI to show "updating".
 */
export class PendingProjection extends Error {
  constructor(readonly result: unknown) {
    super('committed; read models are catching up');
  }
}
