import { defineConfig } from 'vitest/config';

// One command runs every level; the suffix says the level: .unit (pure), .int (HTTP and SQL against
// real Postgres/Redis), .e2e (a real Chromium against the app as `npm start` runs it).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['contract/**/*.unit.spec.ts', 'projections/**/*.unit.spec.ts', 'services/**/*.unit.spec.ts', 'web/src/**/*.unit.spec.ts', 'bench/**/*.unit.spec.ts', 'test/unit/**/*.unit.spec.ts'],
        },
      },
      {
        test: {
          name: 'int',
          include: ['test/int/**/*.int.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.spec.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two browser files at a time: a browser test mostly waits (for the app, for Chromium), so two share
          // the 2-core machine well; each file has its own app, database and browser. Vitest runs a project
          // with its own worker count in a group of its own: after the unit and integration files.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
