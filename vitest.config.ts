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
