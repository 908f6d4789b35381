// Every environment variable the service reads is documented: a limit in docs/operations.md "Limits" with
// its default, any other in the README's environment table.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const operations = fs.readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
const limits = operations.slice(operations.indexOf('## Limits'));

describe('environment variables', () => {
  it('every variable that sets a limit is in the Limits table of docs/operations.md with its default', () => {
    const defaults = loadConfig({}) as unknown as Record<string, unknown>;
    const limitLike = CONFIG_VARIABLES.filter((v) => /LIMIT|HEAVY_|SESSION|BACKOFF|PROJECTION_|CONCURRENCY/.test(v));
    expect(limitLike.length).toBeGreaterThan(15);
    for (const v of limitLike) {
      const row = limits.split('\n').find((l) => l.startsWith(`| \`${v}\` |`));
      expect(row, v).toBeDefined();
      expect(row, v).toContain(`\`${String(defaults[v])}\``);
    }
  });

  it('every other variable is in the README or docs/operations.md', () => {
    for (const v of CONFIG_VARIABLES) expect(readme.includes(v) || operations.includes(v), v).toBe(true);
  });
});

describe('the WhatsApp provider', () => {
  it('with webhook, needs WHATSAPP_WEBHOOK_URL and PUBLIC_URL (a reminder carries a statement link); console needs neither', () => {
    expect(loadConfig({}).WHATSAPP_PROVIDER).toBe('console');
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'webhook', PUBLIC_URL: 'https://x.in' })).toThrow(/WHATSAPP_WEBHOOK_URL is required/);
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'webhook', WHATSAPP_WEBHOOK_URL: 'https://hook.x.in/wa' })).toThrow(/PUBLIC_URL is required/);
    expect(loadConfig({ WHATSAPP_PROVIDER: 'webhook', WHATSAPP_WEBHOOK_URL: 'https://hook.x.in/wa', PUBLIC_URL: 'https://x.in' }).WHATSAPP_PROVIDER).toBe('webhook');
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'sms' })).toThrow(/WHATSAPP_PROVIDER/);
  });
});
