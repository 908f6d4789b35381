// A V8 CPU profile (node --cpu-prof, the inspector's or Chromium's Profiler.stop) summed by function:
// the profiling scripts in bench/ print their hottest functions with it.

interface CallFrame { functionName: string; url: string; lineNumber: number }
export interface CpuProfile { nodes: Array<{ id: number; callFrame: CallFrame }>; samples?: number[]; timeDeltas?: number[] }

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
