// npm run repair -- --company <id> [--database-url <url>] [--void <seq> --reason "<why>" --operator <name>]
// The operator's repair of a ledger stored before fold-before-commit: shows the event the projector is
// stopped at and, with --void, appends an audited correction (EventVoided) that every fold honours,
// then projects the company up to its head. The log itself is never edited. See docs/operations.md.
import { parseArgs } from 'node:util';
import { LedgerProjector, ProjectionStuck } from '@ledger/projections';
import { createPool } from '../services/api/src/services.ts';
import { RepairRefused, findStuckEvent, voidStuckEvent } from '../services/api/src/store/repair.ts';

const USAGE = `Usage: npm run repair -- --company <id> [--database-url <url>] [--void <seq> --reason "<why>" --operator <name>]

  --company <id>        the company to inspect or repair
  --database-url <url>  Postgres to use (default: $DATABASE_URL)
  --void <seq>          void the event the projector is stopped at (must be that event's seq)
  --reason <text>       why (kept in the correction event; shown in history and replay)
  --operator <name>     who is making the correction (kept as the event's actor)

Without --void it prints the event the projector is stopped at, if any.
Exit status: 0 done (or nothing stuck), 1 refused, 2 usage or connection error.`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        company: { type: 'string' },
        'database-url': { type: 'string' },
        void: { type: 'string' },
        reason: { type: 'string' },
        operator: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) { console.log(USAGE); return 0; }
  const url = args['database-url'] || process.env.DATABASE_URL;
  const companyId = args.company?.toLowerCase();
  if (!url || !companyId) { console.error(USAGE); return 2; }

  const pool = createPool(url, 2);
  try {
    if (args.void === undefined) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const stuck = await findStuckEvent(client, companyId);
        await client.query('COMMIT');
        console.log(stuck ? `stopped at event ${stuck.seq} (${stuck.type}, stream ${stuck.streamId}): ${stuck.reason}` : 'nothing stuck: every event can be projected');
      } finally {
        client.release();
      }
      return 0;
    }
    const seq = Number(args.void);
    if (!Number.isSafeInteger(seq) || seq < 1) { console.error(`--void takes an event seq\n\n${USAGE}`); return 2; }
    const { voided, correctionSeq } = await voidStuckEvent(pool, {
      companyId, seq, reason: args.reason ?? '', operator: args.operator ?? '',
    });
    console.log(`voided event ${voided.seq} (${voided.type}: ${voided.reason}) with correction event ${correctionSeq}`);
    try {
      console.log(`projected up to event ${await new LedgerProjector(pool).catchUp(companyId)}`);
    } catch (err) {
      if (!(err instanceof ProjectionStuck)) throw err;
      console.log(`the projector now stops at event ${err.seq}: ${err.reason}; run again with --void ${err.seq} if it must go too`);
    }
    return 0;
  } catch (err) {
    if (err instanceof RepairRefused) { console.error(`refused: ${err.message}`); return 1; }
    console.error((err as Error).message);
    return 2;
  } finally {
    await pool.end();
  }
}

process.exitCode = await main();
