// The README's first hour stays true (issue 25): the screens, routes and settings it sends a newcomer to
// exist in the app, the environment it lists is what the server reads, the docs it names exist, and it
// says what `npm test` needs and how to start it.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../../web/src/i18n/en/index.ts';

const root = new URL('../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');
const readme = read('README.md');

type Tree = { [key: string]: string | Tree };
const words = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : words(v)));
const catalogue = new Set(words(en as unknown as Tree));

describe('README', () => {
  it('when a newcomer looks for the admin, then it names /admin/login and how ADMIN_PASSWORD creates or updates the account', () => {
    expect(readme).toContain('/admin/login');
    expect(readme).toMatch(/ADMIN_PASSWORD[\s\S]{0,200}created, or its password updated/);
    expect(read('services/api/src/admin/routes.ts')).toContain('ON CONFLICT (username) DO UPDATE SET password_hash');
  });

  it('when it names an app path, then the web app has that route', () => {
    const routes = [...read('web/src/app/router.tsx').matchAll(/path: '(\/[^']*)'/g)].map((m) => new RegExp(`^${m[1].replace(/:\w+/g, '[^/]+')}$`));
    const named = [...readme.matchAll(/(?:`|localhost:3000)(\/[a-z][\w/-]*)`?/g)].map((m) => m[1]).filter((p) => p !== '/api');
    expect(named).toEqual(expect.arrayContaining(['/admin/login', '/admin/companies', '/register', '/reports']));
    for (const p of named) expect(routes.some((r) => r.test(p)), p).toBe(true);
  });

  it('when it sends the reader to a screen, a menu or a setting, then the app shows that name', () => {
    const names = ['Add Entry', 'Language', 'Accountants', 'Address and GST', 'Activity', 'History', 'As of…', 'Download', 'Share', 'Ledger', 'Reports', 'Delivery Challan (Rule 55)'];
    for (const name of names) {
      expect(readme, name).toContain(name);
      expect(catalogue.has(name), `${name} is a label of the app`).toBe(true);
    }
    for (const [, setting] of readme.matchAll(/Settings → ([A-Z][\w ]*[a-zA-Z])/g)) expect(catalogue.has(setting), `Settings → ${setting}`).toBe(true);
    expect(readme).toContain('हिन्दी');
  });

  it('when it names a docs page, then the page exists; Hindi, accountants, sharing and GST each point to one', () => {
    const pages = [...readme.matchAll(/docs\/[\w-]+\.md/g)].map((m) => m[0]);
    for (const page of pages) expect(existsSync(new URL(page, root)), page).toBe(true);
    expect(pages).toEqual(expect.arrayContaining(['docs/gst.md', 'docs/auditing.md', 'docs/sharing.md']));
  });

  it('when it lists the environment, then the server reads each variable', () => {
    const config = read('services/api/src/config.ts');
    const table = readme.split('## Environment')[1].split('\n## ')[0];
    const vars = [...table.matchAll(/^\|([^|]+)\|/gm)].flatMap((m) => [...m[1].matchAll(/`([A-Z_]+)`/g)].map((v) => v[1]));
    expect(vars.length).toBeGreaterThan(10);
    for (const v of vars) expect(config, v).toMatch(new RegExp(`\\b${v}:`));
  });

  it('when a newcomer runs npm test, then it says it needs Postgres on 5432 and Redis on 6379, and how to start them', () => {
    const test = readme.split('## Test it')[1].split('\n## ')[0];
    for (const s of ['127.0.0.1:5432', '127.0.0.1:6379', 'pg_ctlcluster', 'redis-server', 'docker run', 'npm run build:web']) expect(test, s).toContain(s);
    // The same defaults the suite and CI use.
    const ci = read('.ci/run');
    expect(ci).toContain('postgres://postgres@127.0.0.1:5432/postgres');
    expect(ci).toContain('redis://127.0.0.1:6379');
    expect(readme).toContain('postgres://postgres@127.0.0.1:5432/postgres');
  });
});
