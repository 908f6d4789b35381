// The request plan of a campaign: for every endpoint a fast-check sample of mutation lists over its
// fields (those of its base body and those its schema declares), interleaved round by round in a
// seeded order, so a seed names the whole campaign.
import fc from 'fast-check';
import type { z } from 'zod';
import { BASE } from './bodies.ts';
import type { HostileFixture } from './fixture.ts';
import { getAt, leafPaths, objectPaths, schemaPaths, type Path } from './json.ts';
import type { Access } from './send.ts';
import { kindOf } from './values.ts';
import { mutationsArb, type Field, type Mutation } from './variants.ts';

export interface RouteInfo { path: string; access: Access; schema: z.ZodType }
export interface Planned { index: number; route: RouteInfo; mutations: Mutation[] }

/** Fields attacked on an endpoint: those in its base body and those its schema declares. */
function fieldsOf(base: unknown, schema: z.ZodType): { fields: Field[]; objects: Path[] } {
  const paths = schemaPaths(schema);
  for (const p of objectPaths(base).concat(leafPaths(base))) if (p.length && !paths.some((q) => q.join('.') === p.join('.'))) paths.push(p);
  const fields = paths.map((p) => ({ path: p, kind: kindOf(p[p.length - 1], getAt(base, p)) }));
  return { fields, objects: [[], ...objectPaths(base).filter((p) => p.length)] };
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(xs: T[], random: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** At least `runs` requests, the same number per endpoint; `only` keeps just those indexes (to replay a few). */
export function plan(routes: RouteInfo[], fx: HostileFixture, runs: number, seed: number, only?: Set<number>): Planned[] {
  const perEndpoint = Math.ceil(runs / routes.length);
  const samples = routes.map((r, i) => {
    const { fields, objects } = fieldsOf(BASE[r.path].body(fx), r.schema);
    return fc.sample(mutationsArb(fields, objects), { seed: seed + i * 7919, numRuns: perEndpoint });
  });
  const random = mulberry32(seed);
  const out: Planned[] = [];
  for (let k = 0; k < perEndpoint; k++) {
    for (const i of shuffled(routes.map((_, n) => n), random)) out.push({ index: out.length, route: routes[i], mutations: samples[i][k] });
  }
  return only ? out.filter((p) => only.has(p.index)) : out;
}
