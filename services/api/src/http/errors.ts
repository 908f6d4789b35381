// One error model: every refusal carries its HTTP status and, for input errors, the field at fault.
// The error middleware (http/app.ts) writes it as { error: { message, field? } }. A refusal made with
// coded() also carries its message's catalogue key and parts, from which the answer's language is
// chosen (contract i18n/messages.ts messageText); the others are still translated by matching their
// English text (translateMessage).
import { messageText, type MessageKey, type MessageParams } from '@ledger/contract';

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** Seconds to wait before trying again (answered as Retry-After). */
    readonly retryAfter?: number,
    /** The message's catalogue key and the parts it copies. */
    readonly coded?: { code: MessageKey; params: MessageParams },
  ) {
    super(message);
  }
}

/** A refusal by its message's key and parts; its `message` is the English text. */
export const coded = (status: number, code: MessageKey, params: MessageParams = {}, field?: string) =>
  new AppError(status, messageText(code, params, 'en'), field, undefined, { code, params });

export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
export const unauthorized = (message = 'Please log in again') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const refused = (message: string, field?: string) => new AppError(422, message, field);
export const tooMany = (message: string, field?: string, retryAfter?: number) => new AppError(429, message, field, retryAfter);

export const PLAN_INACTIVE = 'Your plan is not active, please contact support.';

/**
 * Thrown when a write committed but its projection did not catch up within the bound (server mode):
 * the route answers 200 with the command's result and `pending: true`, for the UI to show "updating".
 */
export class PendingProjection extends Error {
  constructor(readonly result: unknown) {
    super('committed; read models are catching up');
  }
}
