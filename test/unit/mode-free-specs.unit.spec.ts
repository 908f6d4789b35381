// The integration specs the server pass leaves out (vitest.config.ts, MODE_FREE_INT_SPECS) cannot differ by mode: the
// mode is TEST_MODE, read only in test/support/api.ts (SERVER_MODE), and all it changes is the API that startApi (or,
// for the browser, startApp with workers) starts. A listed spec that started one, read the mode, or imported a test
// helper that does, would lose its server-mode run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODE_FREE_INT_SPECS } from '../../vitest.config.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const API = path.join(ROOT, 'test/support/api.ts');
const MODE_WORDS = /\b(startApi|startApp|useBrowserSuite|SERVER_MODE|TEST_MODE|spawnWorker)\b/;

/** The spec and the test helpers it imports, followed through relative imports within test/ (api.ts not followed). */
function testSources(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)) {
    const imported = path.resolve(path.dirname(file), spec);
    if (imported !== API && imported.startsWith(path.join(ROOT, 'test') + path.sep)) testSources(imported, seen);
  }
  return seen;
}

describe('the specs the server pass leaves out', () => {
  it('when a spec is left out of TEST_MODE=server, then neither it nor a test helper it imports starts the API or reads the mode', () => {
    expect(MODE_FREE_INT_SPECS.length).toBeGreaterThan(0);
    for (const spec of MODE_FREE_INT_SPECS) {
      const readers = [...testSources(path.join(ROOT, spec))].filter((file) => MODE_WORDS.test(readFileSync(file, 'utf8')));
      expect(readers.map((file) => path.relative(ROOT, file)), spec).toEqual([]);
    }
  });
});
