// OTP delivery: the console provider logs it (development); the webhook provider POSTs
// { to, otp, message } to OTP_WEBHOOK_URL for a real SMS gateway. The same channel carries the one
// security alert the app sends a number (too many wrong OTPs, identity/otp.ts): { to, message }, no otp.
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { PRODUCT_NAME } from '@ledger/contract';

export interface OtpSender {
  send(mobileNo: string, otp: string, purpose: 'register' | 'reset'): Promise<void>;
  /** A message to the number's owner with no code in it. */
  alert(mobileNo: string, message: string): Promise<void>;
}

const messageFor = (otp: string, purpose: 'register' | 'reset') =>
  purpose === 'register'
    ? `${otp} is your ${PRODUCT_NAME} verification code. It is valid for 5 minutes.`
    : `${otp} is your ${PRODUCT_NAME} password reset code. It is valid for 5 minutes.`;

export function otpSender(config: Config, log: Logger): OtpSender {
  if (config.OTP_PROVIDER === 'webhook') {
    const url = config.OTP_WEBHOOK_URL as string;
    const post = async (body: Record<string, string>) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`OTP webhook answered ${res.status}`);
    };
    return {
      send: (mobileNo, otp, purpose) => post({ to: `+91${mobileNo}`, otp, message: messageFor(otp, purpose) }),
      alert: (mobileNo, message) => post({ to: `+91${mobileNo}`, message }),
    };
  }
  return {
    async send(mobileNo, otp, purpose) {
      // Development only: shows the code to the person at the terminal, outside the structured log
      // (which never holds OTPs).
      log.info({ to: `+91${mobileNo}`, purpose }, 'OTP sent by the console provider');
      process.stdout.write(`OTP for +91${mobileNo}: ${otp}\n`);
    },
    async alert(mobileNo, message) {
      log.info({ to: `+91${mobileNo}` }, 'alert sent by the console provider');
      process.stdout.write(`Alert for +91${mobileNo}: ${message}\n`);
    },
  };
}
