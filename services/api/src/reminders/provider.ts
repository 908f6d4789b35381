// Scheduled WhatsApp reminders leave through a provider (docs/sharing.md "Scheduled reminders"): the console
// provider logs the text (development); the webhook provider POSTs { id, to, message } to WHATSAPP_WEBHOOK_URL
// for a WhatsApp gateway, as OTP_PROVIDER=webhook does for SMS (otp/provider.ts). `id` is the delivery's: a
// gateway that keeps it can drop the one repeat we cannot rule out (an answer lost after the gateway took it).
import type { Logger } from 'pino';
import type { Config } from '../config.ts';

export interface WhatsAppMessage { id: string; to: string; message: string }

/** A send that did not go: `retry` when trying again may help (a 5xx, 429, a network error or a timeout). */
export class SendFailure extends Error {
  constructor(message: string, readonly retry: boolean) { super(message); }
}

export interface WhatsAppSender { send(m: WhatsAppMessage, signal: AbortSignal): Promise<void> }

/** How long the webhook has to answer. */
export const WHATSAPP_TIMEOUT_MS = 10_000;

export function whatsAppSender(config: Pick<Config, 'WHATSAPP_PROVIDER' | 'WHATSAPP_WEBHOOK_URL'>, log: Logger): WhatsAppSender {
  if (config.WHATSAPP_PROVIDER === 'webhook') {
    const url = config.WHATSAPP_WEBHOOK_URL as string;
    return {
      async send(m, signal) {
        let res: Response;
        try {
          res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(m),
            signal: AbortSignal.any([signal, AbortSignal.timeout(WHATSAPP_TIMEOUT_MS)]),
          });
          await res.arrayBuffer();
        } catch (err) {
          if (signal.aborted) throw err;
          throw new SendFailure(`WhatsApp webhook unreachable: ${(err as Error).message}`, true);
        }
        if (res.ok) return;
        throw new SendFailure(`WhatsApp webhook answered ${res.status}`, res.status >= 500 || res.status === 429);
      },
    };
  }
  return {
    async send(m) {
      log.info({ delivery: m.id, to: m.to }, 'reminder sent by the console provider');
      process.stdout.write(`WhatsApp reminder for ${m.to}:\n${m.message}\n`);
    },
  };
}
