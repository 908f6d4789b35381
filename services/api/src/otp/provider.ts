// OTP delivery: the console provider logs it (development); the webhook provider POSTs
// { to, otp, message } to OTP_WEBHOOK_URL for a real SMS gateway.
import type { Logger } from 'pino';
import type { Config } from '../config.ts';

export interface OtpSender { send(mobileNo: string, otp: string, purpose: 'register' | 'reset'): Promise<void> }

const messageFor = (otp: string, purpose: 'register' | 'reset') =>
  purpose === 'register'
    ? `${otp} is your Job Work Ledger verification code. It is valid for 5 minutes.`
    : `${otp} is your Job Work Ledger password reset code. It is valid for 5 minutes.`;

export function otpSender(config: Config, log: Logger): OtpSender {
  if (config.OTP_PROVIDER === 'webhook') {
    const url = config.OTP_WEBHOOK_URL as string;
    return {
      async send(mobileNo, otp, purpose) {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to: `+91${mobileNo}`, otp, message: messageFor(otp, purpose) }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`OTP webhook answered ${res.status}`);
      },
    };
  }
  return {
    async send(mobileNo, otp, purpose) {
      // Development only: shows the code to the person at the terminal, outside the structured log
      // (which never holds OTPs).
      log.info({ to: `+91${mobileNo}`, purpose }, 'OTP sent by the console provider');
      process.stdout.write(`OTP for +91${mobileNo}: ${otp}\n`);
    },
  };
}
