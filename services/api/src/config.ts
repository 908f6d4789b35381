// The environment contract (README "Environment"), parsed once at start.
import path from 'node:path';
import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** A physical standby of DATABASE_URL that company reads are served from (docs/operations.md "Read replica"). */
  READ_DATABASE_URL: z.string().url().optional(),
  /** How long a read waits for the standby to replay the caller's last write before reading the primary instead. */
  READ_REPLICA_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  OTP_PROVIDER: z.enum(['console', 'webhook']).default('console'),
  OTP_WEBHOOK_URL: z.string().url().optional(),
  /** Scheduled WhatsApp reminders (docs/sharing.md "Scheduled reminders"): logged, or POSTed to the webhook; */
  WHATSAPP_PROVIDER: z.enum(['console', 'webhook']).default('console'),
  WHATSAPP_WEBHOOK_URL: z.string().url().optional(),
  /** the app's address as a party opens it (a reminder's statement link starts with it), */
  PUBLIC_URL: z.string().url().optional(),
  /** how often due reminders are looked for, and the first wait before a failed one is tried again (doubling). */
  REMINDER_TICK_MS: z.coerce.number().int().positive().default(60_000),
  REMINDER_RETRY_MS: z.coerce.number().int().positive().default(60_000),
  ADMIN_USERNAME: z.string().max(10).default('admin'),
  ADMIN_PASSWORD: z.string().optional(),
  TRIAL_DAYS: z.coerce.number().int().positive().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PROJECTION_WAIT_MS: z.coerce.number().int().positive().default(5000),
  QUEUE_PREFIX: z.string().regex(/^[\w:-]+$/).default('ledger'),
  WORKER_CONCURRENCY: z.coerce.number().int().positive().default(4),
  SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(2000),
  /** Support contact shown on the inactive-plan page; the line is hidden when neither is set. */
  SUPPORT_PHONE: z.string().trim().min(1).max(30).optional(),
  SUPPORT_EMAIL: z.string().trim().email().optional(),
  PROJECTION_CHUNK: z.coerce.number().int().positive().default(10_000),
  /** Opens of shared statements (page or PDF) allowed per IP address per minute. */
  SHARE_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /** Heavy work off the request thread (offload/heavy.ts): threads (0: the cores less one), the queue over all companies, */
  HEAVY_THREADS: z.coerce.number().int().min(0).max(64).default(0),
  HEAVY_QUEUE: z.coerce.number().int().positive().default(32),
  /** files, as-of statements and replays one company (or one share link) may have in flight at once, */
  HEAVY_PER_COMPANY: z.coerce.number().int().positive().default(4),
  HEAVY_PER_LINK: z.coerce.number().int().positive().default(2),
  /** and the database connections of each thread. */
  HEAVY_CONNECTIONS: z.coerce.number().int().positive().max(20).default(2),
  /** Events in a company's log up to which the GST reports fold its history on the request thread (offload/folds.ts). */
  HEAVY_INLINE_EVENTS: z.coerce.number().int().min(0).default(2000),
  // Sessions (docs/operations.md "Limits"): an owner's or accountant's ends after this many days unused
  // (each use moves it on) and this many days after login whatever happens; the admin's in minutes and hours.
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(30),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(90),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  ADMIN_SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  /** Logins tried per mobile number and per address in 15 minutes; OTPs sent per number and per address in an hour; admin logins tried per address in 15 minutes. */
  LOGIN_LIMIT_PER_NUMBER: z.coerce.number().int().positive().default(10),
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  OTP_SEND_LIMIT_PER_NUMBER: z.coerce.number().int().positive().default(5),
  OTP_SEND_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  ADMIN_LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** Wrong OTPs allowed per mobile number in any 24 hours, across codes and purposes. */
  OTP_GUESS_LIMIT: z.coerce.number().int().positive().default(10),
  /** Wrong admin passwords in a row (from any address) before each further try must wait… */
  ADMIN_LOGIN_LIMIT: z.coerce.number().int().positive().default(5),
  /** …this long, doubling with each further wrong one… */
  ADMIN_LOGIN_BACKOFF_SECONDS: z.coerce.number().int().positive().default(60),
  /** …up to this long. */
  ADMIN_LOGIN_BACKOFF_MAX_SECONDS: z.coerce.number().int().positive().default(3600),
});

export type Config = z.infer<typeof schema> & { dataDir: string };

/** Every environment variable the service reads (README "Environment", docs/operations.md "Limits"). */
export const CONFIG_VARIABLES = Object.keys(schema.shape);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(clean);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment: ${issue.path.join('.')}: ${issue.message}`);
  }
  if (parsed.data.OTP_PROVIDER === 'webhook' && !parsed.data.OTP_WEBHOOK_URL) {
    throw new Error('Invalid environment: OTP_WEBHOOK_URL is required when OTP_PROVIDER=webhook');
  }
  if (parsed.data.WHATSAPP_PROVIDER === 'webhook' && !parsed.data.WHATSAPP_WEBHOOK_URL) {
    throw new Error('Invalid environment: WHATSAPP_WEBHOOK_URL is required when WHATSAPP_PROVIDER=webhook');
  }
  if (parsed.data.WHATSAPP_PROVIDER === 'webhook' && !parsed.data.PUBLIC_URL) {
    throw new Error('Invalid environment: PUBLIC_URL is required when WHATSAPP_PROVIDER=webhook (a reminder carries a statement link)');
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
