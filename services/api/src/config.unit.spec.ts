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
