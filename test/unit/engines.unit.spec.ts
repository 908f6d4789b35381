// A fresh `npm ci` prints no engine warning: every package the lockfile installs accepts the oldest Node
// the root `engines` allows (npm warns, EBADENGINE, when the running Node is outside a package's range).
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockEntry { version?: string; engines?: { node?: string } | string[] }
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, LockEntry> };
const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } };

describe('engines', () => {
  it('when the lockfile is installed on the oldest Node our engines allow, then no package asks for a newer one', () => {
    const oldest = semver.minVersion(root.engines.node)?.version;
    if (!oldest) throw new Error(`engines.node (${root.engines.node}) has no lowest version`);
    // The lockfile's own copy of the root's engines is the one npm ci reads.
    expect((lock.packages[''].engines as { node?: string }).node).toBe(root.engines.node);
    const refusing = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!path || !range) return [];
      return semver.satisfies(oldest, range) ? [] : [`${path.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${range}`];
    });
    expect(refusing).toEqual([]);
  });

  it('when the oldest allowed Node is named, then it is a Node 20', () => {
    expect(semver.minVersion(root.engines.node)?.major).toBe(20);
  });
});
