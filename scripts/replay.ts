// npm run replay -- [--company <id>] [--until <YYYY-MM-DD | seq>] [--database-url <url>] [--json]
// Replays companies' events with the projector's reducer and prints each party's month balances;
// without --until it also renders every read model from them and compares each, column by column,
// with the live tables (projections/src/verify.ts). Exit 0: no differences; 1: some differences;
// 2: usage or connection error. See docs/auditing.md.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { formatResult, listCompanies, parseUntil, replayCompany, type ReplayResult, type Until } from './replay-lib.ts';

const USAGE = `Usage: npm run replay -- [--company <id>] [--until <YYYY-MM-DD | seq>] [--database-url <url>] [--json]

  --company <id>        replay one company (default: every company in company_head)
  --until <date|seq>    stop at that seq, or at the last event recorded on or before that
                        date (Asia/Kolkata); no comparison with the live read models
                        (without it, every read model is compared with the replay)
  --database-url <url>  Postgres to read (default: $DATABASE_URL)
  --json                machine-readable output

Exit status: 0 no differences, 1 differences found, 2 usage or connection error.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        company: { type: 'string' },
        until: { type: 'string' },
        'database-url': { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) { console.log(USAGE); return 0; }

  const url = args['database-url'] || process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'replay needs a database: set DATABASE_URL or pass --database-url <postgres://…>.\n' +
        'The embedded database (npm start without DATABASE_URL) listens on a port chosen at start that is\n' +
        'not recorded anywhere; its URL has the form postgres://postgres:<contents of DATA_DIR/pg-password>@127.0.0.1:<port>/ledger.\n' +
        'Find the port of the running server (e.g. `ss -ltnp | grep postgres`) and pass that URL.\n\n' + USAGE,
    );
    return 2;
  }
  if (args.company !== undefined && !UUID.test(args.company)) {
    console.error(`--company must be a company id (uuid), not "${args.company}"`);
    return 2;
  }
  let until: Until | undefined;
  if (args.until !== undefined) {
    try { until = parseUntil(args.until); } catch (err) { console.error((err as Error).message); return 2; }
  }

  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const ids = args.company ? [args.company] : await listCompanies(pool);
    const results: ReplayResult[] = [];
    for (const id of ids) {
      try {
        results.push(await replayCompany(pool, id, until));
      } catch (err) {
        if ((err as Error).message.startsWith('Unknown company')) { console.error((err as Error).message); return 2; }
        throw err;
      }
    }
    const differences = results.reduce((n, r) => n + r.differences.length, 0);
    const truncated = results.some((r) => r.truncated);
    if (args.json) {
      console.log(JSON.stringify({ companies: results, differences }, null, 2));
    } else {
      if (results.length === 0) console.log('No companies.');
      console.log(results.map(formatResult).join('\n\n' + '='.repeat(80) + '\n\n'));
      if (until === undefined && results.length > 1) {
        console.log(`\n${results.length} companies replayed, ${truncated ? 'more than ' : ''}${differences} difference(s) in total.`);
      }
    }
    return differences > 0 ? 1 : 0;
  } catch (err) {
    console.error(`replay failed: ${(err as Error).message}`);
    return 2;
  } finally {
    await pool.end();
  }
}

process.exitCode = await main();
