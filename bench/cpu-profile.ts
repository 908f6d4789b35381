// A V8 CPU profile (node --cpu-prof, the inspector's or Chromium's Profiler.stop) summed by function:
// the profiling scripts in bench/ print their hottest functions with it.
import { Session } from 'node:inspector/promises';

interface CallFrame { functionName: string; url: string; lineNumber: number }
export interface CpuProfile { nodes: Array<{ id: number; callFrame: CallFrame; children?: number[] }>; samples?: number[]; timeDeltas?: number[]; startTime?: number }

/** Total sampled time, then the `top` functions by self time (name, file and line), one line each. */
export function hottest(profile: CpuProfile, top = 25): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const k = `${frame.functionName || '(anon)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;
    self.set(k, (self.get(k) ?? 0) + (profile.timeDeltas?.[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return [`${(total / 1000).toFixed(0)} ms sampled`, ...[...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)
    .map(([k, t]) => `${(t / 1000).toFixed(1).padStart(8)} ms ${((t / total) * 100).toFixed(1).padStart(5)}% ${k}`)];
}

/**
 * Inclusive time (ms) of each named function: the samples with that name anywhere on their stack, each sample
 * counted once per name. A React component's figure is its own render (its children render later, beside it).
 */
export function inclusive(profile: CpuProfile, names: readonly string[]): Map<string, number> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const wanted = new Set(names);
  const out = new Map(names.map((name) => [name, 0]));
  (profile.samples ?? []).forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)?.callFrame.functionName ?? '';
      if (wanted.has(name)) seen.add(name);
    }
    for (const name of seen) out.set(name, (out.get(name) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return out;
}

/** Self time (ms) by the script file a sample's function is in ('(program)', '(garbage collector)', … apart). */
export function byFile(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url ? (frame.url.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '.js') : frame.functionName;
    out.set(file, (out.get(file) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return out;
}

/** Self time (ms) by package: node_modules/<name> (scoped names whole), our own code, node's internals and V8's entries apart. */
export function byPackage(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const url = frame.url;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]
      ?? (url.startsWith('node:') ? 'node internals' : url ? 'ours' : frame.functionName);
    out.set(pkg, (out.get(pkg) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return out;
}

/**
 * The profile from its first sample with `name` on the stack: a server's profile without its start (module loading),
 * from the first request it served.
 */
export function since(profile: CpuProfile, name: string): CpuProfile {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const has = (id: number) => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) if (byId.get(at)?.callFrame.functionName === name) return true;
    return false;
  };
  const first = (profile.samples ?? []).findIndex(has);
  if (first < 0) return profile;
  return { ...profile, samples: profile.samples?.slice(first), timeDeltas: profile.timeDeltas?.slice(first) };
}

/**
 * What ran inside a window of the profile (a long task's start and end, µs on the profile's clock, which is the trace's):
 * the sampled ms, the components (functions named in PascalCase: React's function components) by inclusive time, and
 * the hottest functions by self time, `top` of each.
 */
export function inWindow(profile: CpuProfile, from: number, to: number, top = 4): { sampled: number; components: Array<[string, number]>; self: Array<[string, number]> } {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const components = new Map<string, number>();
  const self = new Map<string, number>();
  let at = profile.startTime ?? 0;
  let sampled = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const delta = profile.timeDeltas?.[i] ?? 0;
    at += delta;
    if (at < from || at > to) return;
    const ms = delta / 1000;
    sampled += ms;
    const frame = byId.get(id)?.callFrame;
    const own = frame ? `${frame.functionName || '(anon)'} ${frame.url.split('/').pop()?.replace(/-[\w-]{8}\.js$/, '') ?? ''}` : '?';
    self.set(own, (self.get(own) ?? 0) + ms);
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const name = byId.get(node)?.callFrame.functionName ?? '';
      if (/^_?[A-Z][a-z]\w*$/.test(name)) seen.add(name);
    }
    for (const name of seen) components.set(name, (components.get(name) ?? 0) + ms);
  });
  const best = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { sampled, components: best(components), self: best(self) };
}

/** Starts sampling this process's CPU every 0.5 ms (the inspector's Profiler); the function returned stops it and answers the profile. */
export async function startProfiling(): Promise<() => Promise<CpuProfile>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    return profile as CpuProfile;
  };
}
