// Response of the calls that send an OTP (registration and password reset).
import { z } from 'zod';

export const otpSentSchema = z.object({ mobileNo: z.string(), otpValidTill: z.string() });
export type OtpSent = z.infer<typeof otpSentSchema>;
