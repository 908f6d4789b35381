// One row of the benchmark table: our figure next to the baseline measured in the same run.
export interface Figure {
  figure: string;
  ours: number;
  unit: string;
  baseline: number | null;
  baselineName: string | null;
  /** ours / baseline, when a baseline exists. */
  ratio: number | null;
  goal: string;
  met: boolean;
  notes?: string;
}

export interface LatencyStats { count: number; perSecond: number; p50: number; p95: number; p99: number; max: number }

/** Percentiles of latencies in ms, and the rate over the wall time in ms. */
export function latencyStats(samples: number[], wallMs: number): LatencyStats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => (s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : 0);
  return { count: s.length, perSecond: (s.length / wallMs) * 1000, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: s[s.length - 1] ?? 0 };
}

/** Runs `clients` loops of `op` until `durationMs` has passed; returns per-op latencies. */
export async function load(clients: number, durationMs: number, op: (client: number, i: number) => Promise<void>): Promise<LatencyStats> {
  const samples: number[] = [];
  const start = performance.now();
  const stopAt = start + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; performance.now() < stopAt; i++) {
        const t = performance.now();
        await op(c, i);
        samples.push(performance.now() - t);
      }
    }),
  );
  return latencyStats(samples, performance.now() - start);
}
