// The benchmark harness at a tiny size: proves `npm run bench` runs end to end and reports every
// figure. Speed goals are judged by the full run, never here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_MODE } from '../support/api.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

(SERVER_MODE ? describe.skip : describe)('benchmark harness', () => {
  it('when run at a tiny size, then it prints the table and writes every figure', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts'], {
      cwd: ROOT,
      env: { ...process.env, BENCH_SCALE: 'tiny', BENCH_SECONDS: '0.3', BENCH_SKIP_WEB: '1', EMBEDDED_STARTS: '1' },
      encoding: 'utf8',
      timeout: 240_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(r.status, r.stderr.slice(-2000)).toBe(0);
    expect(r.stdout).toContain('bare event append');
    const out = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/results/tiny.json'), 'utf8')) as { figures: Array<{ figure: string; ours: number }> };
    const names = out.figures.map((f) => f.figure).join('\n');
    for (const part of ['bare event append', 'slip add over HTTP', 'statement of a party-month', 'typical statement', 'full reprojection', 'incremental projection catch-up', 'cold start', 'verify,', 'statement as of a past moment', 'during heavy bursts']) {
      expect(names).toContain(part);
    }
    for (const f of out.figures) expect(Number.isFinite(f.ours)).toBe(true);
  }, 300_000);
});
