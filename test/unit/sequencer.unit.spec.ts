// Test files start longest first on a clean checkout too (test/support/sequencer.ts): given the kept durations and no
// cache, the order within a project is by those durations, unknown files first, and groups and projects keep vitest's order.
import path from 'node:path';
import type { TestSpecification, Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { LongestFirst } from '../support/sequencer';
import durations from '../durations.json';

const ROOT = path.resolve(import.meta.dirname, '../..');

function spec(project: string, groupOrder: number, file: string): TestSpecification {
  return { project: { name: project, config: { sequence: { groupOrder }, isolate: true } }, moduleId: path.join(ROOT, file) } as unknown as TestSpecification;
}

function sequencer(cached: Record<string, number> = {}): LongestFirst {
  const ctx = {
    config: { root: ROOT },
    cache: {
      getFileTestResults: (key: string) => (key in cached ? { duration: cached[key], failed: false } : undefined),
      getFileStats: () => undefined,
    },
  };
  return new LongestFirst(ctx as unknown as Vitest);
}

describe('the order test files start in', () => {
  const e2e = Object.keys(durations).filter((key) => key.startsWith('e2e:')).map((key) => key.slice(4));
  const byKept = [...e2e].sort((a, b) => durations[`e2e:${b}` as keyof typeof durations] - durations[`e2e:${a}` as keyof typeof durations]);

  it('given the kept durations and no cache, when sorted, then the longest e2e file starts first and a new file before all', async () => {
    const files = [...e2e].reverse().map((file) => spec('e2e', 2, file));
    const sorted = await sequencer().sort([...files, spec('e2e', 2, 'test/e2e/new.e2e.spec.ts')]);
    const names = sorted.map((s) => path.relative(ROOT, s.moduleId));
    expect(names[0]).toBe('test/e2e/new.e2e.spec.ts');
    const seconds = names.slice(1).map((name) => durations[`e2e:${name}` as keyof typeof durations]);
    expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
    expect(new Set(names.slice(1))).toEqual(new Set(e2e));
  });

  it("given the cache's durations, when sorted, then they win over the kept ones", async () => {
    const [longest, shortest] = [byKept[0], byKept[byKept.length - 1]];
    const sorted = await sequencer({ [`e2e:${shortest}`]: 10_000_000, [`e2e:${longest}`]: 1 }).sort([spec('e2e', 2, longest), spec('e2e', 2, shortest)]);
    expect(sorted.map((s) => path.relative(ROOT, s.moduleId))).toEqual([shortest, longest]);
  });

  it('given files of several groups, when sorted, then the groups keep their order whatever the durations', async () => {
    const sorted = await sequencer().sort([spec('e2e', 2, byKept[0]), spec('unit', 0, 'test/unit/x.unit.spec.ts'), spec('int', 1, 'test/int/y.int.spec.ts')]);
    expect(sorted.map((s) => s.project.name)).toEqual(['unit', 'int', 'e2e']);
  });
});
