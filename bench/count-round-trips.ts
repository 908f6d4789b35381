// Preloaded (`--import`) into the API and worker by bench/slip-add.ts when ROUND_TRIPS_DIR is set: counts
// the statements each process sends to Postgres (node-postgres sends one at a time, so each is a round
// trip) and the commands it sends to Redis (BullMQ's scripts are one EVALSHA each). On SIGUSR2 the counts
// so far are written to ROUND_TRIPS_DIR/<pid>.json; the bench takes the difference across its load.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type pgTypes from 'pg';
import type { Redis as RedisType } from 'ioredis';

// Resolved from the process's own tree (the bench may run another checkout's API and worker).
const load = createRequire(path.join(process.cwd(), 'package.json'));
const pg = load('pg') as typeof pgTypes;
const { Redis } = load('ioredis') as { Redis: typeof RedisType };

const dir = process.env.ROUND_TRIPS_DIR;
if (dir) {
  const counts = { pg: 0, redis: 0, byText: {} as Record<string, number> };
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pgTypes.Client, ...args: unknown[]) {
    counts.pg++;
    const q = args[0] as string | { text?: string };
    const text = (typeof q === 'string' ? q : q?.text ?? '?').replace(/\s+/g, ' ').slice(0, 60);
    counts.byText[text] = (counts.byText[text] ?? 0) + 1;
    return query.apply(this, args);
  } as typeof pgTypes.Client.prototype.query;
  const send = Redis.prototype.sendCommand;
  Redis.prototype.sendCommand = function (this: RedisType, ...args: Parameters<typeof send>) {
    counts.redis++;
    return send.apply(this, args);
  };
  process.on('SIGUSR2', () => {
    const cpu = process.cpuUsage();
    fs.writeFileSync(path.join(dir, `${process.pid}.json`), JSON.stringify({ ...counts, cpuUs: cpu.user + cpu.system, sysUs: cpu.system }));
  });
}
