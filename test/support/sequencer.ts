// The order test files start in: longest first, so that a long file does not start last and run alone at the end while
// the other workers sit idle. Vitest orders by the durations of the last run in its cache (.cache/vite), which a clean
// checkout (CI) does not have: it then starts the larger files first, and a short file with a long test (long-lists,
// 130 s in 157 lines) could start near the end. The durations of a whole run are kept in test/durations.json
// (`npm run test:durations` writes them from the cache); the cache's own, when it has them, are fresher and win.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const DURATIONS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../durations.json');

/** "project:path" → seconds. */
type Durations = Record<string, number>;

function kept(): Durations {
  try {
    return JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8')) as Durations;
  } catch {
    return {};
  }
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = kept();
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification): number => {
      const key = `${spec.project.name}:${path.relative(root, spec.moduleId)}`;
      const cached = this.ctx.cache.getFileTestResults(key)?.duration;
      // Unknown (a new file): first, as vitest runs unknown files first.
      return cached !== undefined ? cached / 1000 : (durations[key] ?? Number.POSITIVE_INFINITY);
    };
    // Groups and projects in vitest's own order; within a project, longest first.
    return (await super.sort(files)).sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      return seconds(b) - seconds(a);
    });
  }
}
