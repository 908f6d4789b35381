// The server's own account of a failure, by request id: the API runs in this process, so its pino
// logger's error method is wrapped (children made per request by pino-http inherit it) and each
// error's message is kept next to the request id the campaign sent.
import type { Logger } from 'pino';

export function captureServerErrors(log: Logger): Map<string, string> {
  const seen = new Map<string, string>();
  const original = log.error;
  const wrapped = function (this: Logger, ...args: unknown[]) {
    const first = args[0] as { err?: { message?: unknown; stack?: unknown } } | undefined;
    const bindings = (typeof this.bindings === 'function' ? this.bindings() : {}) as { req?: { id?: unknown } };
    const id = bindings.req?.id;
    const message = typeof args[1] === 'string' ? args[1] : typeof args[0] === 'string' ? args[0] : '';
    const err = first?.err;
    const at = typeof err?.stack === 'string' ? err.stack.split('\n').find((l) => l.includes('/services/') || l.includes('/projections/'))?.trim() : undefined;
    if (typeof id === 'string') seen.set(id, `${message}: ${String(err?.message ?? '')}${at ? ` (${at})` : ''}`);
    return (original as (...a: unknown[]) => void).apply(this, args);
  };
  Object.defineProperty(log, 'error', { value: wrapped, writable: true, configurable: true, enumerable: false });
  return seen;
}
