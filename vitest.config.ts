import { configDefaults, defineConfig } from 'vitest/config';
import { LongestFirst } from './test/support/sequencer';

/**
 * Integration specs that start neither the API nor the app and never read TEST_MODE: they drive the projector, the
 * migrations or `npm start` with no environment themselves, so the server pass (TEST_MODE=server, whose only difference
 * is the API's projections in a BullMQ worker) would run them again unchanged and leaves them out.
 * test/unit/mode-free-specs.unit.spec.ts checks that each still is.
 */
export const MODE_FREE_INT_SPECS = [
  'test/int/bulk-statistics.int.spec.ts',
  'test/int/catch-up.int.spec.ts',
  'test/int/embedded.int.spec.ts',
  'test/int/group-commit.int.spec.ts',
  'test/int/rebuild.int.spec.ts',
  'test/int/stored-figures-migration.int.spec.ts',
];

// One command runs every level; the suffix says the level: .unit (pure), .int (HTTP and SQL against
// real Postgres/Redis), .e2e (a real Chromium against the app as `npm start` runs it).
export default defineConfig({
  // Out of node_modules, so that the durations of the last run (vitest/results.json) outlive `npm ci`: the next run
  // starts the slowest files of each group first, and a long file no longer starts last and runs alone at the end.
  cacheDir: '.cache/vite',
  test: {
    // Longest files first, also on a clean checkout (test/durations.json).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['contract/**/*.unit.spec.ts', 'projections/**/*.unit.spec.ts', 'services/**/*.unit.spec.ts', 'web/src/**/*.unit.spec.ts', 'bench/**/*.unit.spec.ts', 'test/unit/**/*.unit.spec.ts'],
          // Both cores: left unset, vitest takes one core fewer than the machine has, one worker here. Unit files are
          // pure CPU (mostly importing and transforming their modules) and share nothing.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'int',
          include: ['test/int/**/*.int.spec.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.TEST_MODE === 'server' ? MODE_FREE_INT_SPECS : [])],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two integration files at a time: each has its own database (and queue prefix) and mostly waits on
          // Postgres, Redis or the app it started, so two share the 2-core machine (one at a time took ~12 of
          // CI's minutes per mode). A group of its own, after the unit files, so that its worker count holds.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.spec.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll as long as Playwright's own waits (newPage: 15 s): its default of 1 s failed a screen that
          // was still drawing on a loaded machine (route-words, the 404 page at load 13).
          expect: { poll: { timeout: 15_000 } },
          // Two browser files at a time: a browser test mostly waits (for the app, for Chromium), so two share
          // the 2-core machine well; each file has its own app, database and browser. Vitest runs a project
          // with its own worker count in a group of its own: after the unit and integration files.
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
